import { createLocalJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify, SignJWT } from 'jose'
import { SIGNING_ALGORITHM, type SigningKey } from './signing-key.ts'

/** The claims GoTrue puts in an access token (docs/supabase-contract.md#keys-and-tokens). */
export interface AccessClaims extends JWTPayload {
  sub: string
  aud: string
  role: string
  email?: string
  phone?: string
  app_metadata?: Record<string, unknown>
  user_metadata?: Record<string, unknown>
  aal?: 'aal1' | 'aal2'
  amr?: { method: string; timestamp: number }[]
  session_id?: string
  is_anonymous?: boolean
}

export async function signAccessToken(key: SigningKey, claims: AccessClaims, issuer: string, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key.privateKey)
}

export type TokenProblem = 'expired' | 'invalid'

export class InvalidTokenError extends Error {
  constructor(
    readonly problem: TokenProblem,
    message: string,
  ) {
    super(message)
    this.name = 'InvalidTokenError'
  }
}

/**
 * Verifies a bearer JWT. Only asymmetric algorithms from the allow-list are accepted, so neither
 * `alg: none` nor an HMAC token "signed" with the public key can pass; `exp` is always checked.
 */
export async function verifyAccessToken(
  getKey: JWTVerifyGetKey,
  token: string,
  options: { issuer?: string; audience?: string } = {},
): Promise<AccessClaims> {
  if (token.split('.').length !== 3)
    throw new InvalidTokenError('invalid', 'invalid JWT: unable to parse or verify signature, token is malformed')
  try {
    const { payload } = await jwtVerify(token, getKey, {
      algorithms: ['ES256', 'RS256'],
      issuer: options.issuer,
      audience: options.audience,
      requiredClaims: ['exp', 'sub'],
    })
    return payload as AccessClaims
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new InvalidTokenError('expired', 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired')
    throw new InvalidTokenError('invalid', 'invalid JWT: unable to parse or verify signature')
  }
}

export function localKeySet(key: SigningKey): JWTVerifyGetKey {
  return createLocalJWKSet({ keys: [key.publicJwk] })
}
