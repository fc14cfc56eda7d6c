import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The buyer's download page /d/<token>, its short-lived file links, and asking for the link again (issue 33): server-rendered HTML with form posts, so it works without JavaScript. Contract stub. */
export function deliveryRoutes(_deps: SellingDeps): Hono {
  return new Hono()
}
