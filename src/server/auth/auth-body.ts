import type { Context } from 'hono'
import { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '@core/auth-forms.ts'
import { isEmailAddress, MAX_EMAIL_LENGTH } from '@core/email-address.ts'
import type { Config } from '../config.ts'
import { findNul, JsonInputError, NUL_MESSAGE, parseJsonText } from '../http/json-input.ts'
import { AuthError } from './auth-errors.ts'
import { type WeakPasswordReason, weakPasswordReasons } from './passwords.ts'
import { clientIp, UNKNOWN_IP } from './rate-limit.ts'
import type { RequestMeta } from './sessions.ts'

export const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password'

// GoTrue caps passwords at bcrypt's 72 bytes; argon2 has no such limit, but a cap also keeps a
// megabyte "password" from costing a megabyte of hashing.
export const MAX_PASSWORD_BYTES = 72

/** supabase-js sends `null` for fields it has no value for (e.g. `code_challenge` outside PKCE). */
export const optionalString = z.string().nullish()
export const optionalMetadata = z.record(z.string(), z.unknown()).nullish()

/**
 * Reads a JSON body and checks it with `schema`. An empty body counts as `{}` (GoTrue reads the
 * fields it needs and complains about those), malformed JSON or wrong types are a 400, and so
 * are nesting past MAX_JSON_DEPTH and a NUL in any field (Postgres stores neither).
 */
export async function readAuthBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const text = await c.req.text()
  let raw: unknown = {}
  if (text.trim() !== '') {
    try {
      raw = parseJsonText(text)
    } catch (error) {
      if (!(error instanceof JsonInputError)) throw error
      const detail = error.problem === 'too_deep' ? `: ${error.message}` : ''
      throw new AuthError('validation_failed', `Could not parse request body as JSON${detail}`)
    }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
    throw new AuthError('validation_failed', `Could not parse request body as JSON: ${where}${issue?.message ?? 'invalid body'}`)
  }
  const nul = findNul(parsed.data)
  if (nul !== undefined) throw new AuthError('validation_failed', `${nul || 'body'}: ${NUL_MESSAGE}`)
  return parsed.data
}

/**
 * GoTrue's validateEmail: the same messages, and the address lower-cased. Every address that comes
 * into the auth service passes here, so nothing a mailer could read as a list gets stored or mailed.
 */
export function normalizeEmail(email: string): string {
  if (email === '') throw new AuthError('validation_failed', 'An email address is required')
  if (email.length > MAX_EMAIL_LENGTH) throw new AuthError('validation_failed', 'An email address is too long')
  if (!isEmailAddress(email)) throw new AuthError('validation_failed', 'Unable to validate email address: invalid format')
  return email.toLowerCase()
}

const reasonMessages: Record<WeakPasswordReason, string> = {
  length: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
  pwned: 'Password is known to be weak and easy to guess, please choose a different one.',
}

/** GoTrue's weak-password payload, or undefined for a strong password. */
export function weakPassword(password: string): { message: string; reasons: WeakPasswordReason[] } | undefined {
  const reasons = weakPasswordReasons(password)
  if (reasons.length === 0) return undefined
  return { message: reasons.map((r) => reasonMessages[r]).join(' '), reasons }
}

/** For a password being set: too long is a validation error, weak is 422 `weak_password` with reasons. */
export function assertAcceptablePassword(password: string): void {
  if (Buffer.byteLength(password) > MAX_PASSWORD_BYTES) {
    throw new AuthError('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  const weak = weakPassword(password)
  if (weak) throw new AuthError('weak_password', weak.message, { weak_password: { reasons: weak.reasons } })
}

/** Who is asking, stored on the session row. */
export function requestMeta(c: Context, config: Pick<Config, 'TRUST_PROXY'>): RequestMeta {
  const ip = clientIp(c, config)
  return { userAgent: c.req.header('user-agent'), ip: ip === UNKNOWN_IP ? undefined : ip }
}
