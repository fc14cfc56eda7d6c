import type { Queryable } from '../db/database.ts'
import { type OneTimeTokenRow, replaceOneTimeToken, useTokenByHash, useTokenByOtp } from './one-time-tokens.queries.ts'
import type { PkceChallenge } from './pkce.ts'
import { randomDigits, randomToken, sha256 } from './secure-random.ts'

/** `reauthentication` is GET /reauthenticate's code (a nonce for PUT /user); no /verify type takes it. */
export type OneTimeTokenType = 'confirmation' | 'recovery' | 'magiclink' | 'invite' | 'email_change' | 'reauthentication'

/** The `type` values of POST/GET /verify (GoTrue's names) and the tokens each one accepts. */
export const verifyTypes = {
  signup: ['confirmation'],
  invite: ['invite'],
  recovery: ['recovery'],
  magiclink: ['magiclink'],
  // The code from any mail that signs in with an e-mail address (supabase-js's type 'email');
  // recovery stays separate so that only type=recovery fires PASSWORD_RECOVERY.
  email: ['magiclink', 'confirmation', 'invite'],
  email_change: ['email_change'],
} as const satisfies Record<string, readonly OneTimeTokenType[]>

export type VerifyType = keyof typeof verifyTypes

export function isVerifyType(value: unknown): value is VerifyType {
  return typeof value === 'string' && Object.hasOwn(verifyTypes, value)
}

export interface IssuedToken {
  /** For the link (`/verify?token=`) and for POST /verify `{token_hash}`; ≥ 256 bits, URL-safe. */
  token: string
  /** The 6-digit code for POST /verify `{email, token}`. */
  otp: string
}

/** GoTrue marks tokens of the PKCE flow this way; the flow itself is decided by the stored challenge. */
const PKCE_PREFIX = 'pkce_'

// Salted with the address, so equal codes of two users never share a hash.
const otpHash = (relatesTo: string, otp: string) => sha256(`${relatesTo.toLowerCase()}:${otp}`)

/**
 * Issues the token and code for one mail. Only their hashes are stored; both are single-use
 * (using one uses the other), expire after `ttlSeconds`, and replace the user's older token of
 * the same type. `relatesTo` is the address the mail goes to.
 */
export async function issueOneTimeToken(
  db: Queryable,
  options: { userId: string; type: OneTimeTokenType; relatesTo: string; ttlSeconds: number; pkce?: PkceChallenge },
): Promise<IssuedToken> {
  const token = `${options.pkce ? PKCE_PREFIX : ''}${randomToken(32)}`
  const otp = randomDigits(6)
  await replaceOneTimeToken(db, {
    userId: options.userId,
    type: options.type,
    tokenHash: sha256(token),
    otpHash: otpHash(options.relatesTo, otp),
    relatesTo: options.relatesTo,
    ttlSeconds: options.ttlSeconds,
    codeChallenge: options.pkce?.codeChallenge ?? null,
    codeChallengeMethod: options.pkce?.method ?? null,
  })
  return { token, otp }
}

export type UsedToken = OneTimeTokenRow

/** Uses a link token (or `token_hash`) of one of `types`; undefined if invalid, expired or used. */
export function consumeByTokenHash(db: Queryable, token: string, types: readonly OneTimeTokenType[]): Promise<UsedToken | undefined> {
  return useTokenByHash(db, sha256(token), types)
}

/** Uses the 6-digit code mailed to `email`; undefined if wrong, expired or used. */
export function consumeByEmailOtp(
  db: Queryable,
  email: string,
  types: readonly OneTimeTokenType[],
  code: string,
): Promise<UsedToken | undefined> {
  const trimmed = code.trim()
  if (!/^\d{6}$/.test(trimmed)) return Promise.resolve(undefined)
  return useTokenByOtp(db, email, otpHash(email, trimmed), types)
}
