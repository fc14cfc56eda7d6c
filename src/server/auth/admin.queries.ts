import type { Queryable } from '../db/database.ts'
import type { FactorRow, UserRow } from './users.queries.ts'

export async function countUsers(db: Queryable): Promise<number> {
  const row = (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]
  return row?.n ?? 0
}

/** Newest first, as GoTrue lists them; the id breaks ties so pages never overlap. */
export async function listUsersPage(db: Queryable, limit: number, offset: number): Promise<UserRow[]> {
  return (await db.query<UserRow>('select * from auth.users order by created_at desc, id desc limit $1 offset $2', [limit, offset])).rows
}

/** The factors of many users in one query (a page of users would otherwise cost one query each). */
export async function listFactorsOfUsers(db: Queryable, userIds: string[]): Promise<FactorRow[]> {
  if (userIds.length === 0) return []
  return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = any($1::uuid[]) order by created_at', [userIds])).rows
}

/** Read for a read-modify-write (metadata merges), so two admin updates never lose each other's keys. */
export async function lockUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1 for update', [id])).rows[0]
}
