import type { Context, MiddlewareHandler } from 'hono'
import { createRemoteJWKSet, errors, type JWTVerifyGetKey } from 'jose'
import { type AccessClaims, InvalidTokenError, verifyAccessToken } from './access-token.ts'
import type { AuthContext } from './auth-context.ts'
import { bearerToken } from './bearer.ts'
import type { Config } from '../config.ts'
import { AppError } from '../http/app-error.ts'
import { log } from '../observability/logger.ts'
import { noteRequestUser } from '../observability/request-context.ts'

/** The signed-in caller of a product API request, from their access token. */
export interface RequestUser {
  id: string
  email: string | null
  role: string
}

/** Checks an access token and returns its claims; throws InvalidTokenError when it is not valid. */
export interface TokenVerifier {
  verify(token: string): Promise<AccessClaims>
}

const USER_AUDIENCE = 'authenticated'

/**
 * Embedded mode: the tokens are this process's own, checked against its key set, and a user's
 * token only while its session stands (signed out: 401 `session_not_found`; banned: 403
 * `user_banned`). The session table is ours, so a sign-out need not wait for `exp` (decision 31).
 */
export function localTokenVerifier(auth: Pick<AuthContext, 'keySet' | 'issuer' | 'sessions'>): TokenVerifier {
  return {
    async verify(token) {
      const claims = await verifyAccessToken(auth.keySet, token, { issuer: auth.issuer, audience: USER_AUDIENCE })
      if (claims.role !== USER_AUDIENCE) return claims
      const standing = await auth.sessions.standing(claims.session_id, claims.sub)
      if (standing === 'ended') throw new AppError('session_not_found')
      if (standing === 'banned') throw new AppError('user_banned')
      return claims
    },
  }
}

// The key set answered, but has no key for the token: the token's problem, not an outage.
const isKeyMismatch = (error: unknown) => error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys

/**
 * Hosted mode (docs/supabase-contract.md#hosted-mode): tokens are checked locally against the project's JWKS,
 * which jose fetches once and caches (refetching for an unknown `kid`), so requests do not wait
 * on the auth server. Stateless: a signed-out or banned user's token works until its `exp`
 * (README § Hosted Supabase). If the key set cannot be fetched at all the answer is 503, not 401:
 * the client would otherwise sign a person out because of someone else's outage.
 */
export function remoteTokenVerifier(supabaseUrl: string, options: { timeoutMs?: number } = {}): TokenVerifier {
  const base = supabaseUrl.replace(/\/+$/, '')
  const jwks = createRemoteJWKSet(new URL(`${base}/auth/v1/.well-known/jwks.json`), { timeoutDuration: options.timeoutMs ?? 5000 })
  const issuer = `${base}/auth/v1`
  return {
    async verify(token) {
      let outage: unknown
      const getKey: JWTVerifyGetKey = async (header, input) => {
        try {
          return await jwks(header, input)
        } catch (error) {
          if (!isKeyMismatch(error)) outage = error
          throw error
        }
      }
      try {
        return await verifyAccessToken(getKey, token, { issuer, audience: USER_AUDIENCE })
      } catch (error) {
        if (outage) {
          log.error({ err: outage }, 'Could not fetch the auth key set')
          throw new AppError('provider_unavailable', 'The sign-in service is not reachable. Please try again.')
        }
        throw error
      }
    },
  }
}

/** This process's own keys in embedded mode, the hosted project's JWKS otherwise. */
export function tokenVerifierFor(config: Pick<Config, 'SUPABASE_URL'>, auth?: AuthContext): TokenVerifier | undefined {
  if (auth) return localTokenVerifier(auth)
  if (config.SUPABASE_URL) return remoteTokenVerifier(config.SUPABASE_URL)
  return undefined
}

type UserEnv = { Variables: { tokenVerifier?: TokenVerifier; requestUser?: Promise<RequestUser | undefined> } }

/** Makes the verifier available to the API's routes; mounted once on /api. */
export function requestUsers(verifier: TokenVerifier | undefined): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    if (verifier) c.set('tokenVerifier', verifier)
    await next()
  }
}

// The request's later log lines, and its access line, name the caller once known.
const readUser = async (c: Context<UserEnv>) => {
  const user = await userFromToken(c, bearerToken(c))
  noteRequestUser(user?.id)
  return user
}

/** The user a token belongs to, checked with the API's verifier; undefined for a missing or invalid one. */
export async function userFromToken(c: Context, token: string | null | undefined): Promise<RequestUser | undefined> {
  const verifier = (c as Context<UserEnv>).get('tokenVerifier')
  if (!token || !verifier) return undefined
  try {
    const claims = await verifier.verify(token)
    // The anon and service-role keys are valid tokens too, but they are nobody's session.
    if (claims.role !== USER_AUDIENCE) return undefined
    return { id: claims.sub, email: claims.email || null, role: claims.role }
  } catch (error) {
    if (error instanceof InvalidTokenError) return undefined
    throw error
  }
}

/** The caller, or undefined when the request has no valid user token. Verified once per request. */
export function getRequestUser(c: Context): Promise<RequestUser | undefined> {
  const ctx = c as Context<UserEnv>
  let user = ctx.get('requestUser')
  if (!user) {
    user = readUser(ctx)
    ctx.set('requestUser', user)
  }
  return user
}

/**
 * The caller; a missing, expired or forged token is a 401 `unauthorized`. In embedded mode a
 * signed-out session is a 401 `session_not_found` and a banned user a 403 `user_banned`.
 */
export async function requireRequestUser(c: Context): Promise<RequestUser> {
  const user = await getRequestUser(c)
  if (!user) throw new AppError('unauthorized')
  return user
}

/**
 * Route middleware: the caller must be signed in. Runs before the declared checks, so a
 * signed-out request is a 401 whatever its body, as when each handler asked first.
 */
export const signedIn: MiddlewareHandler = async (c, next) => {
  await requireRequestUser(c)
  await next()
}
