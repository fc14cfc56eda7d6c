import type { Context } from 'hono'
import { InvalidTokenError, verifyAccessToken } from '../auth/access-token.ts'
import type { AuthContext } from '../auth/auth-context.ts'
import { bearerToken } from '../auth/bearer.ts'
import { PostgrestError } from './rest-errors.ts'
import type { RestRole } from './rest.queries.ts'
import { noteRequestUser } from '../observability/request-context.ts'

/** Who a data request runs as: the Postgres role to switch to and the claims RLS policies read. */
export interface RestCaller {
  role: RestRole
  claims: Record<string, unknown>
}

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'] satisfies RestRole[]

function jwtError(message: string, code = 'PGRST301'): PostgrestError {
  return new PostgrestError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

/**
 * A user's token counts only while its session stands (decision 31). PostgREST has no codes for
 * this; the auth service's (and the product API's) are used, so a client branches on one set.
 */
async function checkSession(ctx: AuthContext, claims: Record<string, unknown>): Promise<void> {
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined
  const standing = await ctx.sessions.standing(sessionId, String(claims.sub ?? ''))
  if (standing === 'ended') throw jwtError('Session from session_id claim in JWT does not exist', 'session_not_found')
  if (standing === 'banned') throw new PostgrestError(403, 'user_banned', 'User is banned')
}

/**
 * PostgREST's rule: no token means the anonymous role; a token must verify (signature from this
 * instance's key set, allowed algorithm, issuer, `exp`), and its `role` claim picks the role.
 * The anon and service-role API keys are such tokens too. Unlike PostgREST, a user's token also
 * needs its session to stand: signed out is 401, banned is 403.
 */
export async function resolveCaller(ctx: AuthContext, c: Context): Promise<RestCaller> {
  const token = bearerToken(c)
  if (!token) return { role: 'anon', claims: { role: 'anon' } }
  let claims: Record<string, unknown>
  try {
    claims = await verifyAccessToken(ctx.keySet, token, { issuer: ctx.issuer })
  } catch (error) {
    if (error instanceof InvalidTokenError) throw jwtError(error.problem === 'expired' ? 'JWT expired' : 'JWSError JWSInvalidSignature')
    throw error
  }
  const role = typeof claims.role === 'string' ? claims.role : 'anon'
  // Only these roles exist in the database; a token naming another one is not ours to honour.
  if (!ROLES.includes(role)) throw jwtError('JWT role is not allowed')
  // The anon and service-role keys are nobody's session.
  if (role === 'authenticated') await checkSession(ctx, claims)
  if (role === 'authenticated' && typeof claims.sub === 'string') noteRequestUser(claims.sub)
  return { role: role as RestRole, claims }
}
