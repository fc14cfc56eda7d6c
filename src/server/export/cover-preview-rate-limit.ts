import type { Context } from 'hono'
import { countRateLimitHit } from '../auth/rate-limit.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * Cover previews a user may ask for a minute (COVER_PREVIEWS_PER_MINUTE, decision 84): the
 * designer asks for one on every change, so they have their own count, apart from the export
 * slots (EXPORTS_PER_USER) that every render still holds in the pool. Counted in the database's
 * fixed windows so every replica shares the count. Past it: 429 `rate_limited` with `Retry-After`;
 * the designer keeps the last preview and asks again after it.
 */
export async function enforceCoverPreviewRateLimit(
  c: Context,
  db: Queryable,
  userId: string,
  perMinute: number,
  now: () => number = Date.now,
): Promise<void> {
  const { hits, windowStart } = await countRateLimitHit(db, `cover-previews:user:${userId}`, WINDOW_SECONDS)
  if (hits <= perMinute) return
  const left = Math.ceil((windowStart.getTime() + WINDOW_SECONDS * 1000 - now()) / 1000)
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, left))
  c.header('Retry-After', String(retryAfter))
  const wait = retryAfter === 1 ? 'a second' : `${retryAfter} seconds`
  throw new AppError('rate_limited', `Too many cover previews: at most ${perMinute} a minute. Please wait ${wait} and try again.`)
}
