import type { Context } from 'hono'
import { publicPaths } from '@core/selling.ts'
import { log } from '../../observability/logger.ts'
import { downloadPageUrl } from '../delivery/deliver-order.ts'
import { findProductById } from '../shared/selling.queries.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { page } from './buy.handlers.ts'
import { connectClient, retrieveConnectSession } from './connect-stripe.ts'
import { fulfilOrder } from './fulfil-order.ts'
import { buyerMessagePage } from './order-pages.ts'
import { findOrderBySession } from './orders.queries.ts'

/** How often the waiting page looks again, in seconds (a meta refresh: the page has no script). */
const REFRESH_SECONDS = 3

/**
 * GET /p/<slug>/thanks?session_id=… — where Stripe sends the buyer back (issue 33). A paid order
 * goes on to its download page. When the webhook is late, the session is asked of Stripe (on the
 * creator's account) and fulfilled the one way (decision 132); until it is paid the page waits.
 */
export async function connectReturn(c: Context, deps: SellingDeps): Promise<Response> {
  const slug = (c.req.param('slug') ?? '').toLowerCase()
  const sessionId = c.req.query('session_id') ?? ''
  const order = sessionId.startsWith('cs_') && sessionId.length <= 255 ? await findOrderBySession(deps.db, sessionId) : undefined
  const product = order?.checkout_mode === 'stripe-connect' ? await findProductById(deps.db, order.product_id) : undefined
  if (!order || !product || product.slug !== slug || !order.stripe_account_id) {
    return page(c, buyerMessagePage('Order not found', 'This link does not name an order. Check the receipt we e-mailed you.'), 404)
  }
  let status = order.status
  if (status === 'pending' && deps.config.sellCheckout === 'stripe-connect') {
    try {
      const session = await retrieveConnectSession(connectClient(deps.config), order.stripe_account_id, sessionId)
      if (session?.payment_status === 'paid' || session?.payment_status === 'no_payment_required') {
        const intent = session.payment_intent
        const paid = await fulfilOrder(deps, {
          sessionId,
          account: order.stripe_account_id,
          amountCents: session.amount_total,
          currency: session.currency,
          paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        })
        status = paid?.status ?? (await findOrderBySession(deps.db, sessionId))?.status ?? status
      }
    } catch (error) {
      // Stripe unreachable: the webhook still comes; the page keeps waiting for it.
      log.error(
        `Order ${order.id}: could not ask Stripe about session ${sessionId}: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
  if (status === 'paid') return c.redirect(await downloadPageUrl(deps, order.id), 303)
  if (status !== 'pending') {
    return page(c, buyerMessagePage('Order refunded', 'This order was refunded, so its downloads are turned off.'), 410)
  }
  return page(
    c,
    buyerMessagePage(
      'Confirming your payment',
      'Thank you! Your payment is being confirmed; this page moves on by itself in a moment. Your receipt with the download link is on its way by e-mail.',
      { href: publicPaths.product(slug), label: 'Back to the product' },
      `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`,
    ),
  )
}
