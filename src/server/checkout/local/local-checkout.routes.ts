import { randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { checkoutReturnUrls } from '@core/checkout.ts'
import { CARD_DECLINED, LOCAL_TEST_CARDS, localCardFormSchema } from '@core/local-checkout.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { closeCheckout, fulfilCheckout } from '../fulfil.ts'
import type { PaymentRow } from '../payments.queries.ts'
import { type CardField, checkoutPage, messagePage } from './local-checkout-page.ts'
import { localSnapshot } from './local-checkout-provider.ts'
import { findLocalSession } from './local-checkout.queries.ts'

// Relative: the buyer comes back to the origin they paid on.
const urls = checkoutReturnUrls('')
const successUrl = (sessionId: string) => urls.success.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(sessionId))
const FIELDS: CardField[] = ['cardNumber', 'expiry', 'cvc', 'name']
const PREFILLED = { cardNumber: LOCAL_TEST_CARDS.pays, expiry: '12 / 34', cvc: '123', name: 'Test Buyer' }

function html(c: Context, body: string, status: 200 | 400 | 402 | 404 | 410 | 413 = 200): Response {
  c.header('Cache-Control', 'no-store')
  return c.html(body, status)
}

const notFound = (c: Context) =>
  html(c, messagePage('Checkout not found', 'This checkout link is not valid. Start again from the pricing page.'), 404)
const closed = (c: Context) =>
  html(c, messagePage('Checkout closed', 'This checkout was canceled or has expired. No charges were made.'), 410)

/** A session that can no longer be paid answers for itself; undefined means it is open. */
function settled(c: Context, payment: PaymentRow | undefined, sessionId: string): Response | undefined {
  if (!payment) return notFound(c)
  if (payment.status === 'paid') return c.redirect(successUrl(sessionId), 303)
  if (payment.status !== 'pending' && payment.status !== 'processing') return closed(c)
  return undefined
}

/** The local checkout under /checkout/local (decision 0023): HTML pages, like Stripe's hosted one. */
export function localCheckoutRoutes({ db }: { config: Config; db: Database }) {
  const small = bodyLimit({ maxSize: 16 * 1024, onError: (c) => html(c, messagePage('Request too large', 'Please try again.'), 413) })

  return new Hono()
    .get('/:sessionId', async (c) => {
      const sessionId = c.req.param('sessionId')
      const payment = await findLocalSession(db, sessionId)
      return settled(c, payment, sessionId) ?? html(c, checkoutPage(payment as PaymentRow, sessionId, { values: PREFILLED, errors: {} }))
    })
    .post('/:sessionId/pay', small, async (c) => {
      const sessionId = c.req.param('sessionId')
      const payment = await findLocalSession(db, sessionId)
      const done = settled(c, payment, sessionId)
      if (done || !payment) return done ?? notFound(c)
      const body = await c.req.parseBody()
      const values = Object.fromEntries(FIELDS.map((f) => [f, typeof body[f] === 'string' ? body[f] : ''])) as Record<CardField, string>
      const parsed = localCardFormSchema.safeParse(values)
      if (!parsed.success) {
        const errors = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]))
        return html(c, checkoutPage(payment, sessionId, { values, errors }), 400)
      }
      if (parsed.data.cardNumber === LOCAL_TEST_CARDS.declined.replace(/ /g, '')) {
        return html(c, checkoutPage(payment, sessionId, { values, errors: {}, alert: CARD_DECLINED }), 402)
      }
      // Exactly what a Stripe webhook for a paid session does (decision 0022).
      const paymentIntentId = `pi_local_${randomBytes(12).toString('base64url')}`
      await fulfilCheckout(db, { ...localSnapshot(payment), paymentStatus: 'paid', status: 'complete', paymentIntentId })
      return c.redirect(successUrl(sessionId), 303)
    })
    .post('/:sessionId/cancel', small, async (c) => {
      const sessionId = c.req.param('sessionId')
      const payment = await findLocalSession(db, sessionId)
      if (!payment) return notFound(c)
      const result = await closeCheckout(db, { id: sessionId, paymentId: payment.id }, 'canceled')
      return c.redirect(result?.status === 'paid' ? successUrl(sessionId) : urls.cancel, 303)
    })
}
