import type { Context } from 'hono'
import type { Queryable } from '../db/database.ts'
import { enforceMinuteRateLimit } from '../auth/minute-rate-limit.ts'

/**
 * Page previews a user may ask for a minute (PAGE_PREVIEWS_PER_MINUTE, decision 87), counted in the
 * database's fixed windows so every replica shares the count. The editor asks about once a second
 * of typing paused, so the default leaves a writer room; a script looping on the endpoint waits.
 * Past it: 429 `rate_limited` with `Retry-After`, which the preview shows as a retry.
 */
export function enforcePagePreviewRateLimit(c: Context, db: Queryable, userId: string, perMinute: number): Promise<void> {
  return enforceMinuteRateLimit(c, db, `pages:user:${userId}`, perMinute, 'Too many page previews')
}
