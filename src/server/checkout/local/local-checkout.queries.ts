import type { Queryable } from '../../db/database.ts'
import type { PaymentRow } from '../payments.queries.ts'

/** A local checkout session: its payment row (the local provider keeps no other state). */
export async function findLocalSession(db: Queryable, sessionId: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(
    `select id, user_id, pack, credits, amount_cents, currency, provider, provider_session_id, status
     from public.payments where provider_session_id = $1 and provider = 'local'`,
    [sessionId],
  )
  return rows[0]
}
