import { Hono } from 'hono'
import { createMailer } from '../mail/mailer.ts'
import { reauthenticationMail } from '../mail/templates.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { requireUser } from './bearer.ts'
import { throttleMail } from './mail-throttle.ts'
import { issueOneTimeToken } from './one-time-tokens.ts'
import { markMailSent } from './users.queries.ts'

/**
 * GET /reauthenticate: mails the signed-in user a 6-digit code that PUT /user accepts as `nonce`
 * in place of the current password (supabase-js `reauthenticate()`; GoTrue's reauthenticate.go).
 * The code is a one-time token of type `reauthentication`, bound to the account's address.
 */
export function reauthenticateRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(ctx, c)
    if (!user.email) throw new AuthError('validation_failed', 'Reauthentication requires the user to have an email or a phone number')
    if (!user.email_confirmed_at) throw new AuthError('email_not_confirmed', 'Please verify your email first.', {}, 422)
    const email = user.email
    const mail = await ctx.db.transaction(async (tx) => {
      // Inside the transaction: if the token cannot be stored, the minute's slot is not spent.
      await throttleMail(tx, email)
      const ttlSeconds = ctx.config.AUTH_OTP_TTL_SECONDS
      const { otp } = await issueOneTimeToken(tx, { userId: user.id, type: 'reauthentication', relatesTo: email, ttlSeconds })
      await markMailSent(tx, user.id, 'reauthentication')
      return reauthenticationMail({ to: email, code: otp, ttlSeconds })
    })
    // After the commit, so no transaction waits for an SMTP server; the outbox row goes through ctx.db.
    await createMailer(ctx.config, ctx.db).send(mail)
    return c.json({})
  })

  return app
}
