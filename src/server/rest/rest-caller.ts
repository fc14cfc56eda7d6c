import type { Context } from 'hono'
import { InvalidTokenError, verifyAccessToken } from '../auth/access-token.ts'
import type { AuthContext } from '../auth/auth-context.ts'
import { bearerToken } from '../auth/bearer.ts'
import { PostgrestError } from './rest-errors.ts'
import type { RestRole } from './rest.queries.ts'

/** Who a data request runs as: the Postgres role to switch to and the claims RLS policies read. */
export interface RestCaller {
  role: RestRole
  claims: Record<string, unknown>
}

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'] satisfies RestRole[]

function jwtError(message: string): PostgrestError {
  return new PostgrestError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  })
}

/**
 * PostgREST's rule: no token means the anonymous role; a token must verify (signature from this
 * instance's key set, allowed algorithm, issuer, `exp`), and its `role` claim picks the role.
 * The anon and service-role API keys are such tokens too.
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
  return { role: role as RestRole, claims }
}
