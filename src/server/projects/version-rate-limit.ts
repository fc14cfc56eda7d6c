import type { Context } from 'hono'
import type { Queryable } from '../db/database.ts'
import { enforceMinuteRateLimit } from '../auth/minute-rate-limit.ts'

/**
 * Chapter versions a user may keep a minute (VERSION_WRITES_PER_MINUTE, decision 73), counted in
 * the database's fixed windows so every replica shares the count. Past it: 429 `rate_limited` with
 * `Retry-After` set to the seconds left in the window. The editor retries a 429 with backoff and
 * keeps the version meanwhile, so a burst delays a save; it never loses one.
 */
export function enforceVersionRateLimit(c: Context, db: Queryable, userId: string, perMinute: number): Promise<void> {
  return enforceMinuteRateLimit(c, db, `versions:user:${userId}`, perMinute, 'Too many chapter versions kept')
}
