import type { Outline, OutlineRequest } from '@core/generation-schemas.ts'
import type { Queryable } from '../../db/database.ts'

export async function insertGeneration(tx: Queryable, generation: { id: string; userId: string; request: OutlineRequest }): Promise<void> {
  await tx.query(`insert into public.generations (id, user_id, kind, status, request) values ($1, $2, 'outline', 'running', $3::jsonb)`, [
    generation.id,
    generation.userId,
    JSON.stringify(generation.request),
  ])
}

/** Stores the outline and answers the owner's balance as it is now. */
export async function succeedGeneration(db: Queryable, done: { id: string; outline: Outline; writer: string }): Promise<number> {
  const { rows } = await db.query<{ credits: number }>(
    `update public.generations g
     set status = 'succeeded', result = $2::jsonb, writer = $3, finished_at = now()
     from public.profiles p
     where g.id = $1 and p.id = g.user_id
     returning p.credits`,
    [done.id, JSON.stringify(done.outline), done.writer],
  )
  const row = rows[0]
  if (!row) throw new Error(`no generation ${done.id} to finish`)
  return row.credits
}

export async function failGeneration(tx: Queryable, id: string, error: string): Promise<void> {
  await tx.query(`update public.generations set status = 'failed', error = $2, finished_at = now() where id = $1`, [id, error])
}
