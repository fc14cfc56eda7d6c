import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { RESEND_PATH } from './deliver-order.ts'
import { deliveryHandlers } from './delivery.handlers.ts'

/**
 * The buyer's download page /d/<token>, its short-lived file links, the new-browser e-mail check, and
 * asking for the link again (issue 33, item 5; decisions 133 and 134): server-rendered HTML with form
 * posts, so it works without JavaScript. /d/resend comes before /d/:token, which would take it.
 */
export function deliveryRoutes(deps: SellingDeps): Hono {
  const handle = deliveryHandlers(deps)
  return new Hono()
    .get(RESEND_PATH, handle.resendForm)
    .post(RESEND_PATH, handle.resend)
    .get('/d/:token', handle.downloads)
    .post('/d/:token/verify', handle.verify)
    .get('/d/:token/cover', handle.cover)
    .get('/d/:token/file/:format', handle.file)
}
