import { Hono } from 'hono'
import type Stripe from 'stripe'
import { errorBody } from '@core/errors.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { closeCheckout, fulfilCheckout } from './fulfil.ts'
import { createStripeClient, snapshotOf } from './stripe-provider.ts'

/** Stripe's default: a signed event older than five minutes is refused (replays). */
const TOLERANCE_SECONDS = 300

/** What each checkout event does; any other event is acknowledged and ignored. */
async function handle(db: Database, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      await fulfilCheckout(db, snapshotOf(event.data.object))
      return
    case 'checkout.session.async_payment_failed':
      await closeCheckout(db, snapshotOf(event.data.object), 'failed', 'The payment failed after checkout.')
      return
    case 'checkout.session.expired':
      await closeCheckout(db, snapshotOf(event.data.object), 'expired')
      return
    default:
      return
  }
}

/**
 * POST /api/stripe/webhook (decision 0022): the signature is checked on the raw body before
 * anything is read from it. A database failure is a 500, so Stripe delivers the event again.
 */
export function stripeWebhookRoutes({ config, db }: { config: Config; db: Database }) {
  const app = new Hono()
  const secret = config.STRIPE_WEBHOOK_SECRET
  if (config.checkout !== 'stripe' || !secret) return app
  const stripe = createStripeClient(config)
  return app.post('/stripe/webhook', async (c) => {
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      event = await stripe.webhooks.constructEventAsync(raw, c.req.header('stripe-signature') ?? '', secret, TOLERANCE_SECONDS)
    } catch {
      return c.json(errorBody('bad_request', 'Invalid Stripe signature'), 400)
    }
    await handle(db, event)
    return c.json({ received: true })
  })
}
