import { Hono } from 'hono'
import {
  type CheckoutConfirmResponse,
  checkoutConfirmRequestSchema,
  type CheckoutSessionResponse,
  checkoutSessionRequestSchema,
} from '@core/checkout.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { readJson } from '../http/validate.ts'
import { checkoutErrorResponse } from './checkout-error.ts'
import { requireCheckoutUser } from './checkout-user.ts'
import { createCheckoutProvider } from './create-checkout-provider.ts'
import { fulfilCheckout } from './fulfil.ts'
import { findPaymentBySession } from './payments.queries.ts'
import { startCheckout } from './start-checkout.ts'

/** POST /api/checkout/session, and POST /api/checkout/confirm for the success page (docs/product.md#pricing-and-checkout). */
export function checkoutRoutes({ config, db }: { config: Config; db: Database }) {
  const provider = createCheckoutProvider(config, db)
  const unavailable = () => new AppError('provider_unavailable', 'Card payments are not set up on this server.')

  return new Hono()
    .post('/checkout/session', async (c) => {
      try {
        const user = await requireCheckoutUser(c)
        const { pack } = await readJson(c, checkoutSessionRequestSchema)
        if (!provider) throw unavailable()
        const started = await startCheckout(c, { db, provider, user, pack, pendingPerHour: config.PENDING_CHECKOUTS_PER_USER_PER_HOUR })
        if (started instanceof Response) return started
        c.header('Cache-Control', 'no-store')
        return c.json(started satisfies CheckoutSessionResponse)
      } catch (error) {
        return checkoutErrorResponse(c, error)
      }
    })
    .post('/checkout/confirm', async (c) => {
      const user = await requireCheckoutUser(c)
      const { sessionId } = await readJson(c, checkoutConfirmRequestSchema)
      if (!provider) throw unavailable()
      const notFound = new AppError('not_found', 'There is no such checkout.')
      // Only the buyer may confirm their checkout; asked before the provider is (no probing of others' ids).
      const payment = await findPaymentBySession(db, sessionId)
      if (!payment || payment.user_id !== user.id || payment.provider !== provider.kind) throw notFound
      const session = await provider.retrieveSession(sessionId)
      if (!session) throw notFound
      const result = await fulfilCheckout(db, session)
      if (!result) throw notFound
      c.header('Cache-Control', 'no-store')
      const body: CheckoutConfirmResponse = { status: result.status, pack: result.pack, credits: result.credits, balance: result.balance }
      return c.json(body)
    })
}
