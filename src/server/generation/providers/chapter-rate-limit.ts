import { AuthError } from '../../auth/auth-errors.ts'
import { enforceRateLimit } from '../../auth/rate-limit.ts'
import type { Queryable } from '../../db/database.ts'
import { AppError } from '../../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * Chapter rewrites are free, so a per-user limit is what keeps one account from spending the
 * operator's AI budget. Counted in the database so every replica shares the count.
 */
export function enforceChapterRateLimit(db: Queryable, userId: string, perMinute: number): Promise<void> {
  return enforceUserRateLimit(db, `chapter:user:${userId}`, perMinute, `Too many chapter rewrites: at most ${perMinute} a minute.`)
}

/** A per-user limit a minute (or a window of `windowSeconds`), shared by every replica; past it, 429 `rate_limited` with `what` said. */
export async function enforceUserRateLimit(
  db: Queryable,
  bucket: string,
  perMinute: number,
  what: string,
  windowSeconds = WINDOW_SECONDS,
): Promise<void> {
  try {
    await enforceRateLimit(db, bucket, perMinute, windowSeconds)
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== 'over_request_rate_limit') throw error
    // The `rate_limited` code is what the client branches on (decision 43), not this text.
    throw new AppError('rate_limited', `${what} Please wait a moment and try again.`)
  }
}
