/**
 * How much of each step is left to chance: none (fixed steps), full (anything from 0 to the
 * step) or equal (half the step fixed, half random). Jitter keeps many clients refused at once
 * from all coming back at the same moment.
 */
export type Jitter = 'none' | 'full' | 'equal'

export interface Backoff {
  baseMs: number
  /** No wait is longer. */
  maxMs: number
  jitter?: Jitter
}

/** The data-fetching retries (docs/product.md#auth-session): 1000 ms doubling to at most 30000 ms. */
export const FETCH_BACKOFF: Backoff = { baseMs: 1000, maxMs: 30_000 }

/**
 * The wait before retry number `retry` (0 for the first): base × 2^retry up to the cap, then the
 * jitter, in whole milliseconds. The one exponential backoff of the server and the web app.
 */
export function backoffMs(retry: number, backoff: Backoff, random: () => number = Math.random): number {
  const step = Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, retry))
  const jitter = backoff.jitter ?? 'none'
  if (jitter === 'none') return step
  return Math.floor(jitter === 'full' ? random() * step : step * (0.5 + random() / 2))
}
