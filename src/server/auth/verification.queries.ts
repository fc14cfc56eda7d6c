import type { Queryable } from '../db/database.ts'
import type { UserRow } from './users.queries.ts'

/** Stamps when a confirmation or a recovery / sign-in mail was last sent (shown in the user JSON). */
export async function markMailSent(db: Queryable, userId: string, kind: 'confirmation' | 'recovery'): Promise<void> {
  const column = kind === 'confirmation' ? 'confirmation_sent_at' : 'recovery_sent_at'
  await db.query(`update auth.users set ${column} = now(), updated_at = now() where id = $1`, [userId])
}

/** The mailed token proved the address: confirm it (once; a later proof keeps the first date). */
export async function confirmEmail(db: Queryable, userId: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1 returning *`,
      [userId],
    )
  ).rows[0]
}

/** Switches the user to the confirmed new address; undefined when another account holds it. */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<UserRow | undefined> {
  return (
    await db.query<UserRow>(
      `update auth.users set email = lower($2), email_confirmed_at = now(), updated_at = now()
       where id = $1 and not exists (select 1 from auth.users other where lower(other.email) = lower($2) and other.id <> $1)
       returning *`,
      [userId, email],
    )
  ).rows[0]
}
