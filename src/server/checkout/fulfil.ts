import type { PaymentStatus } from '@core/checkout.ts'
import type { CreditPackId } from '@core/credit-packs.ts'
import type { Database, Queryable } from '../db/database.ts'
import { grantCredits } from '../credits/ledger.ts'
import { lockBalance } from '../credits/ledger.queries.ts'
import { checkoutOutcomes } from '../observability/metrics.ts'
import type { CheckoutSessionSnapshot } from './checkout-provider.ts'
import { lockPaymentBySession, lockUnattachedPayment, type PaymentRow, updatePaymentStatus } from './payments.queries.ts'
import { log } from '../observability/logger.ts'

export interface FulfilResult {
  paymentId: string
  userId: string
  pack: CreditPackId
  credits: number
  status: PaymentStatus
  /** True only for the one call that granted the credits. */
  granted: boolean
  /** True when this call moved the payment to `status`; a repeated event finds it there already. */
  changed: boolean
  provider: PaymentRow['provider']
  balance: number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Statuses nothing moves a payment out of (paid above all: credits once granted stay). */
const FINAL: readonly PaymentStatus[] = ['paid', 'failed', 'canceled', 'expired']

/** The session's payment, locked; a webhook can arrive before our own update stored the session id. */
async function lockPayment(tx: Queryable, sessionId: string, paymentId: string | null): Promise<PaymentRow | undefined> {
  const bySession = await lockPaymentBySession(tx, sessionId)
  if (bySession || !paymentId || !UUID.test(paymentId)) return bySession
  return lockUnattachedPayment(tx, paymentId)
}

async function result(tx: Queryable, payment: PaymentRow, status: PaymentStatus, granted: boolean): Promise<FulfilResult> {
  const balance = (await lockBalance(tx, payment.user_id)) ?? 0
  const { id: paymentId, user_id: userId, pack, credits, provider } = payment
  return { paymentId, userId, pack, credits, status, granted, changed: granted || status !== payment.status, provider, balance }
}

const COUNTED: readonly PaymentStatus[] = ['paid', 'canceled', 'expired', 'failed']

/** Counts a committed change of a payment's end state for GET /metrics (folio_checkout_outcomes_total). */
function counted(done: FulfilResult | undefined): FulfilResult | undefined {
  if (done?.changed && COUNTED.includes(done.status)) {
    checkoutOutcomes.inc({ provider: done.provider, outcome: done.status })
  }
  return done
}

/**
 * The one fulfilment path (webhook, success page, local checkout), decision 0022: grants the
 * pack's credits exactly once when the session is paid. Undefined when the session is not ours.
 */
export function fulfilCheckout(db: Database, session: CheckoutSessionSnapshot): Promise<FulfilResult | undefined> {
  return fulfil(db, session).then(counted)
}

function fulfil(db: Database, session: CheckoutSessionSnapshot): Promise<FulfilResult | undefined> {
  return db.transaction(async (tx) => {
    // Payment, then balance: ledger steps elsewhere never lock a payment, so no lock cycle can form.
    const payment = await lockPayment(tx, session.id, session.paymentId)
    if (!payment) return undefined
    await lockBalance(tx, payment.user_id)
    if (payment.status === 'paid') return result(tx, payment, 'paid', false)

    const paid = session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required'
    if (!paid) {
      // Completed but the money is not there yet (a bank debit): wait for async_payment_succeeded.
      const next = FINAL.includes(payment.status) || session.status !== 'complete' ? payment.status : 'processing'
      if (next !== payment.status || payment.provider_session_id !== session.id) {
        await updatePaymentStatus(tx, payment.id, { status: next, sessionId: session.id, providerPaymentId: session.paymentIntentId })
      }
      return result(tx, payment, next, false)
    }
    if (session.amountTotal !== payment.amount_cents || (session.currency ?? '').toLowerCase() !== payment.currency) {
      // Never grant for a session whose price is not the one we asked for; support looks at it.
      log.error(
        `Checkout ${session.id}: paid ${session.amountTotal} ${session.currency} but payment ${payment.id} expects ${payment.amount_cents} ${payment.currency}; no credits granted.`,
      )
      await updatePaymentStatus(tx, payment.id, { status: payment.status, sessionId: session.id, failure: 'amount mismatch' })
      return result(tx, payment, payment.status, false)
    }
    await grantCredits(tx, {
      userId: payment.user_id,
      ref: `purchase:${session.id}`,
      reason: `purchase_${payment.pack}`,
      amount: payment.credits,
    })
    // A payment Stripe reports paid after we closed it (expired, failed) was still paid: grant it.
    await updatePaymentStatus(tx, payment.id, { status: 'paid', sessionId: session.id, providerPaymentId: session.paymentIntentId })
    return result(tx, payment, 'paid', true)
  })
}

/** Closes an unpaid checkout (canceled, expired, or an async payment that failed); a paid one never changes. */
export function closeCheckout(
  db: Database,
  session: Pick<CheckoutSessionSnapshot, 'id' | 'paymentId'>,
  status: 'canceled' | 'expired' | 'failed',
  failure?: string,
): Promise<FulfilResult | undefined> {
  return close(db, session, status, failure).then(counted)
}

function close(
  db: Database,
  session: Pick<CheckoutSessionSnapshot, 'id' | 'paymentId'>,
  status: 'canceled' | 'expired' | 'failed',
  failure?: string,
): Promise<FulfilResult | undefined> {
  return db.transaction(async (tx) => {
    const payment = await lockPayment(tx, session.id, session.paymentId)
    if (!payment) return undefined
    await lockBalance(tx, payment.user_id)
    if (payment.status === 'paid') return result(tx, payment, 'paid', false)
    await updatePaymentStatus(tx, payment.id, { status, sessionId: session.id, failure: failure ?? null })
    return result(tx, payment, status, false)
  })
}
