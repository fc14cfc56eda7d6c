import type { JWK } from 'jose'
import type { Queryable } from '../db/database.ts'

/**
 * The public keys of this process's embedded auth, which signs the service-role key. Hosted auth
 * has no such table (its keys are not ours): then there are none.
 */
export async function findEmbeddedSigningKeys(db: Queryable): Promise<JWK[]> {
  try {
    return (await db.query<{ public_jwk: JWK }>('select public_jwk from auth.signing_keys')).rows.map((row) => row.public_jwk)
  } catch (error) {
    if ((error as { code?: unknown }).code === '42P01') return []
    throw error
  }
}

/** The profile of the account with this e-mail address, if both exist. */
export async function findProfileIdByEmail(db: Queryable, email: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    'select p.id from public.profiles p join auth.users u on u.id = p.id where lower(u.email) = lower($1)',
    [email],
  )
  return rows[0]?.id
}
