import { MAX_REMOVAL_CHARS } from '@core/chapter-removals.ts'
import { ChapterCleaner } from '../clean/chapter-cleaner.ts'
import { ownLines, type Titles } from '../clean/line-kinds.ts'
import { providerFailureMessage } from '../providers/classify-error.ts'
import type { OutputTask } from '../providers/output-limits.ts'
import { ProviderError } from '../providers/provider-error.ts'
import { chapterPrompt, type PromptParts, rewritePrompt } from '../prompts/prompts.ts'
import type { ChapterJob, RewriteJob, RewriteResult } from '../providers/provider.ts'
import type { ChapterRemoval } from '@core/generation-schemas.ts'
import { grammarPassHolds } from './rewrite-check.ts'
import { type StreamCleaner, streamWhole, type WholeContext, type WholeRequest } from '../providers/whole-text.ts'
import { log } from '../../observability/logger.ts'

export interface ChapterContext extends WholeContext {
  limits: Record<OutputTask, number>
}

/** Where a chapter's title and neighbours are known, for the cleaner that spots run-on text. */
export type CleanerOptions = Titles

/** The one place the cleaner is chosen (decision 35): one per call, fed every continuation after `resume()`. */
export function chapterCleaner(options: CleanerOptions): ChapterCleaner {
  return new ChapterCleaner(options)
}

/** One Markdown call: its task (for its output limit), what to do at the limit, and its cleaner. */
export interface Markdown {
  task: OutputTask
  atLimit: WholeRequest['atLimit']
  cleaner: CleanerOptions
  signal?: AbortSignal
  /** What the cleaner took out (decision 79), once the text is whole. */
  onRemovals?: (removals: ChapterRemoval[]) => void
}

/** Streams one Markdown text headed `## {title}`, whole: continued, retried and cleaned (whole-text.ts). */
export async function* streamMarkdown(ctx: ChapterContext, parts: PromptParts, how: Markdown): AsyncGenerator<string> {
  // A reply asked for again gets a fresh cleaner: the last one made holds the removals of the text kept.
  let cleaner: ChapterCleaner | undefined
  yield* streamWhole(ctx, {
    ...parts,
    maxOutputTokens: ctx.limits[how.task],
    continuationTokens: ctx.limits.continuation,
    cleaner: (): StreamCleaner => (cleaner = chapterCleaner(how.cleaner)),
    atLimit: how.atLimit,
    task: how.task,
    signal: how.signal,
  })
  const removals = cleaner?.removals ?? []
  for (const cut of removals.filter((r) => r.reason === 'run-on')) {
    const which = how.cleaner.number === undefined ? 'a rewrite of' : `chapter ${how.cleaner.number}`
    // Issue 26: a cut is never silent; the text is kept on the chapter for the creator to restore.
    log.warn(
      cut.text.length >= MAX_REMOVAL_CHARS - 1
        ? `[ai] ${which} “${how.cleaner.title}” ran on into the next chapter; it was cut there and its first ${cut.text.trim().length} characters kept as a removal, the rest dropped`
        : `[ai] ${which} “${how.cleaner.title}” ran on into the next chapter; ${cut.text.trim().length} characters from there on were cut and kept as a removal`,
    )
  }
  how.onRemovals?.(removals)
}

export function streamChapterWith(ctx: ChapterContext, job: ChapterJob): AsyncGenerator<string> {
  const chapter = job.brief.chapters[job.index]
  if (!chapter) throw new RangeError(`No chapter ${job.index} in an outline of ${job.brief.chapters.length}`)
  const cleaner = { title: chapter.title, nextTitle: job.brief.chapters[job.index + 1]?.title, number: job.index + 1 }
  // The reader watches a chapter arrive, so one still at the limit keeps its complete sentences (decision 34).
  return streamMarkdown(ctx, chapterPrompt(job), {
    task: 'chapter',
    atLimit: 'trim',
    cleaner,
    signal: job.signal,
    onRemovals: job.onRemovals,
  })
}

/**
 * Rewrites stream too, so the timeout is a limit on silence rather than on the whole reply, and
 * they are continued like chapters; but nobody watches them arrive, so cut-off text fails.
 */
export async function rewriteChapterWith(ctx: ChapterContext, job: RewriteJob): Promise<RewriteResult> {
  let removals: ChapterRemoval[] = []
  const how: Markdown = {
    task: 'rewrite',
    atLimit: 'fail',
    cleaner: { title: job.chapterTitle, nextTitle: job.neighbours?.next?.title, keep: ownLines(job.content) },
    signal: job.signal,
    onRemovals: (list) => (removals = list),
  }
  let content = ''
  for await (const delta of streamMarkdown(ctx, rewritePrompt(job), how)) content += delta
  content = content.trimEnd()
  if (job.modifier === 'grammar' && !grammarPassHolds(job, content)) {
    log.warn('[ai] a grammar pass changed the chapter length by more than 15%; the chapter was kept as it was')
    throw new ProviderError('rewrite_rejected', providerFailureMessage('rewrite_rejected'))
  }
  return { title: job.chapterTitle, content, ...(removals.length ? { removals } : {}) }
}
