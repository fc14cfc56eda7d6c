import type { Queryable } from '../db/database.ts'

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
  user: { email: string; encryptedPassword: string | null; confirmed: boolean; userMetadata?: Record<string, unknown>; appMetadata?: Record<string, unknown> },
): Promise<UserRow> {
  const result = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data, raw_app_meta_data)
     values (lower($1), $2, case when $3::boolean then now() end, $4::jsonb, coalesce($5::jsonb, '{"provider": "email", "providers": ["email"]}'::jsonb))
     returning *`,
    [user.email, user.encryptedPassword, user.confirmed, JSON.stringify(user.userMetadata ?? {}), user.appMetadata ? JSON.stringify(user.appMetadata) : null],
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
