import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** Opt-in (POST /p/<slug>/subscribe), confirmation (/confirm/<token>) and unsubscribe (/u/<token>, RFC 8058 one-click POST) (issue 33): server-rendered HTML with form posts, so it works without JavaScript. Contract stub. */
export function leadPagesRoutes(_deps: SellingDeps): Hono {
  return new Hono()
}
