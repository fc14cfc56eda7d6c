import { type Backoff, backoffMs } from '@core/backoff.ts'
import { chapterInFlight, draftThrottleWaits } from '../observability/metrics.ts'
/** What to do after a chapter's attempt failed. */
export type PoolVerdict =
  | { kind: 'throttled'; waitMs?: number } // the provider said 429: try again later, with fewer at once
  | { kind: 'failed' } // this chapter failed for good; the others go on
  | { kind: 'stop' } // the job is closed: start nothing more

export interface PoolOptions {
  /** Chapter indexes to write, earliest first. */
  indexes: number[]
  /** How many at once to begin with. */
  limit: number
  /**
   * How long one chapter keeps being re-queued, counted from its first 429: a chapter that queued
   * behind others for minutes before the provider first throttled it still gets the whole budget.
   */
  budgetMs: number
  write(index: number): Promise<void>
  judge(error: unknown): PoolVerdict
  onRetry?(index: number, waitMs: number): void
  onFailed?(index: number, error: unknown): void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  random?: () => number
}

const BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000, jitter: 'equal' }

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Exponential backoff with jitter (half to all of base × 2^n), unless the server named its wait. */
export function throttleWaitMs(attempt: number, serverWaitMs: number | undefined, random: () => number = Math.random): number {
  if (serverWaitMs !== undefined) return Math.max(0, Math.round(serverWaitMs))
  return backoffMs(attempt, BACKOFF, random)
}

/**
 * Writes chapters with at most `limit` at once. A throttled chapter goes back in the queue after
 * its wait and the limit halves (min 1; at most once per wait, so one burst of 429s halves it
 * once, not ten times); each success then adds one back, up to the first limit (AIMD, as TCP
 * does). Past the time budget a throttled chapter fails like any other. Resolves when every
 * chapter is written, failed or (after a stop) abandoned.
 */
export function writePooled(options: PoolOptions): Promise<void> {
  const now = options.now ?? Date.now
  const sleep = options.sleep ?? defaultSleep
  const random = options.random ?? Math.random
  // A limit above the chapters to write means all of them: halving must start from what really runs.
  const ceiling = Math.max(1, Math.min(options.limit, options.indexes.length))
  const firstThrottled = new Map<number, number>()
  const queue = [...options.indexes]
  const attempts = new Map<number, number>()
  let limit = ceiling
  let running = 0
  let sleeping = 0
  let stopped = false
  let calmAfter = 0

  return new Promise<void>((resolve) => {
    const settleOrStart = () => {
      while (!stopped && running < limit && queue.length > 0) start(queue.shift() as number)
      if (running === 0 && sleeping === 0 && (stopped || queue.length === 0)) resolve()
    }

    const requeue = (index: number, waitMs: number) => {
      sleeping++
      void sleep(waitMs).then(() => {
        sleeping--
        // Earliest chapters first, so the progress text (the earliest still being written) moves on.
        const at = queue.findIndex((i) => i > index)
        queue.splice(at === -1 ? queue.length : at, 0, index)
        settleOrStart()
      })
    }

    const failed = (index: number, error: unknown) => {
      const verdict = options.judge(error)
      if (verdict.kind === 'stop') {
        stopped = true
        queue.length = 0
        options.onFailed?.(index, error)
        return
      }
      const attempt = attempts.get(index) ?? 0
      const waitMs = verdict.kind === 'throttled' ? throttleWaitMs(attempt, verdict.waitMs, random) : 0
      const since = firstThrottled.get(index) ?? now()
      if (verdict.kind !== 'throttled' || stopped || now() + waitMs - since > options.budgetMs) {
        options.onFailed?.(index, error)
        return
      }
      attempts.set(index, attempt + 1)
      firstThrottled.set(index, since)
      if (now() >= calmAfter) {
        limit = Math.max(1, Math.floor(Math.min(limit, running) / 2))
        calmAfter = now() + waitMs
      }
      draftThrottleWaits.observe(waitMs / 1000)
      options.onRetry?.(index, waitMs)
      requeue(index, waitMs)
    }

    function start(index: number) {
      running++
      chapterInFlight(options.write(index))
        .then(
          () => {
            if (limit < ceiling) limit++
          },
          (error: unknown) => failed(index, error),
        )
        .finally(() => {
          running--
          settleOrStart()
        })
    }

    settleOrStart()
  })
}
