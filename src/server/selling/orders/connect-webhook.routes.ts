import { createRoute, z } from '@hono/zod-openapi'
import type Stripe from 'stripe'
import { errorBody } from '@core/errors.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../../http/openapi.ts'
import { log } from '../../observability/logger.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { connectClient } from './connect-stripe.ts'
import { fulfilOrder } from './fulfil-order.ts'
import { findOrderByPayment, markOrderDisputed, markOrderRefunded } from './orders.queries.ts'
import { setChargesEnabled } from './seller-profile.queries.ts'

/** Stripe's default: a signed event older than five minutes is refused (replays). */
const TOLERANCE_SECONDS = 300

const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * What each Connect event does (decision 132). `account` is the connected account the event
 * happened on, and every lookup is by it: an event from one creator's account never touches
 * another creator's order. Each change is one conditional update, so a replay changes nothing.
 */
async function handle(deps: SellingDeps, event: Stripe.Event, account: string): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object
      // A bank debit completes unpaid; its async_payment_succeeded comes later.
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return
      await fulfilOrder(deps, {
        sessionId: session.id,
        account,
        amountCents: session.amount_total,
        currency: session.currency,
        paymentIntentId: idOf(session.payment_intent),
      })
      return
    }
    case 'charge.refunded': {
      const charge = event.data.object
      const intent = idOf(charge.payment_intent)
      // A partial refund is a goodwill gesture: the buyer keeps the product.
      if (!charge.refunded || !intent) return
      const order = await findOrderByPayment(deps.db, account, intent)
      if (order) await markOrderRefunded(deps.db, order.id, deps.now())
      return
    }
    case 'charge.dispute.created': {
      const intent = idOf(event.data.object.payment_intent)
      const order = intent ? await findOrderByPayment(deps.db, account, intent) : undefined
      if (order) await markOrderDisputed(deps.db, order.id)
      return
    }
    case 'account.updated': {
      const updated = event.data.object
      if (updated.id === account) await setChargesEnabled(deps.db, account, updated.charges_enabled)
      return
    }
    default:
      return
  }
}

// Stripe's contract, not ours: the event is read only after its signature is checked on the raw body.
const connectWebhookRoute = createRoute({
  operationId: 'stripeConnectWebhook',
  method: 'post',
  path: '/stripe/connect-webhook',
  requestBody: {
    required: true,
    content: { 'application/json': { schema: { type: 'object', description: 'A signed Stripe event from a connected account.' } } },
  },
  responses: { 200: jsonAnswer(z.object({ received: z.literal(true) }), 'Acknowledged.'), ...errorAnswers },
})

/**
 * POST /api/stripe/connect-webhook (issue 33): Stripe Connect events, signed with
 * STRIPE_CONNECT_WEBHOOK_SECRET and checked on the raw body before anything is read from it, as
 * the credit webhook is (decision 0022). A database failure is a 500, so Stripe delivers again.
 */
export function connectWebhookRoutes(deps: SellingDeps) {
  const app = contractRouter()
  const secret = deps.config.STRIPE_CONNECT_WEBHOOK_SECRET
  if (deps.config.sellCheckout !== 'stripe-connect' || !secret) return app
  return app.openapi(connectWebhookRoute, async (c) => {
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      event = await connectClient(deps.config).webhooks.constructEventAsync(
        raw,
        c.req.header('stripe-signature') ?? '',
        secret,
        TOLERANCE_SECONDS,
      )
    } catch {
      return c.json(errorBody('bad_request', 'Invalid Stripe signature'), 400)
    }
    // An event of the platform's own account (no `account`) is about no creator's sale.
    if (event.account) await handle(deps, event, event.account)
    else log.info(`Connect webhook: ${event.type} ${event.id} names no connected account; ignored.`)
    return c.json({ received: true as const }, 200)
  })
}
