import type { Queryable } from '../db/database.ts'
import { AuthError } from './auth-errors.ts'
import { isBanned, userBanned } from './banned.ts'
import { consumeByEmailOtp, consumeByTokenHash, type UsedToken, verifyTypes, type VerifyType } from './one-time-tokens.ts'
import type { AuthMethod } from './sessions.ts'
import { confirmEmail, findUserById, setConfirmedEmail, type UserRow } from './users.queries.ts'

const OTP_EXPIRED_MESSAGE = 'Token has expired or is invalid'

const otpExpired = () => new AuthError('otp_expired', OTP_EXPIRED_MESSAGE)

/** How the caller proves the mail reached them: the link's token, or the address and its code. */
export type TokenProof = { token: string } | { email: string; code: string }

export interface RedeemedToken {
  user: UserRow
  used: UsedToken
}

/**
 * Uses a mailed token of `type` and applies what it proves: the address is confirmed (a
 * confirmation, invite, sign-in or recovery mail reached it) or, for email_change, becomes the
 * account's address. Throws 403 `otp_expired` for an unknown, used, expired or mistyped token.
 * Call inside a transaction, so a failure after this point leaves the token unused.
 */
export async function redeemToken(tx: Queryable, type: VerifyType, proof: TokenProof): Promise<RedeemedToken> {
  const types = verifyTypes[type]
  const used =
    'token' in proof ? await consumeByTokenHash(tx, proof.token, types) : await consumeByEmailOtp(tx, proof.email, types, proof.code)
  if (!used) throw otpExpired()
  const user = await findUserById(tx, used.user_id)
  if (!user) throw otpExpired()
  if (isBanned(user.banned_until)) throw userBanned()
  if (used.token_type === 'email_change') {
    const changed = await setConfirmedEmail(tx, user.id, used.relates_to)
    if (!changed) throw new AuthError('email_exists', 'A user with this email address has already been registered')
    return { user: changed, used }
  }
  return { user: (await confirmEmail(tx, user.id)) ?? user, used }
}

/**
 * The `amr` method of the session a verification starts: `recovery` for a reset link (the
 * client fires PASSWORD_RECOVERY from the type, the server remembers why the session exists),
 * `otp` otherwise, as GoTrue's implicit flow records it.
 */
export function sessionMethod(type: VerifyType): AuthMethod {
  return type === 'recovery' ? 'recovery' : 'otp'
}

/** The method a PKCE flow state records; GoTrue names it after the mail. */
export function flowMethod(type: VerifyType): AuthMethod {
  switch (type) {
    case 'recovery':
      return 'recovery'
    case 'signup':
      return 'email/signup'
    case 'invite':
      return 'invite'
    case 'magiclink':
    case 'email':
      return 'magiclink'
    case 'email_change':
      return 'otp'
  }
}
