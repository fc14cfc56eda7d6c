import type { Context } from 'hono'
import type { Queryable } from '../db/database.ts'
import { enforceMinuteRateLimit } from '../auth/minute-rate-limit.ts'

/**
 * Cover previews a user may ask for a minute (COVER_PREVIEWS_PER_MINUTE, decision 84): the
 * designer asks for one on every change, so they have their own count, apart from the export
 * slots (EXPORTS_PER_USER) that every render still holds in the pool. Counted in the database's
 * fixed windows so every replica shares the count. Past it: 429 `rate_limited` with `Retry-After`;
 * the designer keeps the last preview and asks again after it.
 */
export function enforceCoverPreviewRateLimit(c: Context, db: Queryable, userId: string, perMinute: number): Promise<void> {
  return enforceMinuteRateLimit(c, db, `cover-previews:user:${userId}`, perMinute, 'Too many cover previews')
}
