import type { Context } from 'hono'
import { countRateLimitHit } from '../auth/rate-limit.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * Chapter versions a user may keep a minute (VERSION_WRITES_PER_MINUTE, decision 73), counted in
 * the database's fixed windows so every replica shares the count. Past it: 429 `rate_limited` with
 * `Retry-After` set to the seconds left in the window. The editor retries a 429 with backoff and
 * keeps the version meanwhile, so a burst delays a save; it never loses one.
 */
export async function enforceVersionRateLimit(
  c: Context,
  db: Queryable,
  userId: string,
  perMinute: number,
  now: () => number = Date.now,
): Promise<void> {
  const { hits, windowStart } = await countRateLimitHit(db, `versions:user:${userId}`, WINDOW_SECONDS)
  if (hits <= perMinute) return
  const left = Math.ceil((windowStart.getTime() + WINDOW_SECONDS * 1000 - now()) / 1000)
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, left))
  c.header('Retry-After', String(retryAfter))
  const wait = retryAfter === 1 ? 'a second' : `${retryAfter} seconds`
  throw new AppError('rate_limited', `Too many chapter versions kept: at most ${perMinute} a minute. Please wait ${wait} and try again.`)
}
