import type { Context } from 'hono'
import type { AuthContext } from './auth-context.ts'
import { clientIp, emailBucket, enforceRateLimit, ipBucket, type RateLimit } from './rate-limit.ts'

const FIVE_MINUTES = 300

/**
 * Limits of the endpoints that mail links and codes or check them (429 `over_request_rate_limit`),
 * on top of one mail per address per minute (mail-throttle.ts). Per IP as GoTrue's defaults for
 * OTP and verify; per address so that many IPs cannot flood or guess one account.
 */
export const emailRateLimits = {
  /** POST /recover, /otp and /resend together, per IP. */
  mailPerIp: { limit: 30, windowSeconds: FIVE_MINUTES },
  /** The same, per address (the mail throttle already lets only one a minute through). */
  mailPerEmail: { limit: 10, windowSeconds: 3600 },
  /** GET and POST /verify, per IP. */
  verifyPerIp: { limit: 30, windowSeconds: FIVE_MINUTES },
  /** POST /verify with a 6-digit code, per address: 10 guesses in 5 minutes of a 10^6 space. */
  verifyPerEmail: { limit: 10, windowSeconds: FIVE_MINUTES },
} satisfies Record<string, RateLimit>

async function enforce(ctx: AuthContext, bucket: string, { limit, windowSeconds }: RateLimit): Promise<void> {
  await enforceRateLimit(ctx.db, bucket, limit, windowSeconds)
}

/** For a request that may mail `email` (known or not: the same counting either way). */
export async function limitMailRequest(ctx: AuthContext, c: Context, email: string): Promise<void> {
  await enforce(ctx, ipBucket('mail', clientIp(c, ctx.config)), emailRateLimits.mailPerIp)
  await enforce(ctx, emailBucket('mail', email), emailRateLimits.mailPerEmail)
}

/** For a verification; `email` when a code is checked against an address. */
export async function limitVerify(ctx: AuthContext, c: Context, email?: string): Promise<void> {
  await enforce(ctx, ipBucket('verify', clientIp(c, ctx.config)), emailRateLimits.verifyPerIp)
  if (email) await enforce(ctx, emailBucket('verify', email), emailRateLimits.verifyPerEmail)
}
