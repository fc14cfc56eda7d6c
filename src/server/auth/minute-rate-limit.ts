import type { Context } from 'hono'
import { countRateLimitHit } from './rate-limit.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * A per-user count a minute, in the database's fixed windows so every replica shares it. Past it:
 * 429 `rate_limited` with `Retry-After` set to the seconds left in the window, and `what` said
 * ('Too many page previews') with the limit and the wait. The version, page-preview and
 * cover-preview limits (decisions 73, 87, 84) are this one count under their own buckets.
 */
export async function enforceMinuteRateLimit(c: Context, db: Queryable, bucket: string, perMinute: number, what: string): Promise<void> {
  const { hits, windowStart, now } = await countRateLimitHit(db, bucket, WINDOW_SECONDS)
  if (hits <= perMinute) return
  // Measured on the clock that placed the window, so this server's own clock cannot skew it.
  const left = Math.ceil((windowStart.getTime() + WINDOW_SECONDS * 1000 - now.getTime()) / 1000)
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, left))
  c.header('Retry-After', String(retryAfter))
  const wait = retryAfter === 1 ? 'a second' : `${retryAfter} seconds`
  throw new AppError('rate_limited', `${what}: at most ${perMinute} a minute. Please wait ${wait} and try again.`)
}
