import { createRoute, z } from '@hono/zod-openapi'
import type Stripe from 'stripe'
import { errorBody } from '@core/errors.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../http/openapi.ts'
import { closeCheckout, fulfilCheckout, type FulfilResult } from './fulfil.ts'
import { type WebhookOutcome, webhookOutcomes } from '../observability/metrics.ts'
import { createStripeClient, snapshotOf } from './stripe-provider.ts'

/** Stripe's default: a signed event older than five minutes is refused (replays). */
const TOLERANCE_SECONDS = 300

/** For GET /metrics: a session not ours is ignored, one already in that state a duplicate delivery. */
const outcomeOf = (done: FulfilResult | undefined): WebhookOutcome => (!done ? 'ignored' : done.changed ? 'processed' : 'duplicate')

/** What each checkout event does; any other event is acknowledged and ignored. */
async function handle(db: Database, event: Stripe.Event): Promise<WebhookOutcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return outcomeOf(await fulfilCheckout(db, snapshotOf(event.data.object)))
    case 'checkout.session.async_payment_failed':
      return outcomeOf(await closeCheckout(db, snapshotOf(event.data.object), 'failed', 'The payment failed after checkout.'))
    case 'checkout.session.expired':
      return outcomeOf(await closeCheckout(db, snapshotOf(event.data.object), 'expired'))
    default:
      return 'ignored'
  }
}

// Stripe's contract, not ours: the event is read only after its signature is checked on the raw body.
const webhookRoute = createRoute({
  operationId: 'stripeWebhook',
  method: 'post',
  path: '/stripe/webhook',
  requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', description: 'A signed Stripe event.' } } } },
  responses: { 200: jsonAnswer(z.object({ received: z.literal(true) }), 'Acknowledged.'), ...errorAnswers },
})

/**
 * POST /api/stripe/webhook (decision 0022): the signature is checked on the raw body before
 * anything is read from it. A database failure is a 500, so Stripe delivers the event again.
 */
export function stripeWebhookRoutes({ config, db }: { config: Config; db: Database }) {
  const app = contractRouter()
  const secret = config.STRIPE_WEBHOOK_SECRET
  if (config.checkout !== 'stripe' || !secret) return app
  const stripe = createStripeClient(config)
  return app.openapi(webhookRoute, async (c) => {
    const raw = await c.req.text()
    let event: Stripe.Event
    try {
      event = await stripe.webhooks.constructEventAsync(raw, c.req.header('stripe-signature') ?? '', secret, TOLERANCE_SECONDS)
    } catch {
      webhookOutcomes.inc({ outcome: 'bad_signature' })
      return c.json(errorBody('bad_request', 'Invalid Stripe signature'), 400)
    }
    const outcome = await handle(db, event).catch((error: unknown) => {
      webhookOutcomes.inc({ outcome: 'error' })
      throw error
    })
    webhookOutcomes.inc({ outcome })
    return c.json({ received: true as const }, 200)
  })
}
