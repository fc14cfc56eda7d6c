import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The buy form (POST /p/<slug>/buy) and the local checkout page for a product order (issue 33): server-rendered HTML with form posts, so it works without JavaScript. Contract stub. */
export function buyPagesRoutes(_deps: SellingDeps): Hono {
  return new Hono()
}
