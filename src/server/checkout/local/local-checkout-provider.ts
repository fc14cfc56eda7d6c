import { randomBytes } from 'node:crypto'
import { localCheckoutPath } from '@core/checkout.ts'
import type { Database } from '../../db/database.ts'
import type { CheckoutProvider, CheckoutSessionSnapshot } from '../checkout-provider.ts'
import type { PaymentRow } from '../payments.queries.ts'
import { findLocalSession } from './local-checkout.queries.ts'

/** The session as Stripe would describe it, from the payment row the checkout route wrote. */
export function localSnapshot(payment: PaymentRow): CheckoutSessionSnapshot {
  const closed = payment.status === 'canceled' || payment.status === 'expired' || payment.status === 'failed'
  return {
    id: payment.provider_session_id ?? '',
    paymentId: payment.id,
    paymentStatus: payment.status === 'paid' ? 'paid' : 'unpaid',
    status: payment.status === 'paid' ? 'complete' : closed ? 'expired' : 'open',
    amountTotal: payment.amount_cents,
    currency: payment.currency,
    paymentIntentId: null,
  }
}

/**
 * The embedded default (decision 0023): the session id is an unguessable capability, as a
 * Stripe checkout URL is, and the page that takes the test card is served by this app.
 */
export function localCheckoutProvider(db: Database, siteUrl: string): CheckoutProvider {
  return {
    kind: 'local',
    createSession() {
      const id = `cs_local_${randomBytes(24).toString('base64url')}`
      return Promise.resolve({ id, url: `${siteUrl}${localCheckoutPath(id)}` })
    },
    async retrieveSession(sessionId) {
      const payment = await findLocalSession(db, sessionId)
      return payment ? localSnapshot(payment) : undefined
    },
  }
}
