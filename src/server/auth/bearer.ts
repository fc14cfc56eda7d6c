import type { Context } from 'hono'
import type { Queryable } from '../db/database.ts'
import { type AccessClaims, InvalidTokenError, verifyAccessToken } from './access-token.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { isBanned, userBanned } from './banned.ts'
import { findSession, type SessionRow } from './sessions.queries.ts'
import { findUserById, type UserRow } from './users.queries.ts'

export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization') ?? ''
  const match = /^bearer\s+(.+)$/i.exec(header.trim())
  return match?.[1]
}

/** Verifies the request's bearer JWT (signature, algorithm, `exp`, `aud`) and returns its claims. */
export async function requireClaims(ctx: AuthContext, c: Context): Promise<AccessClaims> {
  const token = bearerToken(c)
  if (!token) throw new AuthError('no_authorization', 'This endpoint requires a valid Bearer token')
  try {
    return await verifyAccessToken(ctx.keySet, token, { issuer: ctx.issuer })
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new AuthError('bad_jwt', error.message)
    throw error
  }
}

export interface SignedInUser {
  claims: AccessClaims
  user: UserRow
  session: SessionRow
}

/**
 * A user request (`/user`, `/logout`, `/factors`): the token must be valid AND its session must
 * still exist, which is how a logout or a revoked session ends access before `exp`; and the user
 * must not be banned (GoTrue's 403 `user_banned`), which ends it for every session at once.
 */
export async function requireUser(ctx: AuthContext, c: Context, db: Queryable = ctx.db): Promise<SignedInUser> {
  const claims = await requireClaims(ctx, c)
  if (claims.role === 'anon' || claims.role === 'service_role') {
    throw new AuthError('bad_jwt', 'invalid claim: missing sub claim')
  }
  const session = claims.session_id ? await findSession(db, claims.session_id) : undefined
  if (!session) throw new AuthError('session_not_found', 'Session from session_id claim in JWT does not exist')
  const user = await findUserById(db, claims.sub)
  if (!user) throw new AuthError('user_not_found', 'User from sub claim in JWT does not exist')
  if (isBanned(user.banned_until)) throw userBanned()
  return { claims, user, session }
}

/** Admin routes need a JWT whose role is service_role or supabase_admin (GoTrue's rule). */
export async function requireAdmin(ctx: AuthContext, c: Context): Promise<AccessClaims> {
  const claims = await requireClaims(ctx, c)
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw new AuthError('not_admin', 'User not allowed')
  }
  return claims
}
