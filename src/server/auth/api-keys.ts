import { SignJWT } from 'jose'
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts'

const TEN_YEARS = 10 * 365 * 24 * 3600

/**
 * Supabase-style API keys: long-lived JWTs with role `anon` or `service_role`, signed by the
 * instance's own key. The anon key is public (the web app sends it as `apikey`); the service-role
 * key unlocks the admin API and must stay secret (print it with `npm run auth:service-key`).
 */
export async function mintApiKey(key: SigningKey, issuer: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ role })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(role)
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS)
    .sign(key.privateKey)
}
