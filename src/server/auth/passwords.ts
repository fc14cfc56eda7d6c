import { hash, verify } from '@node-rs/argon2'
import { dictionary } from '@zxcvbn-ts/language-common'
import { MIN_PASSWORD_LENGTH } from '@core/auth-forms.ts'

// The 10,000 most used passwords of zxcvbn's ranked list: refused whatever their length.
const common = new Set((dictionary['passwords-common'] as string[]).slice(0, 10_000))

export type WeakPasswordReason = 'length' | 'pwned'

/** GoTrue's reasons for a weak password: too short, or known from breaches and common lists. */
export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = []
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push('length')
  if (common.has(password.toLowerCase())) reasons.push('pwned')
  return reasons
}

/** argon2id with the library's defaults (≈ 14 ms here), salted per hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 })
}

export async function verifyPassword(encoded: string | null, password: string): Promise<boolean> {
  if (!encoded) return false
  try {
    return await verify(encoded, password)
  } catch {
    return false
  }
}
