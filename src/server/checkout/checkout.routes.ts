import { Hono } from 'hono'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'

/** POST /api/checkout/session and /api/checkout/confirm (placeholder until the checkout lands). */
export function checkoutRoutes(_deps: { config: Config; db: Database }) {
  return new Hono()
}
