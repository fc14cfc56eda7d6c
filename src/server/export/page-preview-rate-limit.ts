import type { Context } from 'hono'
import { countRateLimitHit } from '../auth/rate-limit.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * Page previews a user may ask for a minute (PAGE_PREVIEWS_PER_MINUTE, decision 87), counted in the
 * database's fixed windows so every replica shares the count. The editor asks about once a second
 * of typing paused, so the default leaves a writer room; a script looping on the endpoint waits.
 * Past it: 429 `rate_limited` with `Retry-After`, which the preview shows as a retry.
 */
export async function enforcePagePreviewRateLimit(
  c: Context,
  db: Queryable,
  userId: string,
  perMinute: number,
  now: () => number = Date.now,
): Promise<void> {
  const { hits, windowStart } = await countRateLimitHit(db, `pages:user:${userId}`, WINDOW_SECONDS)
  if (hits <= perMinute) return
  const left = Math.ceil((windowStart.getTime() + WINDOW_SECONDS * 1000 - now()) / 1000)
  const retryAfter = Math.min(WINDOW_SECONDS, Math.max(1, left))
  c.header('Retry-After', String(retryAfter))
  const wait = retryAfter === 1 ? 'a second' : `${retryAfter} seconds`
  throw new AppError('rate_limited', `Too many page previews: at most ${perMinute} a minute. Please wait ${wait} and try again.`)
}
