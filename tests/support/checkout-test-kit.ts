import Stripe from 'stripe'
import { startFakeStripe } from './fake-stripe.ts'
import type { DatabaseKind } from './databases.ts'
import { startTestApp } from './test-app.ts'
import { callApi } from './api-user.ts'

export const WEBHOOK_SECRET = 'whsec_test_folio_secret'

/** The real app in Stripe mode, its SDK pointed at a local fake of Stripe's API. */
export async function startStripeApp(kind: DatabaseKind = 'pglite') {
  const stripe = await startFakeStripe()
  const app = await startTestApp({
    kind,
    env: { STRIPE_SECRET_KEY: 'sk_test_folio123', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: stripe.url },
  })
  return {
    app,
    stripe,
    async close() {
      await app.close()
      await stripe.close()
    },
  }
}

/** Starts a checkout for the pack; returns the session id the app got from the provider. */
export async function startCheckoutAs(app: { url: string }, token: string, pack = 'standard'): Promise<string> {
  const res = await callApi(app as never, '/checkout/session', { token, body: { pack } })
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { sessionId: string }).sessionId
}

export const eventPayload = (event: { type: string; object: unknown }) =>
  JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type: event.type, data: { object: event.object } })

/** A Stripe-Signature header made by the SDK's own test helper, as Stripe signs deliveries. */
export const signatureFor = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  })

export const postWebhook = (app: { url: string }, payload: string, signature?: string) =>
  fetch(`${app.url}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'stripe-signature': signature }) },
    body: payload,
  })

/** Posts a Stripe event signed the way Stripe signs it. */
export function postEvent(
  app: { url: string },
  event: { type: string; object: unknown },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = eventPayload(event)
  return postWebhook(app, payload, signatureFor(payload, options))
}
