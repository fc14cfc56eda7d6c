import { Hono } from 'hono'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'

/** The local checkout's pages under /checkout/local (placeholder until the checkout lands). */
export function localCheckoutRoutes(_deps: { config: Config; db: Database }) {
  return new Hono()
}
