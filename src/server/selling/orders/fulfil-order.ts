import { deliverOrder } from '../delivery/deliver-order.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { log } from '../../observability/logger.ts'
import { findOrderBySession, markOrderPaid, type OrderRow } from './orders.queries.ts'

/** What fulfilment reads of a paid checkout session, local or Stripe's. */
export interface PaidSession {
  sessionId: string
  /** The connected account the session was paid on (the Connect event's `account`); null for the local checkout. */
  account: string | null
  amountCents: number | null
  currency: string | null
  paymentIntentId: string | null
}

/**
 * The one way an order becomes paid (the local card form, the Connect webhook, the buyer's return
 * from Stripe), decision 132: a single conditional update moves it from pending to paid, so of any
 * number of deliveries and refreshes only one changes it, and only that one delivers. Delivery runs
 * after the update has committed. Undefined when nothing changed (a replay, a session that is not
 * ours, another account's, or a paid amount that is not the order's).
 */
export async function fulfilOrder(deps: SellingDeps, session: PaidSession): Promise<OrderRow | undefined> {
  if (session.amountCents === null || !session.currency) return undefined
  const order = await markOrderPaid(
    deps.db,
    { sessionId: session.sessionId, account: session.account, amountCents: session.amountCents, currency: session.currency },
    { paymentIntentId: session.paymentIntentId, paidAt: deps.now() },
  )
  if (!order) {
    const known = await findOrderBySession(deps.db, session.sessionId)
    if (known?.status === 'pending' && known.stripe_account_id === session.account) {
      // Never deliver for a session whose price is not the one the order asked for; support looks at it.
      log.error(
        `Order ${known.id}: session ${session.sessionId} paid ${session.amountCents} ${session.currency} but the order expects ${known.amount_cents} ${known.currency}; not delivered.`,
      )
    }
    return undefined
  }
  await deliverSafely(deps, order.id)
  return order
}

/**
 * The order is paid and committed whatever delivery does: a failure to mail is logged (the buyer
 * can ask for the link again from the download page's resend form) rather than answered as an
 * error, which would make Stripe deliver the event again into a no-op.
 */
async function deliverSafely(deps: SellingDeps, orderId: string): Promise<void> {
  try {
    await deliverOrder(deps, orderId)
  } catch (error) {
    log.error(`Order ${orderId} is paid but its delivery failed: ${error instanceof Error ? error.message : String(error)}`)
  }
}
