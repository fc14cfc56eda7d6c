import type { Queryable } from '../db/database.ts'

export interface FlowStateRow {
  id: string
  user_id: string | null
  auth_code_hash: string
  code_challenge: string
  code_challenge_method: 's256' | 'plain'
  authentication_method: string
  created_at: Date
  expires_at: Date
  used_at: Date | null
  /** Computed with the database clock, like the expiry itself. */
  expired: boolean
}

export async function insertFlowState(
  db: Queryable,
  flow: {
    userId: string
    authCodeHash: string
    codeChallenge: string
    method: 's256' | 'plain'
    authenticationMethod: string
    ttlSeconds: number
  },
): Promise<void> {
  await db.query(
    `insert into auth.flow_state (user_id, auth_code_hash, code_challenge, code_challenge_method, authentication_method, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
    [flow.userId, flow.authCodeHash, flow.codeChallenge, flow.method, flow.authenticationMethod, flow.ttlSeconds],
  )
}

/** Locks the flow state, so two exchanges of one code are decided one after the other. */
export async function lockUnusedFlowState(db: Queryable, authCodeHash: string): Promise<FlowStateRow | undefined> {
  return (
    await db.query<FlowStateRow>(
      'select *, expires_at <= now() as expired from auth.flow_state where auth_code_hash = $1 and used_at is null for update',
      [authCodeHash],
    )
  ).rows[0]
}

export async function deleteFlowState(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.flow_state where id = $1', [id])
}

/** Codes live minutes; rows a day past their expiry only take space. */
export async function deleteStaleFlowStates(db: Queryable): Promise<void> {
  await db.query(`delete from auth.flow_state where expires_at < now() - interval '1 day'`)
}
