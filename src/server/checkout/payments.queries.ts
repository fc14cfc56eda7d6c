import type { PaymentStatus } from '@core/checkout.ts'
import type { CreditPackId } from '@core/credit-packs.ts'
import type { Queryable } from '../db/database.ts'

export interface PaymentRow {
  id: string
  user_id: string
  pack: CreditPackId
  credits: number
  amount_cents: number
  currency: string
  provider: 'stripe' | 'local'
  provider_session_id: string | null
  status: PaymentStatus
}

const columns = 'id, user_id, pack, credits, amount_cents, currency, provider, provider_session_id, status'

export async function insertPayment(
  db: Queryable,
  payment: Pick<PaymentRow, 'user_id' | 'pack' | 'credits' | 'amount_cents' | 'currency' | 'provider'>,
): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `insert into public.payments (user_id, pack, credits, amount_cents, currency, provider)
     values ($1, $2, $3, $4, $5, $6) returning ${columns}`,
    [payment.user_id, payment.pack, payment.credits, payment.amount_cents, payment.currency, payment.provider],
  )
  return rows[0] as PaymentRow
}

/**
 * Holds the user's checkout lock until the transaction ends: starts by one user run one at a time,
 * so two at once cannot both pass the pending-checkout limit.
 */
export async function lockCheckoutStarts(tx: Queryable, userId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtextextended('folio:checkout:' || $1::text, 0))`, [userId])
}

/** The user's checkouts started in the last hour that are still waiting to be paid. */
export async function countRecentPending(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ pending: number }>(
    `select count(*)::int as pending from public.payments
     where user_id = $1 and status = 'pending' and created_at > now() - interval '1 hour'`,
    [userId],
  )
  return rows[0]?.pending ?? 0
}

export async function setProviderSession(db: Queryable, paymentId: string, sessionId: string): Promise<void> {
  await db.query('update public.payments set provider_session_id = $2, updated_at = now() where id = $1', [paymentId, sessionId])
}

/** The provider refused to start the checkout: nothing can be paid on this row. */
export async function markStartFailed(db: Queryable, paymentId: string, failure: string): Promise<void> {
  await db.query(`update public.payments set status = 'failed', failure = $2, updated_at = now() where id = $1`, [paymentId, failure])
}

export async function findPaymentBySession(db: Queryable, sessionId: string): Promise<PaymentRow | undefined> {
  const { rows } = await db.query<PaymentRow>(`select ${columns} from public.payments where provider_session_id = $1`, [sessionId])
  return rows[0]
}

/** Locks the payment for the rest of the transaction: fulfilments of one session run one at a time. */
export async function lockPaymentBySession(tx: Queryable, sessionId: string): Promise<PaymentRow | undefined> {
  const { rows } = await tx.query<PaymentRow>(`select ${columns} from public.payments where provider_session_id = $1 for update`, [
    sessionId,
  ])
  return rows[0]
}

/** A session we have not stored yet (its webhook beat our own update): found by our id, if still unattached. */
export async function lockUnattachedPayment(tx: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  const { rows } = await tx.query<PaymentRow>(
    `select ${columns} from public.payments where id = $1 and provider_session_id is null for update`,
    [paymentId],
  )
  return rows[0]
}

export async function updatePaymentStatus(
  tx: Queryable,
  paymentId: string,
  change: { status: PaymentStatus; sessionId: string; providerPaymentId?: string | null; failure?: string | null },
): Promise<void> {
  await tx.query(
    `update public.payments
     set status = $2, provider_session_id = $3, provider_payment_id = coalesce($4, provider_payment_id),
         failure = coalesce($5, failure), paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else null end,
         updated_at = now()
     where id = $1`,
    [paymentId, change.status, change.sessionId, change.providerPaymentId ?? null, change.failure ?? null],
  )
}
