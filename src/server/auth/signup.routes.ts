import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import {
  assertAcceptablePassword,
  MISSING_CREDENTIALS,
  normalizeEmail,
  optionalMetadata,
  optionalString,
  readAuthBody,
  requestMeta,
} from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { sendConfirmation } from './confirmation.ts'
import { hashPassword } from './passwords.ts'
import { parsePkceChallenge } from './pkce.ts'
import { clientIp, enforceRateLimit, ipBucket, rateLimits } from './rate-limit.ts'
import { type SessionJson, startSession } from './sessions.ts'
import { userJson } from './user-json.ts'
import { findUserByEmail, findUserById, insertUser, type UserRow } from './users.queries.ts'

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString,
  data: optionalMetadata,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

/**
 * What GoTrue answers when a confirmed address signs up again and autoconfirm is off: a made-up
 * user that looks like a fresh sign-up (no mail is sent), so the answer does not reveal the
 * account. `identities: []` is the documented tell for the app itself.
 */
function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date()
  const fake: UserRow = {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    encrypted_password: null,
    email_confirmed_at: null,
    confirmation_sent_at: now,
    recovery_sent_at: null,
    invited_at: null,
    email_change: null,
    email_change_sent_at: null,
    reauthentication_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: data,
    banned_until: null,
    is_anonymous: false,
    created_at: now,
    updated_at: now,
  }
  return { ...userJson(fake), identities: [] }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** POST /signup (docs/supabase-contract.md#auth-endpoints). */
export function signupRoutes(ctx: AuthContext): Hono {
  const app = new Hono()
  const autoconfirm = ctx.config.AUTH_AUTOCONFIRM

  app.post('/signup', async (c) => {
    const { windowSeconds } = rateLimits.signupPerIp
    const limit = ctx.config.AUTH_SIGNUPS_PER_IP_PER_5_MIN
    await enforceRateLimit(ctx.db, ipBucket('signup', clientIp(c, ctx.config)), limit, windowSeconds)

    const body = await readAuthBody(c, signupBody)
    const password = body.password ?? ''
    if ((!body.email && !body.phone) || !password) throw new AuthError('validation_failed', MISSING_CREDENTIALS)
    if (body.email && body.phone) {
      throw new AuthError('validation_failed', 'Only an email address or phone number should be provided on signup.')
    }
    assertAcceptablePassword(password)
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method)
    if (!body.email) throw new AuthError('validation_failed', 'Phone signups are disabled')
    const email = normalizeEmail(body.email)
    const data = body.data ?? {}
    const redirectTo = c.req.query('redirect_to') || undefined

    // Hashing is the slow part; do it before holding a transaction open.
    const encryptedPassword = await hashPassword(password)
    let outcome: { kind: 'session'; session: SessionJson } | { kind: 'created' | 'existing'; user: UserRow }
    try {
      outcome = await ctx.db.transaction(async (tx) => {
        const existing = await findUserByEmail(tx, email)
        if (existing) return { kind: 'existing' as const, user: existing }
        const user = await insertUser(tx, { email, encryptedPassword, confirmed: autoconfirm, userMetadata: data })
        if (autoconfirm)
          return { kind: 'session' as const, session: await startSession(ctx, tx, user, 'password', requestMeta(c, ctx.config)) }
        await sendConfirmation(ctx, tx, user, redirectTo, pkce)
        return { kind: 'created' as const, user: (await findUserById(tx, user.id)) ?? user }
      })
    } catch (error) {
      // Two sign-ups for one address at once: the loser sees the winner's account.
      if (!isUniqueViolation(error)) throw error
      const existing = await findUserByEmail(ctx.db, email)
      if (!existing) throw error
      outcome = { kind: 'existing', user: existing }
    }

    if (outcome.kind === 'session') return c.json(outcome.session)
    if (outcome.kind === 'created') return c.json(userJson(outcome.user))

    const existing = outcome.user
    // GoTrue would confirm an unconfirmed account and sign the caller in here when autoconfirm
    // is on, handing it to whoever typed the address; refusing is the safe reading.
    if (autoconfirm) throw new AuthError('user_already_exists', 'User already registered')
    if (existing.email_confirmed_at) return c.json(obfuscatedUser(email, data))
    // Not yet confirmed: the owner may have lost the mail, so send it again (GoTrue does too).
    await ctx.db.transaction((tx) => sendConfirmation(ctx, tx, existing, redirectTo, pkce))
    return c.json(userJson((await findUserById(ctx.db, existing.id)) ?? existing))
  })

  return app
}
