import { generateText, type LanguageModel, streamText } from 'ai'
import { ChapterCleaner, cleanChapter } from './clean/chapter-cleaner.ts'
import type { Titles } from './clean/line-kinds.ts'
import { classifyError, providerFailureMessage, toProviderError } from './classify-error.ts'
import { ProviderError } from './provider-error.ts'
import { chapterPrompt, type PromptParts, rewritePrompt } from './prompts.ts'
import type { ChapterJob, RewriteJob } from './provider.ts'
import { nextRetryDelay, type RetryPolicy, startAttempt, withRetries } from './with-retries.ts'

export interface ChapterContext {
  model: LanguageModel
  policy: RetryPolicy
}

/** A reply with no text under the heading is as unusable as malformed JSON. */
function assertHasBody(content: string, title: string) {
  const body = content.trim()
  if (body === '' || body === `## ${title}`.trim()) throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError')
}

/**
 * Streams one Markdown chapter headed `## {title}`. A failed attempt is retried only while
 * nothing has been yielded: text already shown to the reader cannot be taken back.
 */
export async function* streamMarkdown(ctx: ChapterContext, parts: PromptParts, titles: Titles, caller?: AbortSignal): AsyncGenerator<string> {
  const { title } = titles
  for (let retry = 0; ; retry++) {
    caller?.throwIfAborted()
    const attempt = startAttempt(ctx.policy.timeoutMs, caller)
    const heading = new ChapterCleaner(titles)
    let yielded = ''
    let wait: number
    try {
      // Errors arrive as 'error' parts and are mapped below; the SDK's default onError would
      // also log each one with the whole prompt, user text included.
      const result = streamText({ model: ctx.model, ...parts, maxRetries: 0, abortSignal: attempt.signal, onError: () => {} })
      for await (const part of result.fullStream) {
        attempt.touch()
        if (part.type === 'error') throw part.error
        if (part.type === 'abort') throw abortError(attempt.signal)
        if (part.type !== 'text-delta') continue
        const out = heading.push(part.text)
        if (out) {
          yielded += out
          yield out
        }
      }
      if (attempt.signal.aborted) throw abortError(attempt.signal)
      const rest = heading.end()
      assertHasBody(yielded + rest, title)
      if (rest) yield rest
      return
    } catch (error) {
      if (!yielded) wait = nextRetryDelay(error, attempt, retry, ctx.policy, caller)
      else {
        caller?.throwIfAborted()
        throw toProviderError(error, classifyError(error, attempt.timedOut()))
      }
    } finally {
      attempt.done()
    }
    await ctx.policy.sleep(wait, caller)
  }
}

export function streamChapterWith(ctx: ChapterContext, job: ChapterJob): AsyncGenerator<string> {
  const chapter = job.brief.chapters[job.index]
  if (!chapter) throw new RangeError(`No chapter ${job.index} in an outline of ${job.brief.chapters.length}`)
  const titles = { title: chapter.title, nextTitle: job.brief.chapters[job.index + 1]?.title, number: job.index + 1 }
  return streamMarkdown(ctx, chapterPrompt(job), titles, job.signal)
}

export async function rewriteChapterWith(ctx: ChapterContext, job: RewriteJob): Promise<{ title: string; content: string }> {
  const parts = rewritePrompt(job)
  const text = await withRetries(
    async (attempt) => (await generateText({ model: ctx.model, ...parts, maxRetries: 0, abortSignal: attempt.signal })).text,
    ctx.policy,
    job.signal,
  )
  const content = cleanChapter({ title: job.chapterTitle, nextTitle: job.neighbours?.next?.title }, text)
  assertHasBody(content, job.chapterTitle)
  return { title: job.chapterTitle, content }
}
