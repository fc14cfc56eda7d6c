import type { Queryable } from '../../src/server/db/database.ts'

/** A user straight in auth.users (the profile trigger gives 2 credits): for tests below the HTTP layer. */
export async function insertUser(db: Queryable, email = `u-${Math.random().toString(36).slice(2)}@example.com`): Promise<string> {
  const { rows } = await db.query<{ id: string }>('insert into auth.users (email) values ($1) returning id', [email])
  return rows[0]!.id
}
