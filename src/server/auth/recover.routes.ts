import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import type { AuthContext } from './auth-context.ts'
import { normalizeEmail, optionalString, readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { deliverEmailAction, type EmailActionOptions, prepareEmailAction, type PreparedEmailAction } from './email-actions.ts'
import { limitMailRequest } from './email-rate-limits.ts'
import { throttleMail } from './mail-throttle.ts'
import { pendingEmailChange } from './one-time-tokens.queries.ts'
import { parsePkceChallenge } from './pkce.ts'
import { findUserByEmail, type UserRow } from './users.queries.ts'
import { log } from '../observability/logger.ts'

const recoverBody = z.object({
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

const resendBody = z.object({
  type: optionalString,
  email: optionalString,
  phone: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

/**
 * Does the account-dependent part after the answer has gone out. The answer must not say
 * whether the address has an account, and waiting for the lookup, the token and above all an
 * SMTP server would say it through the response time. Failures are logged; the caller was told
 * `{}` either way, as GoTrue tells it for an unknown address.
 */
function afterResponse(label: string, work: () => Promise<unknown>): void {
  work().catch((error: unknown) => log.error({ err: error }, `${label} failed`))
}

type ChooseMail = (tx: Queryable, user: UserRow, options: EmailActionOptions) => Promise<PreparedEmailAction | undefined>

/**
 * What both routes do once the address is known: count it against the limits and the throttle,
 * answer `{}`, then send the mail `choose` prepares for the account (none for an unknown address).
 */
type PkceFields = Pick<z.infer<typeof recoverBody>, 'code_challenge' | 'code_challenge_method'>

async function mailAccountLater(ctx: AuthContext, c: Context, email: string, body: PkceFields, label: string, choose: ChooseMail) {
  const options: EmailActionOptions = {
    redirectTo: c.req.query('redirect_to') || undefined,
    pkce: parsePkceChallenge(body.code_challenge, body.code_challenge_method),
  }
  await limitMailRequest(ctx, c, email)
  await throttleMail(ctx.db, email)
  afterResponse(label, async () => {
    const prepared = await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email)
      return user ? choose(tx, user, options) : undefined
    })
    if (prepared) await deliverEmailAction(ctx, prepared)
  })
  return c.json({})
}

/**
 * POST /recover (password reset mail) and POST /resend (confirmation or e-mail change mail again).
 * Both answer `{}` whether or not the address has an account; limits and the one-mail-a-minute
 * throttle count the address either way, so a 429 reveals nothing either.
 */
export function recoverRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.post('/recover', async (c) => {
    const body = await readAuthBody(c, recoverBody)
    if (!body.email) throw new AuthError('validation_failed', 'Password recovery requires an email')
    return mailAccountLater(ctx, c, normalizeEmail(body.email), body, 'Password recovery mail', (tx, user, options) =>
      prepareEmailAction(ctx, tx, user, 'recovery', options),
    )
  })

  app.post('/resend', async (c) => {
    const body = await readAuthBody(c, resendBody)
    if (body.type === 'sms' || body.type === 'phone_change' || (!body.email && body.phone)) {
      throw new AuthError('validation_failed', 'Phone confirmations are not supported')
    }
    const type = body.type
    if (type !== 'signup' && type !== 'email_change') {
      throw new AuthError('validation_failed', 'Missing one of these types: signup, email_change')
    }
    if (!body.email) throw new AuthError('validation_failed', 'An email address is required')
    return mailAccountLater(ctx, c, normalizeEmail(body.email), body, `Resend of the ${type} mail`, async (tx, user, options) => {
      if (type === 'signup') {
        // A confirmed account needs no confirmation; the answer is the same.
        return user.email_confirmed_at ? undefined : prepareEmailAction(ctx, tx, user, 'signup', options)
      }
      const newEmail = await pendingEmailChange(tx, user.id)
      return newEmail ? prepareEmailAction(ctx, tx, user, 'email_change', { ...options, email: newEmail }) : undefined
    })
  })

  return app
}
