import { backoffMs } from '@core/backoff.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import type { ChapterReplacement, ProjectChapter } from '../chapter-edits.ts'
import { isAbort, isRateLimited } from './regenerate-api.ts'

/** What the panel shows while a run goes on. `waitSeconds`: paused by the rate limit before trying again. */
export interface StyleProgress {
  index: number
  total: number
  title: string
  waitSeconds?: number
}

export type StyleOutcome =
  | { kind: 'done' }
  /** Stopped by the user; `next` is where a Continue picks up. */
  | { kind: 'cancelled'; next: number }
  | { kind: 'failed'; next: number; title: string; message: string }

export interface StyleRunDeps {
  /** The chapter as it is now (earlier rewrites included), or undefined if it was removed. */
  current(chapterId: string): ProjectChapter | undefined
  rewrite(chapter: ProjectChapter, signal: AbortSignal): Promise<{ title: string; content: string }>
  /** Puts the rewrite in place; `before` is the text it replaces, for Undo. */
  apply(before: ChapterReplacement, after: ChapterReplacement): Promise<void>
  onProgress(progress: StyleProgress): void
  sleep(ms: number, signal: AbortSignal): Promise<void>
  /** Aborted when the editor goes away: requests stop at once. */
  signal: AbortSignal
  /** Aborted by Cancel: the chapter being written still lands, nothing after it starts. */
  cancel: AbortSignal
}

// The server counts chapter rewrites per user in a one-minute window (CHAPTER_RATE_LIMIT_PER_MINUTE)
// and sends no Retry-After, so back off far enough to cross into the next window: 5, 10, 20, 30, 30, 30 s.
export const RATE_LIMIT_RETRIES = 6
export const rateLimitDelayMs = (attempt: number): number => backoffMs(attempt, { baseMs: 5000, maxMs: 30_000 })

const stopped = (deps: StyleRunDeps) => deps.signal.aborted || deps.cancel.aborted

/** Rewrites `chapterIds` one by one from `from`; a rate limit waits and tries again, any other failure stops the run. */
export async function runStyle(chapterIds: readonly string[], from: number, deps: StyleRunDeps): Promise<StyleOutcome> {
  const total = chapterIds.length
  for (let index = from; index < total; index++) {
    if (stopped(deps)) return { kind: 'cancelled', next: index }
    const chapter = deps.current(chapterIds[index] ?? '')
    if (!chapter) continue
    for (let attempt = 0; ; attempt++) {
      deps.onProgress({ index, total, title: chapter.title })
      try {
        const answer = await deps.rewrite(chapter, deps.signal)
        const before = { chapterId: chapter.id, title: chapter.title, content: chapter.content }
        await deps.apply(before, { chapterId: chapter.id, title: answer.title, content: answer.content })
        break
      } catch (error) {
        if (deps.signal.aborted || isAbort(error)) return { kind: 'cancelled', next: index }
        if (!isRateLimited(error) || attempt >= RATE_LIMIT_RETRIES) {
          return { kind: 'failed', next: index, title: chapter.title, message: describeError(error) }
        }
        const wait = rateLimitDelayMs(attempt)
        deps.onProgress({ index, total, title: chapter.title, waitSeconds: Math.round(wait / 1000) })
        try {
          await deps.sleep(wait, AbortSignal.any([deps.signal, deps.cancel]))
        } catch {
          return { kind: 'cancelled', next: index }
        }
      }
    }
  }
  return { kind: 'done' }
}

/** A timer that an abort ends early (with a rejection). */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
