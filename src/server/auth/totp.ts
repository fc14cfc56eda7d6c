import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

/** GoTrue's TOTP parameters (docs/supabase-contract.md#auth-endpoints): what every authenticator app assumes. */
export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
const ALGORITHM = 'SHA1'
/** One step either side, so a phone whose clock is up to ~30 s off still works. */
const WINDOW = 1

/** A new random secret, base32 as authenticator apps take it (20 bytes = 160 bits, RFC 4226's advice). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, issuer = '', accountName = 'OTPAuth'): TOTP {
  return new TOTP({
    issuer,
    label: accountName,
    secret: Secret.fromBase32(secret),
    algorithm: ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  })
}

/** The `otpauth://totp/<issuer>:<account>?secret=…&issuer=…` URI the QR code carries. */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  return totp(secret, issuer, accountName).toString()
}

/** The QR code as an SVG document; supabase-js turns it into a data URL itself. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/**
 * Returns the time step (counter) the code belongs to, or null when it matches none within the
 * window. Callers store the step so that one code cannot be used twice.
 */
export function matchTotpStep(secret: string, code: string, timestampMs = Date.now()): number | null {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return null
  const delta = totp(secret).validate({ token: code, timestamp: timestampMs, window: WINDOW })
  if (delta === null) return null
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: timestampMs }) + delta
}
