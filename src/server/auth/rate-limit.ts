import type { Context } from 'hono'
import { isIPv6 } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Config } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { sha256 } from './secure-random.ts'
import { type ClockedQueryable, countHit, deleteWindowsOlderThan, uncountHit } from './rate-limit.queries.ts'

export interface RateLimit {
  limit: number
  windowSeconds: number
}

const FIVE_MINUTES = 300

/**
 * The auth service's limits; per-IP ones are about GoTrue's defaults. Password failures are never
 * counted against an account alone: that would let anyone lock its owner out (decision 32).
 */
export const rateLimits = {
  /** Every POST /token (all grants), per IP: GoTrue's RATE_LIMIT_TOKEN_REFRESH. */
  tokenPerIp: { limit: 150, windowSeconds: FIVE_MINUTES },
  /** Failed password checks per IP, across accounts (credential stuffing). */
  passwordFailuresPerIp: { limit: 30, windowSeconds: FIVE_MINUTES },
  /** Failed password checks per account and IP: one address guessing one password. Only that pair waits. */
  passwordFailuresPerAccountAndIp: { limit: 10, windowSeconds: FIVE_MINUTES },
  /** Failed checks on one account from all addresses past which it counts as under attack (never a lock). */
  passwordFailuresPerAccount: { limit: 20, windowSeconds: FIVE_MINUTES },
  /** While the account is under attack, each address gets only this many failures on it. */
  passwordFailuresPerAccountAndIpUnderAttack: { limit: 3, windowSeconds: FIVE_MINUTES },
  /** Wrong reauthentication codes (PUT /user `nonce`) per session: 10 guesses in 5 minutes of a 10^6 space. */
  nonceGuessesPerSession: { limit: 10, windowSeconds: FIVE_MINUTES },
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
 * Counts a hit in `bucket`'s current fixed window (shared by every process) and returns the
 * window's total and the time it was counted at: the database's, or `db.clock`'s (decision 0119).
 */
export async function countRateLimitHit(
  db: ClockedQueryable,
  bucket: string,
  windowSeconds: number,
): Promise<RateLimitHit & { hits: number; now: Date }> {
  if (windowSeconds < 1 || windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`rate-limit window out of range: ${windowSeconds}`)
  const { hits, windowStart, now } = await countHit(db, bucket, windowSeconds)
  if (Math.random() < PURGE_PROBABILITY) await deleteWindowsOlderThan(db, 2 * LONGEST_WINDOW_SECONDS)
  return { bucket, windowStart, hits, now }
}

/**
 * Counts a request in `bucket` (a fixed window of `windowSeconds`, shared by every process through
 * public.rate_limits) and throws 429 `over_request_rate_limit` once more than `limit` were counted.
 * Call it with the database, not inside a transaction: a rolled-back hit would not count.
 */
export async function enforceRateLimit(db: ClockedQueryable, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitHit> {
  const { hits, windowStart } = await countRateLimitHit(db, bucket, windowSeconds)
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
 * Counts a password check and throws 429 past a limit; call `succeeded()` when the password
 * matched, as only failures are meant to add up. The limits are per IP (across accounts) and per
 * account and IP, never per account alone, so no one can lock an owner out from elsewhere. What
 * the account's own count does: past its threshold, every address gets fewer failures on it, which
 * cuts what a guesser with many addresses learns per address, while a clean address with the right
 * password still gets in (decision 32).
 */
export async function countPasswordAttempt(ctx: AuthContext, c: Context, email: string) {
  const { passwordFailuresPerIp: perIp, passwordFailuresPerAccount: perAccount } = rateLimits
  const ip = clientIp(c, ctx.config)
  const ipHit = await enforceRateLimit(ctx.db, ipBucket('password', ip), perIp.limit, perIp.windowSeconds)
  const accountHit = await countRateLimitHit(ctx.db, emailBucket('password', email), perAccount.windowSeconds)
  const perPair =
    accountHit.hits > perAccount.limit ? rateLimits.passwordFailuresPerAccountAndIpUnderAttack : rateLimits.passwordFailuresPerAccountAndIp
  let pairHit: RateLimitHit
  try {
    pairHit = await enforceRateLimit(ctx.db, `${emailBucket('password', email)}:ip:${addressKey(ip)}`, perPair.limit, perPair.windowSeconds)
  } catch (error) {
    // No password was checked: the refusal is not a failure on the account.
    await refundRateLimit(ctx.db, accountHit)
    throw error
  }
  return { succeeded: () => Promise.all([ipHit, accountHit, pairHit].map((hit) => refundRateLimit(ctx.db, hit))) }
}

/** A bucket name for an e-mail address; hashed, so the table holds no addresses that were only tried. */
export function emailBucket(prefix: string, email: string): string {
  return `${prefix}:email:${sha256(email.toLowerCase())}`
}

/** A bucket name for a client address; an IPv6 client counts as its /64, which one host usually holds whole. */
export function ipBucket(prefix: string, ip: string): string {
  return `${prefix}:ip:${addressKey(ip)}`
}

/**
 * The part of an address a limit counts: an IPv4 address as it is (also when IPv4-mapped), an
 * IPv6 address as its /64 network, anything else (UNKNOWN_IP) unchanged.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = (ip.split('%')[0] ?? '').split('::')
  // A dotted IPv4 tail takes two groups.
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [])
  const front = groups(head)
  const back = tail === undefined ? [] : groups(tail)
  const full = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

/** Requests without a Node socket (app.request() in tests) share this one bucket. */
export const UNKNOWN_IP = 'unknown'

/**
 * The client's address. Behind a reverse proxy (TRUST_PROXY=true) it is the last X-Forwarded-For
 * entry, the one our proxy appended; earlier entries come from the client and can be forged.
 */
export function clientIp(c: Context, config: Pick<Config, 'TRUST_PROXY'>): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
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
