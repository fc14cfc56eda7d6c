import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { sha256 } from './secure-random.ts'
import { countHit, deleteWindowsOlderThan, uncountHit } from './rate-limit.queries.ts'

export interface RateLimit {
  limit: number
  windowSeconds: number
}

const FIVE_MINUTES = 300

/** The auth service's limits; per-IP ones are about GoTrue's defaults, per-email ones stricter. */
export const rateLimits = {
  /** Every POST /token (all grants), per IP: GoTrue's RATE_LIMIT_TOKEN_REFRESH. */
  tokenPerIp: { limit: 150, windowSeconds: FIVE_MINUTES },
  /** Failed password checks per IP (credential stuffing across many accounts). */
  passwordFailuresPerIp: { limit: 30, windowSeconds: FIVE_MINUTES },
  /** Failed password checks per account (guessing one account's password from many IPs). */
  passwordFailuresPerEmail: { limit: 10, windowSeconds: FIVE_MINUTES },
  /** The limit itself is AUTH_SIGNUPS_PER_IP_PER_5_MIN (default 30): a shared office or a test suite may need more. */
  signupPerIp: { limit: 30, windowSeconds: FIVE_MINUTES },
} satisfies Record<string, RateLimit>

// Windows are at most a day long, so anything older than two days is dead weight.
const LONGEST_WINDOW_SECONDS = 86_400
const PURGE_PROBABILITY = 0.01

export interface RateLimitHit {
  bucket: string
  windowStart: Date
}

/**
 * Counts a request in `bucket` (a fixed window of `windowSeconds`, shared by every process through
 * public.rate_limits) and throws 429 `over_request_rate_limit` once more than `limit` were counted.
 * Call it with the database, not inside a transaction: a rolled-back hit would not count.
 */
export async function enforceRateLimit(db: Queryable, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitHit> {
  if (windowSeconds < 1 || windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`rate-limit window out of range: ${windowSeconds}`)
  const { hits, windowStart } = await countHit(db, bucket, windowSeconds)
  if (Math.random() < PURGE_PROBABILITY) await deleteWindowsOlderThan(db, 2 * LONGEST_WINDOW_SECONDS)
  if (hits > limit) throw new AuthError('over_request_rate_limit', 'Request rate limit reached')
  return { bucket, windowStart }
}

/**
 * Takes a hit back, for limits that count only failures: counting every attempt up front keeps
 * parallel guesses from slipping past the limit, and a success then returns its hit.
 */
export async function refundRateLimit(db: Queryable, hit: RateLimitHit): Promise<void> {
  await uncountHit(db, hit.bucket, hit.windowStart)
}

/**
 * Counts a password check against the caller's IP and the account, and throws 429 past either
 * limit. Call `succeeded()` when the password matched: only failures are meant to add up.
 */
export async function countPasswordAttempt(ctx: AuthContext, c: Context, email: string) {
  const perIp = rateLimits.passwordFailuresPerIp
  const perEmail = rateLimits.passwordFailuresPerEmail
  const hits = [
    await enforceRateLimit(ctx.db, ipBucket('password', clientIp(c, ctx.config)), perIp.limit, perIp.windowSeconds),
    await enforceRateLimit(ctx.db, emailBucket('password', email), perEmail.limit, perEmail.windowSeconds),
  ]
  return { succeeded: () => Promise.all(hits.map((hit) => refundRateLimit(ctx.db, hit))) }
}

/** A bucket name for an e-mail address; hashed, so the table holds no addresses that were only tried. */
export function emailBucket(prefix: string, email: string): string {
  return `${prefix}:email:${sha256(email.toLowerCase())}`
}

export function ipBucket(prefix: string, ip: string): string {
  return `${prefix}:ip:${ip}`
}

/** Requests without a Node socket (app.request() in tests) share this one bucket. */
export const UNKNOWN_IP = 'unknown'

/**
 * The client's address. Behind a reverse proxy (TRUST_PROXY=true) it is the last X-Forwarded-For
 * entry, the one our proxy appended; earlier entries come from the client and can be forged.
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean)
    const last = forwarded?.at(-1)
    if (last) return last
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_IP
  } catch {
    // No Node socket: app.request() in tests, or a server that does not pass its bindings on.
    return UNKNOWN_IP
  }
}
