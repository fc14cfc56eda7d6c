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

export interface UserChanges {
  email?: string
  confirmEmail?: boolean
  userMetadata?: Record<string, unknown>
  appMetadata?: Record<string, unknown>
  /** `null` lifts a ban; `undefined` leaves it as it is. */
  bannedUntil?: Date | null
}

/** Applies only the given changes; anything left undefined keeps its stored value. */
export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `update auth.users set
         email = coalesce(lower($2), email),
         email_confirmed_at = case when $3::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
         raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
         raw_app_meta_data = coalesce($5::jsonb, raw_app_meta_data),
         banned_until = case when $6::boolean then $7::timestamptz else banned_until end,
         updated_at = now()
       where id = $1
       returning *`,
      [
        id,
        changes.email ?? null,
        changes.confirmEmail ?? false,
        changes.userMetadata ? JSON.stringify(changes.userMetadata) : null,
        changes.appMetadata ? JSON.stringify(changes.appMetadata) : null,
        changes.bannedUntil !== undefined,
        changes.bannedUntil ?? null,
      ],
    )
  ).rows[0]
}

/** Everything hanging off the user (profile, sessions, tokens, factors) goes with it by cascade. */
export async function deleteUserById(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('delete from auth.users where id = $1 returning id', [id])).rows.length === 1
}
