import Stripe from 'stripe'
import type { DatabaseKind } from './databases.ts'
import { startFakeStripe } from './fake-stripe.ts'
import { startTestApp } from './test-app.ts'
import type { Clock } from '../../src/server/db/database.ts'

/** Selling's Stripe Connect in tests (issue 33): the app in 'stripe-connect' mode against the fake Stripe. */
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_folio_connect'

export async function startConnectApp(options: { kind?: DatabaseKind; env?: Record<string, string>; clock?: Clock } = {}) {
  const stripe = await startFakeStripe()
  const app = await startTestApp({
    kind: options.kind ?? 'pglite',
    ...(options.clock && { clock: options.clock }),
    env: {
      STRIPE_SECRET_KEY: 'sk_test_folio123',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_folio_secret',
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      SELL_CHECKOUT: 'stripe-connect',
      ...options.env,
    },
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

/** A Connect event as Stripe delivers it: `account` names the connected account it happened on. */
export const connectEventPayload = (event: { type: string; object: unknown; account?: string | null; id?: string }) =>
  JSON.stringify({
    id: event.id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: event.type,
    ...(event.account !== null && event.account !== undefined && { account: event.account }),
    data: { object: event.object },
  })

export const connectSignature = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  new Stripe('sk_test_x').webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? CONNECT_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined && { timestamp: options.timestamp }),
  })

export const postConnectWebhook = (app: { url: string }, payload: string, signature?: string) =>
  fetch(`${app.url}/api/stripe/connect-webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature !== undefined && { 'stripe-signature': signature }) },
    body: payload,
  })

/** Posts a Connect event signed the way Stripe signs it. */
export function postConnectEvent(
  app: { url: string },
  event: { type: string; object: unknown; account?: string | null; id?: string },
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = connectEventPayload(event)
  return postConnectWebhook(app, payload, connectSignature(payload, options))
}
