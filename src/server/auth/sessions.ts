import type { Queryable } from '../db/database.ts'
import { signAccessToken } from './access-token.ts'
import type { AuthContext } from './auth-context.ts'
import { AuthError } from './auth-errors.ts'
import { isBanned, userBanned } from './banned.ts'
import { randomToken, sha256 } from './secure-random.ts'
import {
  addAmrClaim,
  amrClaims,
  deleteSession,
  findSession,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  revokeRefreshToken,
  type SessionRow,
  touchSession,
} from './sessions.queries.ts'
import { userJson } from './user-json.ts'
import { findUserById, listFactors, touchLastSignIn, type UserRow } from './users.queries.ts'

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'invite' | 'magiclink' | 'email/signup' | 'totp' | 'pkce'

export interface RequestMeta {
  userAgent?: string
  ip?: string
}

/** Signs the access token for a session and returns GoTrue's session response. */
async function sessionResponse(ctx: AuthContext, db: Queryable, user: UserRow, session: SessionRow, refreshToken: string) {
  const factors = await listFactors(db, user.id)
  const ttl = ctx.config.AUTH_ACCESS_TOKEN_TTL_SECONDS
  const accessToken = await signAccessToken(
    ctx.key,
    {
      sub: user.id,
      aud: user.aud,
      role: user.role,
      email: user.email ?? '',
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      aal: session.aal,
      amr: await amrClaims(db, session.id),
      session_id: session.id,
      is_anonymous: user.is_anonymous,
    },
    ctx.issuer,
    ttl,
  )
  return {
    access_token: accessToken,
    token_type: 'bearer' as const,
    expires_in: ttl,
    expires_at: Math.floor(Date.now() / 1000) + ttl,
    refresh_token: refreshToken,
    user: userJson(user, factors),
  }
}

export type SessionJson = Awaited<ReturnType<typeof sessionResponse>>

async function newRefreshToken(db: Queryable, session: SessionRow, parentHash: string | null): Promise<string> {
  const token = randomToken(24)
  await insertRefreshToken(db, { hash: sha256(token), sessionId: session.id, userId: session.user_id, parentHash })
  return token
}

/** Starts a session for a user who just proved who they are. Call inside a transaction. */
export async function startSession(ctx: AuthContext, db: Queryable, user: UserRow, method: AuthMethod, meta: RequestMeta = {}) {
  // Each way in checks first with its own answer; this is the backstop (a PKCE code traded after a ban).
  if (isBanned(user.banned_until)) throw userBanned(400)
  const session = await insertSession(db, user.id, meta)
  await addAmrClaim(db, session.id, method)
  await touchLastSignIn(db, user.id)
  const fresh = (await findUserById(db, user.id)) ?? user
  return sessionResponse(ctx, db, fresh, session, await newRefreshToken(db, session, null))
}

/** Re-issues tokens for an existing session, e.g. after MFA raised it to aal2. */
export async function reissueSession(ctx: AuthContext, db: Queryable, sessionId: string) {
  const session = await findSession(db, sessionId)
  if (!session) throw new AuthError('session_not_found', 'Session from session_id claim in JWT does not exist')
  const user = await findUserById(db, session.user_id)
  if (!user) throw new AuthError('user_not_found', 'User not found')
  return sessionResponse(ctx, db, user, session, await newRefreshToken(db, session, null))
}

/**
 * Rotates a refresh token. Each token works once; a reuse within the reuse interval (two tabs
 * refreshing together) gets a fresh child, a later reuse means the token leaked, so the whole
 * session is revoked and the caller gets `refresh_token_already_used`. A banned user gets no new
 * tokens (400 `user_banned`, as GoTrue) but keeps the session, so lifting the ban restores it.
 */
export async function refreshSession(ctx: AuthContext, refreshToken: string) {
  return ctx.db
    .transaction(async (tx) => {
      const row = await lockRefreshToken(tx, sha256(refreshToken))
      if (!row) throw new AuthError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      const user = await findUserById(tx, row.user_id)
      if (!user) throw new AuthError('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
      if (isBanned(user.banned_until)) throw userBanned(400, 'Invalid Refresh Token: User Banned')
      const session = await findSession(tx, row.session_id)
      if (!session) throw new AuthError('session_not_found', 'Invalid Refresh Token: Session Not Found', {}, 400)
      if (row.revoked) {
        const age = (Date.now() - new Date(row.updated_at).getTime()) / 1000
        if (age > ctx.config.AUTH_REFRESH_REUSE_INTERVAL_SECONDS) {
          await deleteSession(tx, session.id)
          return { reused: true as const, userId: user.id }
        }
      } else {
        await revokeRefreshToken(tx, row.id)
      }
      await touchSession(tx, session.id)
      return {
        reused: false as const,
        session: await sessionResponse(ctx, tx, user, session, await newRefreshToken(tx, session, row.token_hash)),
      }
    })
    .then((result) => {
      // Thrown after the commit, so the revocation sticks.
      if (result.reused) {
        ctx.sessions.forgetUser(result.userId)
        throw new AuthError('refresh_token_already_used', 'Invalid Refresh Token: Already Used')
      }
      return result.session
    })
}
