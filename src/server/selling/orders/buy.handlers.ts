import { randomBytes, randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { buyFormSchema } from '@core/selling-schemas.ts'
import {
  formatPrice,
  fromMinorUnits,
  PRICE_LIMITS,
  publicPaths,
  SLUG_LIMITS,
  SLUG_PATTERN,
  type SellCurrency,
  toMinorUnits,
} from '@core/selling.ts'
import { clientIp, countRateLimitHit, ipBucket } from '../../auth/rate-limit.ts'
import { log } from '../../observability/logger.ts'
import { findProductBySlug, findSellerProfile, type ProductRow } from '../shared/selling.queries.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { connectClient, createConnectSession, platformFeeCents } from './connect-stripe.ts'
import { buyerMessagePage, localOrderPath } from './order-pages.ts'
import { insertPendingOrder } from './orders.queries.ts'

/**
 * POST /p/<slug>/buy (issue 33, decision 132): the product page's buy form, a plain form post. The
 * answer is a 303 to where the buyer pays (the creator's own checkout, Stripe's hosted page on the
 * creator's account, or the local test checkout), or a short HTML page saying what is wrong, with
 * its status; never JSON and never a 500 for anything a stranger sent.
 */
type Status = 400 | 404 | 409 | 410 | 429 | 502

const HOUR = 3600
const AMOUNT_FORMAT = 'Enter the price as a number with at most two decimals.'

export function page(c: Context, body: string, status: Status | 200 = 200): Response {
  c.header('Cache-Control', 'no-store')
  return c.html(body, status)
}

const backTo = (slug: string) => ({ href: publicPaths.product(slug), label: 'Back to the product' })

const notFound = (c: Context) =>
  page(c, buyerMessagePage('Product not found', 'There is nothing for sale at this address. Check the link you followed.'), 404)

/** A live paid product, or the page that says why this address sells nothing. */
async function sellableProduct(c: Context, deps: SellingDeps, slug: string): Promise<ProductRow | Response> {
  if (slug.length < SLUG_LIMITS.min || slug.length > SLUG_LIMITS.max || !SLUG_PATTERN.test(slug)) return notFound(c)
  const product = await findProductBySlug(deps.db, slug)
  // A free product is had by e-mail (the opt-in form), never bought.
  if (!product || product.price_kind === 'free' || !product.currency || product.amount_cents === null) return notFound(c)
  if (product.status !== 'live' || !product.current_version_id) {
    return page(
      c,
      buyerMessagePage('No longer for sale', 'The author has withdrawn this product. Earlier buyers keep their downloads.'),
      410,
    )
  }
  return product
}

/** The form's fields as text; anything else (a file, a repeated field) counts as absent. */
async function readForm(c: Context): Promise<Record<string, string>> {
  let body: Record<string, unknown>
  try {
    body = await c.req.parseBody()
  } catch {
    return {}
  }
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : undefined)
  const amount = text('amount')?.trim()
  return Object.fromEntries(
    Object.entries({ email: text('email'), amount: amount === '' ? undefined : amount, website: text('website') }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Record<string, string>
}

/**
 * The price the buyer pays in the smallest unit: a fixed product's own (never the form's), or
 * what they chose of a pay-what-you-want one, at least its minimum; a message when not allowed.
 */
function chosenAmount(product: ProductRow, amount: number | undefined): number | string {
  const cents = product.amount_cents ?? 0
  if (product.price_kind !== 'pwyw' || amount === undefined) return cents
  const currency = product.currency as SellCurrency
  const minimum = product.minimum_cents ?? cents
  if (!Number.isFinite(amount) || Math.abs(toMinorUnits(amount) - amount * 100) > 1e-6) {
    return AMOUNT_FORMAT
  }
  if (toMinorUnits(amount) < minimum) return `The lowest price for this is ${formatPrice(fromMinorUnits(minimum), currency)}.`
  if (amount > PRICE_LIMITS.max) return `The highest price is ${formatPrice(PRICE_LIMITS.max, currency)}.`
  return toMinorUnits(amount)
}

export async function startOrder(c: Context, deps: SellingDeps): Promise<Response> {
  const slug = (c.req.param('slug') ?? '').toLowerCase()
  const product = await sellableProduct(c, deps, slug)
  if (product instanceof Response) return product
  const { config, db } = deps

  if (config.sellCheckout === 'external') {
    // The creator's own checkout (Gumroad, Payhip, …) takes the order; nothing is stored here.
    if (!product.checkout_url) {
      return page(
        c,
        buyerMessagePage('Checkout not set up', 'The author has not added a checkout for this product yet.', backTo(slug)),
        409,
      )
    }
    return c.redirect(product.checkout_url, 303)
  }

  const hit = await countRateLimitHit(db, ipBucket('sell-orders', clientIp(c, config)), HOUR)
  if (hit.hits > config.ORDERS_PER_IP_PER_HOUR) {
    c.header('Retry-After', String(Math.max(1, Math.ceil((hit.windowStart.getTime() + HOUR * 1000 - hit.now.getTime()) / 1000))))
    return page(c, buyerMessagePage('Too many orders', 'Too many orders were started from your network. Please try again in an hour.'), 429)
  }

  const parsed = buyFormSchema.safeParse(await readForm(c))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const message = issue?.path[0] === 'amount' ? AMOUNT_FORMAT : (issue?.message ?? 'The form is not complete.')
    return page(c, buyerMessagePage('Check your order', message, backTo(slug)), 400)
  }
  if (parsed.data.website) {
    // The honeypot: people never see the field, form-filling bots do. Nothing is stored.
    return page(c, buyerMessagePage('Order not started', 'We could not start this order. Please try again.', backTo(slug)), 400)
  }
  const amountCents = chosenAmount(product, parsed.data.amount)
  if (typeof amountCents === 'string') return page(c, buyerMessagePage('Check your order', amountCents, backTo(slug)), 400)

  const order = {
    id: randomUUID(),
    userId: product.user_id,
    productId: product.id,
    versionId: product.current_version_id as string,
    email: parsed.data.email.toLowerCase(),
    amountCents,
    currency: product.currency as SellCurrency,
    createdAt: deps.now(),
  }

  if (config.sellCheckout === 'local') {
    // An unguessable capability, as a Stripe checkout URL is: whoever holds it may pay this order.
    const sessionId = `cs_local_${randomBytes(24).toString('base64url')}`
    await insertPendingOrder(db, { ...order, feeCents: 0, checkoutMode: 'local', sessionId, stripeAccountId: null })
    return c.redirect(localOrderPath(sessionId), 303)
  }

  const seller = await findSellerProfile(db, product.user_id)
  if (!seller.stripe_account_id || !seller.charges_enabled) {
    return page(
      c,
      buyerMessagePage(
        'Not taking payments yet',
        'The author has not finished setting up payments for this product. Please try again later.',
        backTo(slug),
      ),
      409,
    )
  }
  const feeCents = platformFeeCents(amountCents, config.PLATFORM_FEE_PERCENT)
  let session: { id: string; url: string }
  try {
    session = await createConnectSession(connectClient(config), {
      orderId: order.id,
      account: seller.stripe_account_id,
      productTitle: product.title,
      amountCents,
      currency: order.currency,
      feeCents,
      email: order.email,
      successUrl: `${config.siteUrl}${publicPaths.product(slug)}/thanks?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${config.siteUrl}${publicPaths.product(slug)}`,
    })
  } catch (error) {
    log.error(`Order for ${product.id}: Stripe refused the checkout: ${error instanceof Error ? error.message : String(error)}`)
    return page(c, buyerMessagePage('Checkout unavailable', 'The payment page could not be opened. Please try again.', backTo(slug)), 502)
  }
  // Stored before the buyer can pay: the webhook always finds the order its session names.
  await insertPendingOrder(db, {
    ...order,
    feeCents,
    checkoutMode: 'stripe-connect',
    sessionId: session.id,
    stripeAccountId: seller.stripe_account_id,
  })
  return c.redirect(session.url, 303)
}
