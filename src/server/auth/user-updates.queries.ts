import type { Queryable } from '../db/database.ts'
import type { UserRow } from './users.queries.ts'

/**
 * A new password also voids the user's mailed links and codes: whoever asked for them may be the
 * person the change locks out. A pending e-mail change goes with its link.
 */
export async function setPassword(db: Queryable, userId: string, encryptedPassword: string): Promise<void> {
  await db.query('update auth.users set encrypted_password = $2, email_change = null, email_change_sent_at = null, updated_at = now() where id = $1', [
    userId,
    encryptedPassword,
  ])
  await db.query('delete from auth.one_time_tokens where user_id = $1', [userId])
}

/** GoTrue's merge: given keys replace stored ones, keys given as null are removed; one statement, so concurrent merges keep each other's keys. */
export async function mergeUserMetadata(db: Queryable, userId: string, updates: Record<string, unknown>): Promise<void> {
  const set = Object.fromEntries(Object.entries(updates).filter(([, v]) => v !== null && v !== undefined))
  const remove = Object.keys(updates).filter((k) => updates[k] === null)
  await db.query(
    'update auth.users set raw_user_meta_data = (raw_user_meta_data || $2::jsonb) - $3::text[], updated_at = now() where id = $1',
    [userId, JSON.stringify(set), remove],
  )
}

/** Switches to a new, already-confirmed address; undefined when another account holds it. */
export async function setConfirmedEmail(db: Queryable, userId: string, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `update auth.users set email = lower($2), email_confirmed_at = now(), email_change = null, email_change_sent_at = null, updated_at = now()
       where id = $1 and not exists (select 1 from auth.users other where lower(other.email) = lower($2) and other.id <> $1)
       returning *`,
      [userId, email],
    )
  ).rows[0]
}
