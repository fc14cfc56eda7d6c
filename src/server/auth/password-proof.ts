import type { Context } from 'hono'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { consumeByEmailOtp } from './one-time-tokens.ts'
import { verifyPassword } from './passwords.ts'
import { countPasswordAttempt, enforceRateLimit, rateLimits, refundRateLimit } from './rate-limit.ts'
import { amrClaims, type SessionRow } from './sessions.queries.ts'
import type { UserRow } from './users.queries.ts'

// GoTrue words both refusals the same way; the code tells them apart.
export const CURRENT_PASSWORD_REQUIRED = 'Current password required when setting new password.'
export const INVALID_NONCE = 'Nonce has expired or is invalid'

/**
 * What PUT /user needs before it replaces an existing password: the current password, or the
 * nonce GET /reauthenticate mailed (supabase-js's two ways). Each one given must hold; one is
 * enough. A session opened by a recovery link needs neither: the link proved the address, which
 * is all a forgotten password leaves. Throws GoTrue's codes: 400 `current_password_required`,
 * 400 `current_password_invalid`, 422 `reauthentication_not_valid`.
 */
export async function provePasswordChange(
  ctx: AuthContext,
  c: Context,
  user: UserRow & { encrypted_password: string },
  session: SessionRow,
  proof: { currentPassword?: string | null; nonce?: string | null },
): Promise<void> {
  if ((await amrClaims(ctx.db, session.id)).some((claim) => claim.method === 'recovery')) return
  const { currentPassword, nonce } = proof
  if (!currentPassword && !nonce) throw new AuthError('current_password_required', CURRENT_PASSWORD_REQUIRED)
  if (currentPassword) {
    // A stolen session must not become a way to guess the password: the sign-in limits apply.
    const attempt = await countPasswordAttempt(ctx, c, user.email ?? user.id)
    if (!(await verifyPassword(user.encrypted_password, currentPassword)))
      throw new AuthError('current_password_invalid', CURRENT_PASSWORD_REQUIRED)
    await attempt.succeeded()
  }
  // Checked after the password, so a wrong password does not use up the mailed code.
  if (nonce) await useNonce(ctx, user, session, nonce)
}

/** Uses the account's reauthentication code; guesses are limited per session (a 6-digit space). */
async function useNonce(ctx: AuthContext, user: UserRow, session: SessionRow, nonce: string): Promise<void> {
  const { limit, windowSeconds } = rateLimits.nonceGuessesPerSession
  const hit = await enforceRateLimit(ctx.db, `reauthenticate:session:${session.id}`, limit, windowSeconds)
  const used = user.email ? await consumeByEmailOtp(ctx.db, user.email, ['reauthentication'], nonce) : undefined
  if (!used || used.user_id !== user.id) throw new AuthError('reauthentication_not_valid', INVALID_NONCE)
  await refundRateLimit(ctx.db, hit)
}
