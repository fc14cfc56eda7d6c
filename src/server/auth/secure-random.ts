import { createHash, randomBytes } from 'node:crypto'

/** 256 bits, URL-safe: refresh tokens, one-time tokens, auth codes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** Tokens are stored only as this hash, so a leaked table cannot be replayed. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** A 6-digit code for e-mail one-time passwords. */
export function randomDigits(length = 6): string {
  const max = 10 ** length
  const value = randomBytes(6).readUIntBE(0, 6) % max
  return value.toString().padStart(length, '0')
}
