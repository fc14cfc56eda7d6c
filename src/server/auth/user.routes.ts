import { Hono } from 'hono'
import { z } from 'zod'
import type { AuthContext } from './auth-context.ts'
import { assertAcceptablePassword, normalizeEmail, optionalMetadata, optionalString, readAuthBody } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'
import { requireUser } from './bearer.ts'
import { sendEmailAction } from './email-actions.ts'
import { hashPassword, verifyPassword } from './passwords.ts'
import { parsePkceChallenge } from './pkce.ts'
import { provePasswordChange } from './password-proof.ts'
import { deleteUserSessions } from './sessions.queries.ts'
import { userJson } from './user-json.ts'
import { findUserByEmail, findUserById, listFactors, mergeUserMetadata, setConfirmedEmail, setPassword } from './users.queries.ts'

const updateBody = z.object({
  email: optionalString,
  password: optionalString,
  current_password: optionalString,
  nonce: optionalString,
  data: optionalMetadata,
  app_metadata: optionalMetadata,
  phone: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
})

const EMAIL_TAKEN = 'A user with this email address has already been registered'

/** GET and PUT /user (docs/supabase-contract.md#auth-endpoints): the signed-in user reads and changes their account. */
export function userRoutes(ctx: AuthContext): Hono {
  const app = new Hono()

  app.get('/user', async (c) => {
    const { user } = await requireUser(ctx, c)
    return c.json(userJson(user, await listFactors(ctx.db, user.id)))
  })

  app.put('/user', async (c) => {
    const { user, session } = await requireUser(ctx, c)
    const body = await readAuthBody(c, updateBody)
    const email = body.email ? normalizeEmail(body.email) : undefined
    if (body.phone) throw new AuthError('validation_failed', 'Phone changes are not supported')
    const password = body.password ?? undefined
    if (password !== undefined) assertAcceptablePassword(password)
    if (body.app_metadata) throw new AuthError('not_admin', 'Updating app_metadata requires admin privileges')
    const newEmail = email !== undefined && email !== user.email ? email : undefined

    const factors = await listFactors(ctx.db, user.id)
    if (factors.some((f) => f.status === 'verified') && session.aal !== 'aal2' && (password !== undefined || newEmail)) {
      throw new AuthError('insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.', {}, 401)
    }
    if (newEmail && (await findUserByEmail(ctx.db, newEmail))) throw new AuthError('email_exists', EMAIL_TAKEN)

    let encryptedPassword: string | undefined
    if (password !== undefined) {
      if (user.encrypted_password) {
        const withPassword = { ...user, encrypted_password: user.encrypted_password }
        await provePasswordChange(ctx, c, withPassword, session, { currentPassword: body.current_password, nonce: body.nonce })
        if (await verifyPassword(user.encrypted_password, password)) {
          throw new AuthError('same_password', 'New password should be different from the old password.')
        }
      }
      encryptedPassword = await hashPassword(password)
    }
    const pkce = newEmail ? parsePkceChallenge(body.code_challenge, body.code_challenge_method) : undefined

    await ctx.db.transaction(async (tx) => {
      if (encryptedPassword) {
        await setPassword(tx, user.id, encryptedPassword)
        // Whoever else holds a session may be why the password changes; this device stays in.
        await deleteUserSessions(tx, user.id, session.id)
      }
      if (body.data) await mergeUserMetadata(tx, user.id, body.data)
      if (newEmail && ctx.config.AUTH_AUTOCONFIRM) {
        // Addresses are not verified on this server at sign-up either, so none is verified here.
        if (!(await setConfirmedEmail(tx, user.id, newEmail))) throw new AuthError('email_exists', EMAIL_TAKEN)
      } else if (newEmail) {
        await sendEmailAction(ctx, tx, user, 'email_change', { email: newEmail, redirectTo: c.req.query('redirect_to'), pkce })
      }
    })
    if (encryptedPassword) ctx.sessions.forgetUser(user.id)

    const fresh = (await findUserById(ctx.db, user.id)) ?? user
    return c.json(userJson(fresh, await listFactors(ctx.db, user.id)))
  })

  return app
}
