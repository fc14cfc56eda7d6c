import { Hono } from 'hono'
import { z } from 'zod'
import type { Queryable } from '../db/database.ts'
import { adminUserJson, DUPLICATE_EMAIL_MESSAGE } from './admin-users.routes.ts'
import type { AuthContext } from './auth-context.ts'
import { assertAcceptablePassword, normalizeEmail, optionalMetadata, optionalString, readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { requireAdmin } from './bearer.ts'
import { type EmailAction, prepareEmailAction, sendEmailAction } from './email-actions.ts'
import { hashPassword } from './passwords.ts'
import { findUserByEmail, findUserById, insertUser, listFactors, mergeUserMetadata, type UserRow } from './users.queries.ts'

const linkTypes = ['signup', 'invite', 'magiclink', 'recovery', 'email_change_current', 'email_change_new'] as const
type LinkType = (typeof linkTypes)[number]

const generateLinkBody = z.looseObject({
  type: optionalString,
  email: optionalString,
  new_email: optionalString,
  password: optionalString,
  data: optionalMetadata,
  redirect_to: optionalString,
  // supabase-js spreads its `options` into the body, so the camel-case name arrives too.
  redirectTo: optionalString,
})

const inviteBody = z.looseObject({ email: optionalString, data: optionalMetadata })

function isLinkType(value: unknown): value is LinkType {
  return typeof value === 'string' && (linkTypes as readonly string[]).includes(value)
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
}

/** Turns a lost race on the unique email index into GoTrue's answer. */
async function duplicateEmailAsError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    if (isUniqueViolation(error)) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
    throw error
  }
}

async function freshUserJson(db: Queryable, user: UserRow) {
  const fresh = (await findUserById(db, user.id)) ?? user
  return adminUserJson(fresh, await listFactors(db, fresh.id))
}

/** POST /admin/generate_link and POST /invite (service-role JWT only). */
export function adminLinkRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  /**
   * The link and code a mail would carry, without sending it (GoTrue's mail.go): for custom
   * mail delivery, support tools and tests. Creates the account for signup, invite and an
   * unknown address's magic link, as GoTrue does.
   */
  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(ctx, c)
    const body = await readAuthBody(c, generateLinkBody)
    if (!isLinkType(body.type)) throw new AuthError('validation_failed', `Invalid email action link type requested: ${body.type ?? ''}`)
    const requested = body.type
    // Our email change confirms at the new address only (no "secure" double confirmation), as
    // GoTrue does with secure email change off, where it refuses this type the same way.
    if (requested === 'email_change_current') {
      throw new AuthError('validation_failed', 'Enable secure email change to generate link for current email')
    }
    const email = normalizeEmail(body.email ?? '')
    const newEmail = requested === 'email_change_new' ? normalizeEmail(body.new_email ?? '') : undefined
    if (body.password && requested === 'signup') assertAcceptablePassword(body.password)
    const encryptedPassword = body.password && requested === 'signup' ? await hashPassword(body.password) : null
    const redirectTo = c.req.query('redirect_to') || body.redirect_to || body.redirectTo || undefined
    const data = body.data ?? undefined

    const result = await duplicateEmailAsError(
      ctx.db.transaction(async (tx) => {
        let user = await findUserByEmail(tx, email)
        let type: Exclude<LinkType, 'email_change_current'> = requested
        if (!user) {
          if (type === 'recovery' || type === 'email_change_new') throw new AuthError('user_not_found', 'User with this email not found')
          // GoTrue: a magic link for an unknown address is a sign-up link for a new account.
          if (type === 'magiclink') type = 'signup'
          if (requested === 'signup' && !encryptedPassword) throw new AuthError('validation_failed', 'Signup requires a valid password')
          user = await insertUser(tx, { email, encryptedPassword, confirmed: false, userMetadata: data ?? {} })
        } else if (type === 'signup' || type === 'invite') {
          if (user.email_confirmed_at) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
          if (type === 'signup' && data) await mergeUserMetadata(tx, user.id, data)
        }
        if (newEmail !== undefined) {
          const holder = await findUserByEmail(tx, newEmail)
          if (holder && holder.id !== user.id) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
        }
        const action: EmailAction = type === 'email_change_new' ? 'email_change' : type
        const prepared = await prepareEmailAction(ctx, tx, user, action, { redirectTo, email: newEmail })
        return {
          ...(await freshUserJson(tx, user)),
          action_link: prepared.link,
          email_otp: prepared.otp,
          hashed_token: prepared.token,
          verification_type: type,
          redirect_to: prepared.redirectTo,
        }
      }),
    )
    return c.json(result)
  })

  /** Creates an unconfirmed account (or reuses an unconfirmed one) and mails it an invite link. */
  app.post('/invite', async (c) => {
    await requireAdmin(ctx, c)
    const body = await readAuthBody(c, inviteBody)
    const email = normalizeEmail(body.email ?? '')
    const redirectTo = c.req.query('redirect_to') || undefined
    const user = await duplicateEmailAsError(
      ctx.db.transaction(async (tx) => {
        let invited = await findUserByEmail(tx, email)
        if (invited?.email_confirmed_at) throw new AuthError('email_exists', DUPLICATE_EMAIL_MESSAGE)
        invited ??= await insertUser(tx, { email, encryptedPassword: null, confirmed: false, userMetadata: body.data ?? {} })
        await sendEmailAction(ctx, tx, invited, 'invite', { redirectTo })
        return freshUserJson(tx, invited)
      }),
    )
    return c.json(user)
  })

  return app
}
