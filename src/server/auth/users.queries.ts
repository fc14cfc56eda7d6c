import type { Queryable } from '../db/database.ts'

// The one module that writes auth.users: every insert, update and delete of an account is here,
// so a rule about the row (updated_at, lower-cased e-mail, what a new password voids) has one home.

export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_sent_at: Date | null
  recovery_sent_at: Date | null
  invited_at: Date | null
  /** The address an e-mail change waits to be confirmed at (GoTrue's column name). */
  email_change: string | null
  email_change_sent_at: Date | null
  reauthentication_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  banned_until: Date | null
  is_anonymous: boolean
  created_at: Date
  updated_at: Date
}

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: 'totp' | 'phone'
  status: 'unverified' | 'verified'
  secret: string
  last_used_step: string | null
  created_at: Date
  updated_at: Date
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where id = $1', [id])).rows[0]
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [email])).rows[0]
}

export async function insertUser(
  db: Queryable,
  user: {
    email: string
    encryptedPassword: string | null
    confirmed: boolean
    userMetadata?: Record<string, unknown>
    appMetadata?: Record<string, unknown>
  },
): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values (lower($1), $2, case when $3::boolean then now() end, $4::jsonb, coalesce($5::jsonb, '{"provider": "email", "providers": ["email"]}'::jsonb))
     returning *`,
    [
      user.email,
      user.encryptedPassword,
      user.confirmed,
      JSON.stringify(user.userMetadata ?? {}),
      user.appMetadata ? JSON.stringify(user.appMetadata) : null,
    ],
  )
  const row = result.rows[0]
  if (!row) throw new Error('insert into auth.users returned nothing')
  return row
}

export async function listFactors(db: Queryable, userId: string): Promise<FactorRow[]> {
  return (await db.query<FactorRow>('select * from auth.mfa_factors where user_id = $1 order by created_at', [userId])).rows
}

export async function touchLastSignIn(db: Queryable, userId: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId])
}

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
  await db.query('update auth.users set email_change = lower($2), email_change_sent_at = now(), updated_at = now() where id = $1', [
    userId,
    address,
  ])
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

/**
 * Switches to a new, already-confirmed address (a mailed change proved, or no proof required) and
 * ends any pending change; undefined when another account holds the address.
 */
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

/**
 * A new password also voids the user's mailed links and codes: whoever asked for them may be the
 * person the change locks out. A pending e-mail change goes with its link.
 */
export async function setPassword(db: Queryable, userId: string, encryptedPassword: string): Promise<void> {
  await db.query(
    'update auth.users set encrypted_password = $2, email_change = null, email_change_sent_at = null, updated_at = now() where id = $1',
    [userId, encryptedPassword],
  )
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

/** An admin's edit of a user: the fields the admin API may change. */
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
