import { errorTable } from '@core/errors.ts'
import type { DraftJobEvent } from '@core/generation-schemas.ts'
import type { Queryable } from '../db/database.ts'
import { withQueueListener } from '../generation/providers/ai-caller.ts'
import { AppError } from '../http/app-error.ts'
import { type ChapterFailure, chapterFailure } from './chapter-failure.ts'
import { type PoolVerdict, writePooled } from './chapter-pool.ts'
import { type DraftDeps, type OpenChapter, writeChapter } from './draft-chapter.ts'
import { qualityPassRunning } from './draft-chapters.queries.ts'
import { checkBook } from './draft-quality.ts'
import { log } from '../observability/logger.ts'

const failureOf = (error: unknown) =>
  error instanceof AppError ? { code: error.body.code, message: error.body.message } : chapterFailure(error)

/** A 429 is waited out; a closed job (cancelled, expired, finished) stops the rest; anything else fails its chapter. */
export function judgeChapterError(error: unknown): PoolVerdict {
  const { code } = failureOf(error)
  // The provider's 429, or this server's queue full (decision 77): both are waited out.
  if (code === 'rate_limited' || code === 'ai_busy') {
    const waitMs = (error as { retryAfterMs?: unknown }).retryAfterMs
    return typeof waitMs === 'number' ? { kind: 'throttled', waitMs } : { kind: 'throttled' }
  }
  // A closed job, or this process stopping (decision 114): the job stays for whoever resumes it.
  if (code === 'conflict' || code === 'not_found' || code === 'shutting_down') return { kind: 'stop' }
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
  let closed: ChapterFailure | undefined
  const warmup = cacheWarmup(deps.config.DRAFT_CACHE_WARMUP_MS)
  try {
    await writePooled({
      indexes,
      limit: deps.config.DRAFT_CONCURRENCY,
      budgetMs: deps.config.DRAFT_RATE_LIMIT_BUDGET_SECONDS * 1000,
      async write(index) {
        const leader = warmup.lead(index)
        if (!leader) await warmup.ready
        try {
          const content = await withQueueListener(
            (position) => send({ type: 'queued', index, position }),
            () =>
              writeChapter(deps, { jobId, index, brief }, (text) => {
                if (leader) warmup.open()
                send({ type: 'delta', index, text })
              }),
          )
          send({ type: 'chapter', index, content })
        } finally {
          if (leader) warmup.open()
        }
      },
      judge: judgeChapterError,
      onRetry: (index, waitMs) => send({ type: 'retry', index, waitMs }),
      onFailed(index, error) {
        const failure = failureOf(error)
        if (judgeChapterError(error).kind === 'stop') closed ??= failure
        else send({ type: 'chapter-error', index, ...failure })
      },
    })
  } finally {
    warmup.open()
  }
  if (closed) send({ type: 'error', ...closed })
  else for (const chapter of await checkBookSafely(deps, jobId)) send({ type: 'chapter', index: chapter.index, content: chapter.content })
  // The quality pass was handed back unfinished (decision 114): finish runs it after the resume.
  if (!closed && deps.handBack?.aborted) send({ type: 'error', code: 'shutting_down', message: errorTable.shutting_down.message })
  send({ type: 'done' })
}

/**
 * Every chapter prompt of a book starts with the same brief and outline (decision 82), but a
 * provider caches that prefix only once a request with it has been processed: chapters sent in
 * the same instant all miss. With `DRAFT_CACHE_WARMUP_MS` set, the first chapter to start goes
 * alone and the others follow at its first text (or after `maxMs`, or when it ends): one
 * time-to-first-token later, every other chapter reads the prefix from the cache. 0: all at once.
 */
function cacheWarmup(maxMs: number) {
  let open = () => {}
  const ready = new Promise<void>((resolve) => (open = resolve))
  let leader: number | undefined
  const timer = maxMs > 0 ? setTimeout(() => open(), maxMs) : undefined
  if (maxMs === 0) open()
  return {
    ready,
    /** Whether this chapter is the one the others wait for (the first to start). */
    lead: (index: number) => maxMs > 0 && (leader ??= index) === index,
    open() {
      clearTimeout(timer)
      open()
    },
  }
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
    log.warn(`The book quality pass failed; the chapters are kept as written: ${error instanceof Error ? error.message : String(error)}`)
    return []
  }
}

/**
 * Waits while another caller's quality pass holds the job's lease (decision 81), so finish builds
 * the project from the revised chapters. Bounded: past `maxMs` finish goes ahead with what is stored.
 */
export async function waitForQualityPass(db: Queryable, jobId: string, { pollMs = 250, maxMs = 120_000 } = {}): Promise<void> {
  for (let waited = 0; waited < maxMs && (await qualityPassRunning(db, jobId)); waited += pollMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}
