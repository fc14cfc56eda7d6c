import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** The public product page /p/<slug> and store page /s/<handle> (issue 33): server-rendered HTML with form posts, so it works without JavaScript. Contract stub. */
export function storefrontRoutes(_deps: SellingDeps): Hono {
  return new Hono()
}
