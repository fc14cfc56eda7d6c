import { Hono } from 'hono'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'

/** POST /api/stripe/webhook (placeholder until the checkout lands). */
export function stripeWebhookRoutes(_deps: { config: Config; db: Database }) {
  return new Hono()
}
