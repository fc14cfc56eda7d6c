import type { Queryable } from '../db/database.ts'
import type { UserRow } from './users.queries.ts'

const sentColumns = {
  confirmation: ['confirmation_sent_at'],
  // GoTrue stamps both for an invite: it is the account's confirmation mail as well.
  invite: ['confirmation_sent_at', 'invited_at'],
  recovery: ['recovery_sent_at'],
  reauthentication: ['reauthentication_sent_at'],
} as const

export type SentMailKind = keyof typeof sentColumns

/** Stamps when a mail of `kind` was last sent (shown in the user JSON). */
export async function markMailSent(db: Queryable, userId: string, kind: SentMailKind): Promise<void> {
  const set = sentColumns[kind].map((column) => `${column} = now()`).join(', ')
  await db.query(`update auth.users set ${set}, updated_at = now() where id = $1`, [userId])
}

/** Records the e-mail change waiting for confirmation at `address` (new_email in the user JSON). */
export async function markEmailChangeSent(db: Queryable, userId: string, address: string): Promise<void> {
  await db.query('update auth.users set email_change = lower($2), email_change_sent_at = now(), updated_at = now() where id = $1', [userId, address])
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
      `update auth.users set email = lower($2), email_confirmed_at = now(), email_change = null, email_change_sent_at = null, updated_at = now()
       where id = $1 and not exists (select 1 from auth.users other where lower(other.email) = lower($2) and other.id <> $1)
       returning *`,
      [userId, email],
    )
  ).rows[0]
}
