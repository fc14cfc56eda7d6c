import { AuthError } from '../auth/auth-errors.ts'
import { enforceRateLimit } from '../auth/rate-limit.ts'
import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

const WINDOW_SECONDS = 60

/**
 * Chapter rewrites are free, so a per-user limit is what keeps one account from spending the
 * operator's AI budget. Counted in the database so every replica shares the count.
 */
export async function enforceChapterRateLimit(db: Queryable, userId: string, perMinute: number): Promise<void> {
  try {
    await enforceRateLimit(db, `chapter:user:${userId}`, perMinute, WINDOW_SECONDS)
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== 'over_request_rate_limit') throw error
    // The `rate_limited` code is what the client branches on (decision 43), not this text.
    throw new AppError('rate_limited', `Too many chapter rewrites: at most ${perMinute} a minute. Please wait a moment and try again.`)
  }
}
