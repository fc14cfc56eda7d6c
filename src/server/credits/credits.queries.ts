import type { Queryable } from '../db/database.ts'

/**
 * The balance as the server sees it. The server's own connection is trusted (it owns the table,
 * so RLS does not apply); the caller's identity comes from a verified token, never from input.
 */
export async function findCredits(db: Queryable, userId: string): Promise<number | undefined> {
  const row = (await db.query<{ credits: number }>('select credits from public.profiles where id = $1', [userId])).rows[0]
  return row?.credits
}
