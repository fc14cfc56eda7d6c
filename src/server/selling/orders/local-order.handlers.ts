import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import { CARD_DECLINED, LOCAL_TEST_CARDS, localCardFormSchema } from '@core/local-checkout.ts'
import { publicPaths, type SellCurrency } from '@core/selling.ts'
import type { CardField } from '../../checkout/local/local-checkout-page.ts'
import { downloadPageUrl } from '../delivery/deliver-order.ts'
import { findProductById, findSellerProfile, findVersion, sellerName } from '../shared/selling.queries.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { fulfilOrder } from './fulfil-order.ts'
import { orderCheckoutPage, type OrderCheckoutView, orderMessagePage } from './order-pages.ts'
import { findOrderBySession, type OrderRow } from './orders.queries.ts'

/**
 * The local checkout for a product order (issue 33, decision 132): /checkout/local/order/<session>,
 * the embedded default's stand-in for Stripe's hosted page. Test cards only, no money moves; paying
 * runs the same fulfilment as a Stripe Connect webhook, so an order is paid and delivered once.
 */

/** As long as a Stripe Checkout Session stays open. */
export const LOCAL_ORDER_HOURS = 24

const FIELDS: CardField[] = ['cardNumber', 'expiry', 'cvc', 'name']
const PREFILLED = { cardNumber: LOCAL_TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'Test Buyer' }

function html(c: Context, body: string, status: 200 | 400 | 402 | 404 | 410 = 200): Response {
  c.header('Cache-Control', 'no-store')
  return c.html(body, status)
}

const notFound = (c: Context) =>
  html(c, orderMessagePage('Checkout not found', 'This checkout link is not valid. Start again from the product page.'), 404)

/** The open local order of this session, or the answer for one that cannot be paid (any more). */
async function openOrder(c: Context, deps: SellingDeps): Promise<{ order: OrderRow; view: OrderCheckoutView } | Response> {
  const sessionId = c.req.param('sessionId') ?? ''
  const order = sessionId.startsWith('cs_local_') ? await findOrderBySession(deps.db, sessionId) : undefined
  const product = order && order.checkout_mode === 'local' ? await findProductById(deps.db, order.product_id) : undefined
  if (!order || !product || !order.currency) return notFound(c)
  const back = { href: publicPaths.product(product.slug), label: 'Back to the product' }
  // Paid already (a refresh, the Back button, a second click): straight to what was bought.
  if (order.status === 'paid') return c.redirect(await downloadPageUrl(deps, order.id), 303)
  if (order.status !== 'pending') {
    return html(c, orderMessagePage('Order refunded', 'This order was refunded, so it cannot be paid again.', back), 410)
  }
  if (new Date(order.created_at).getTime() + LOCAL_ORDER_HOURS * 3_600_000 <= deps.now().getTime()) {
    return html(
      c,
      orderMessagePage('Checkout expired', 'This checkout has expired. No charge was made. Start again from the product page.', back),
      410,
    )
  }
  const [version, seller] = await Promise.all([findVersion(deps.db, order.version_id), findSellerProfile(deps.db, order.user_id)])
  const view: OrderCheckoutView = {
    sessionId,
    productTitle: product.title,
    productPath: publicPaths.product(product.slug),
    seller: sellerName(seller, version?.page.author),
    formats: product.formats,
    email: order.email,
    amountCents: order.amount_cents,
    currency: order.currency as SellCurrency,
  }
  return { order, view }
}

export async function showLocalOrder(c: Context, deps: SellingDeps): Promise<Response> {
  const open = await openOrder(c, deps)
  if (open instanceof Response) return open
  return html(c, orderCheckoutPage(open.view, { values: PREFILLED, errors: {} }))
}

export async function payLocalOrder(c: Context, deps: SellingDeps): Promise<Response> {
  const open = await openOrder(c, deps)
  if (open instanceof Response) return open
  const { order, view } = open
  let body: Record<string, unknown> = {}
  try {
    body = await c.req.parseBody()
  } catch {
    // An unreadable body is an empty form: every field says what it needs.
  }
  const values = Object.fromEntries(FIELDS.map((f) => [f, typeof body[f] === 'string' ? body[f] : ''])) as Record<CardField, string>
  const parsed = localCardFormSchema.safeParse(values)
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]))
    return html(c, orderCheckoutPage(view, { values, errors }), 400)
  }
  if (parsed.data.cardNumber === LOCAL_TEST_CARDS.declined.replace(/ /g, '')) {
    return html(c, orderCheckoutPage(view, { values, errors: {}, alert: CARD_DECLINED }), 402)
  }
  // What a Connect webhook for a paid session does (decision 132); a second submit finds it paid.
  await fulfilOrder(deps, {
    sessionId: view.sessionId,
    account: null,
    amountCents: order.amount_cents,
    currency: order.currency,
    paymentIntentId: `pi_local_${randomBytes(12).toString('base64url')}`,
  })
  return c.redirect(await downloadPageUrl(deps, order.id), 303)
}
