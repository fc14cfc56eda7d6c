import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import { normalizeEmail, optionalMetadata, optionalString, readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { deliverEmailAction, prepareEmailAction } from './email-actions.ts'
import { limitMailRequest } from './email-rate-limits.ts'
import { throttleMail } from './mail-throttle.ts'
import { parsePkceChallenge } from './pkce.ts'
import { findUserByEmail, insertUser } from './users.queries.ts'

const otpBody = z.object({
  email: optionalString,
  phone: optionalString,
  create_user: z.boolean().nullish(),
  data: optionalMetadata,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/**
 * POST /otp: mails a sign-in link with a 6-digit code (signInWithOtp). An unknown address gets
 * an unconfirmed account first, unless `create_user` is false: then 422 `otp_disabled`, as
 * GoTrue answers (the one place where the contract itself tells that an address is unknown).
 */
export function otpRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/otp', async (c) => {
    const body = await readAuthBody(c, otpBody)
    if (!body.email) {
      if (body.phone) throw new AuthError('validation_failed', 'Phone sign-in is not supported')
      throw new AuthError('validation_failed', 'An email address or phone number is required')
    }
    const email = normalizeEmail(body.email)
    const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method)
    const redirectTo = c.req.query('redirect_to') || undefined
    const createUser = body.create_user ?? true
    await limitMailRequest(ctx, c, email)

    const prepare = () =>
      ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email)
        if (!user) {
          if (!createUser) throw new AuthError('otp_disabled', 'Signups not allowed for otp')
          user = await insertUser(tx, { email, encryptedPassword: null, confirmed: false, userMetadata: body.data ?? {} })
        }
        // Inside the transaction: a refused mail also undoes the account made for it.
        await throttleMail(tx, email)
        return prepareEmailAction(ctx, tx, user, 'magiclink', { redirectTo, pkce })
      })
    let prepared
    try {
      prepared = await prepare()
    } catch (error) {
      // Two first requests for one address at once: the second finds the first one's account.
      if (!isUniqueViolation(error)) throw error
      prepared = await prepare()
    }
    await deliverEmailAction(ctx, prepared)
    return c.json({})
  })

  return app
}
