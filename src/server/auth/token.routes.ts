import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import { MISSING_CREDENTIALS, optionalString, readAuthBody, requestMeta, weakPassword } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { isBanned, userBanned } from './banned.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { exchangeAuthCode } from './pkce.ts'
import { clientIp, countPasswordAttempt, enforceRateLimit, ipBucket, rateLimits } from './rate-limit.ts'
import { randomToken } from './secure-random.ts'
import { refreshSession, startSession } from './sessions.ts'
import { findUserByEmail } from './users.queries.ts'

const passwordBody = z.object({ email: optionalString, phone: optionalString, password: optionalString })
const refreshBody = z.object({ refresh_token: optionalString })
const pkceBody = z.object({ auth_code: optionalString, code_verifier: optionalString })

export const INVALID_LOGIN = 'Invalid login credentials'

let dummyHash: Promise<string> | undefined

/**
 * A hash no password matches. Unknown addresses and password-less accounts are checked against
 * it, so they cost the same argon2 time as a wrong password and timing does not reveal accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken())
  return dummyHash
}

/** POST /token?grant_type=password|refresh_token|pkce (docs/supabase-contract.md#auth-endpoints, #refresh-tokens). */
export function tokenRoutes(ctx: AuthContext): Hono {
  const app = new Hono()
  // Made now, so the first unknown address does not take a hash longer than the rest.
  void dummyPasswordHash()

  async function passwordGrant(c: Context) {
    const body = await readAuthBody(c, passwordBody)
    const password = body.password ?? ''
    if (body.email && body.phone) {
      throw new AuthError('validation_failed', 'Only an email address or phone number should be provided on login.')
    }
    if ((!body.email && !body.phone) || !password) throw new AuthError('validation_failed', MISSING_CREDENTIALS)
    if (!body.email) throw new AuthError('validation_failed', 'Phone logins are disabled')
    const email = body.email

    const attempt = await countPasswordAttempt(ctx, c, email)
    const user = await findUserByEmail(ctx.db, email)
    const matches = await verifyPassword(user?.encrypted_password ?? (await dummyPasswordHash()), password)
    if (!user?.encrypted_password || !matches) throw new AuthError('invalid_credentials', INVALID_LOGIN)
    await attempt.succeeded()

    // GoTrue's code and status, but told only to someone who knows the password (GoTrue says it first).
    if (isBanned(user.banned_until)) throw userBanned(400)
    if (!user.email_confirmed_at) throw new AuthError('email_not_confirmed', 'Email not confirmed')

    const session = await ctx.db.transaction((tx) => startSession(ctx, tx, user, 'password', requestMeta(c, ctx.config)))
    // Passwords set before today's rules still work; GoTrue tells the client they are weak.
    const weak = weakPassword(password)
    return weak ? { ...session, weak_password: weak } : session
  }

  async function refreshTokenGrant(c: Context) {
    const body = await readAuthBody(c, refreshBody)
    if (!body.refresh_token) throw new AuthError('validation_failed', 'refresh_token required')
    return refreshSession(ctx, body.refresh_token)
  }

  async function pkceGrant(c: Context) {
    const body = await readAuthBody(c, pkceBody)
    return exchangeAuthCode(ctx, body.auth_code ?? '', body.code_verifier ?? '', requestMeta(c, ctx.config))
  }

  const grants = new Map<string, (c: Context) => Promise<object>>([
    ['password', passwordGrant],
    ['refresh_token', refreshTokenGrant],
    ['pkce', pkceGrant],
  ])

  app.post('/token', async (c) => {
    const grant = grants.get(c.req.query('grant_type') ?? '')
    // GoTrue's code for this one is invalid_credentials, not validation_failed.
    if (!grant) throw new AuthError('invalid_credentials', 'unsupported_grant_type')
    const { limit, windowSeconds } = rateLimits.tokenPerIp
    await enforceRateLimit(ctx.db, ipBucket('token', clientIp(c, ctx.config)), limit, windowSeconds)
    return c.json(await grant(c))
  })

  return app
}
