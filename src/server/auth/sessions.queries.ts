import type { Queryable } from '../db/database.ts'

export interface SessionRow {
  id: string
  user_id: string
  aal: 'aal1' | 'aal2'
  factor_id: string | null
  created_at: Date
}

export interface RefreshTokenRow {
  id: string
  token_hash: string
  session_id: string
  user_id: string
  parent_hash: string | null
  revoked: boolean
  updated_at: Date
}

export async function insertSession(db: Queryable, userId: string, meta: { userAgent?: string; ip?: string }): Promise<SessionRow> {
  const row = (
    await db.query<SessionRow>('insert into auth.sessions (user_id, user_agent, ip) values ($1, $2, $3) returning *', [
      userId,
      meta.userAgent ?? null,
      meta.ip ?? null,
    ])
  ).rows[0]
  if (!row) throw new Error('insert into auth.sessions returned nothing')
  return row
}

export async function findSession(db: Queryable, id: string): Promise<SessionRow | undefined> {
  return (await db.query<SessionRow>('select * from auth.sessions where id = $1', [id])).rows[0]
}

/**
 * Whether a session still exists for its user, and the user's ban: one join on two primary keys.
 * No row means the session ended (signed out, revoked, or the user deleted).
 */
export async function findSessionStanding(
  db: Queryable,
  sessionId: string,
  userId: string,
): Promise<{ banned_until: Date | null } | undefined> {
  const { rows } = await db.query<{ banned_until: Date | null }>(
    'select u.banned_until from auth.sessions s join auth.users u on u.id = s.user_id where s.id = $1 and s.user_id = $2',
    [sessionId, userId],
  )
  return rows[0]
}

export async function addAmrClaim(db: Queryable, sessionId: string, method: string): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set created_at = now()`,
    [sessionId, method],
  )
}

export async function amrClaims(db: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const rows = (
    await db.query<{ method: string; ts: number }>(
      `select authentication_method as method, extract(epoch from created_at)::int as ts
       from auth.mfa_amr_claims where session_id = $1 order by created_at desc`,
      [sessionId],
    )
  ).rows
  return rows.map((r) => ({ method: r.method, timestamp: Number(r.ts) }))
}

export async function setSessionAal(db: Queryable, sessionId: string, aal: 'aal1' | 'aal2', factorId: string | null): Promise<void> {
  await db.query('update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1', [sessionId, aal, factorId])
}

export async function insertRefreshToken(
  db: Queryable,
  token: { hash: string; sessionId: string; userId: string; parentHash: string | null },
): Promise<void> {
  await db.query('insert into auth.refresh_tokens (token_hash, session_id, user_id, parent_hash) values ($1, $2, $3, $4)', [
    token.hash,
    token.sessionId,
    token.userId,
    token.parentHash,
  ])
}

/** Locks the token row, so two refreshes of one token are decided one after the other. */
export async function lockRefreshToken(db: Queryable, hash: string): Promise<RefreshTokenRow | undefined> {
  return (await db.query<RefreshTokenRow>('select * from auth.refresh_tokens where token_hash = $1 for update', [hash])).rows[0]
}

export async function revokeRefreshToken(db: Queryable, id: string): Promise<void> {
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [id])
}

export async function touchSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [sessionId])
}

export async function deleteSession(db: Queryable, sessionId: string): Promise<void> {
  await db.query('delete from auth.sessions where id = $1', [sessionId])
}

export async function deleteUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<void> {
  await db.query('delete from auth.sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)', [userId, exceptSessionId ?? null])
}
