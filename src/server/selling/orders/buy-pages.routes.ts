import { Hono } from 'hono'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { startOrder } from './buy.handlers.ts'
import { connectReturn } from './connect-return.handlers.ts'
import { payLocalOrder, showLocalOrder } from './local-order.handlers.ts'

/**
 * The buy form (POST /p/<slug>/buy), the return from Stripe (/p/<slug>/thanks) and the local
 * checkout for a product order (/checkout/local/order/<session>), issue 33: server-rendered HTML
 * with form posts, so it works without JavaScript. docs/product.md#checkout-and-orders.
 */
export function buyPagesRoutes(deps: SellingDeps): Hono {
  const app = new Hono().post('/p/:slug/buy', (c) => startOrder(c, deps)).get('/p/:slug/thanks', (c) => connectReturn(c, deps))
  // The local checkout exists only where the operator chose it: elsewhere its addresses are unknown.
  if (deps.config.sellCheckout === 'local') {
    app.get('/checkout/local/order/:sessionId', (c) => showLocalOrder(c, deps))
    app.post('/checkout/local/order/:sessionId/pay', (c) => payLocalOrder(c, deps))
  }
  return app
}
