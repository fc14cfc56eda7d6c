import type { DraftJobEvent } from '@core/generation-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { chapterFailure } from './chapter-failure.ts'
import { type PoolVerdict, writePooled } from './chapter-pool.ts'
import { type DraftDeps, type OpenChapter, writeChapter } from './draft-chapter.ts'
import { checkBook } from './draft-quality.ts'

const failureOf = (error: unknown) =>
  error instanceof AppError ? { code: error.body.code, message: error.body.message } : chapterFailure(error)

/** A 429 is waited out; a closed job (cancelled, expired, finished) stops the rest; anything else fails its chapter. */
export function judgeChapterError(error: unknown): PoolVerdict {
  const { code } = failureOf(error)
  if (code === 'rate_limited') {
    const waitMs = (error as { retryAfterMs?: unknown }).retryAfterMs
    return typeof waitMs === 'number' ? { kind: 'throttled', waitMs } : { kind: 'throttled' }
  }
  if (code === 'conflict' || code === 'not_found') return { kind: 'stop' }
  return { kind: 'failed' }
}

/**
 * Writes every chapter of the job that is not written yet, `DRAFT_CONCURRENCY` at once (default:
 * all), and sends each one's text as it comes. Chapters already written are sent whole, so a
 * resuming client learns of chapters finished while it was away. It runs to the end whether or
 * not anyone still reads (`send` drops events then): the chapters are paid for by the hold. When
 * every chapter is written, the book-level quality pass runs before `done`.
 */
export async function writeDraftJob(deps: DraftDeps, first: OpenChapter, send: (event: DraftJobEvent) => void): Promise<void> {
  const { jobId, brief } = first
  const indexes = brief.chapters.map((_, index) => index)
  let closed: { code: string; message: string } | undefined
  await writePooled({
    indexes,
    limit: deps.config.DRAFT_CONCURRENCY,
    budgetMs: deps.config.DRAFT_RATE_LIMIT_BUDGET_SECONDS * 1000,
    async write(index) {
      const content = await writeChapter(deps, { jobId, index, brief }, (text) => send({ type: 'delta', index, text }))
      send({ type: 'chapter', index, content })
    },
    judge: judgeChapterError,
    onRetry: (index, waitMs) => send({ type: 'retry', index, waitMs }),
    onFailed(index, error) {
      const failure = failureOf(error)
      if (judgeChapterError(error).kind === 'stop') closed ??= failure
      else send({ type: 'chapter-error', index, ...failure })
    },
  })
  if (closed) send({ type: 'error', ...closed })
  else for (const chapter of await checkBookSafely(deps, jobId)) send({ type: 'chapter', index: chapter.index, content: chapter.content })
  send({ type: 'done' })
}

/**
 * The book-level quality pass once the chapters are written (decision 81); the revised chapters
 * go out again (a `chapter` event wins over what came before). A failed pass costs the draft
 * nothing: the chapters stand as written, and finish tries again.
 */
export async function checkBookSafely(deps: DraftDeps, jobId: string, userId?: string) {
  try {
    return await checkBook(deps, jobId, userId)
  } catch (error) {
    console.warn('The book quality pass failed; the chapters are kept as written:', error instanceof Error ? error.message : error)
    return []
  }
}
