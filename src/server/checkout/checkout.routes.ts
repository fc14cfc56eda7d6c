import { createRoute } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import {
  type CheckoutConfirmResponse,
  checkoutConfirmRequestSchema,
  checkoutConfirmResponseSchema,
  type CheckoutSessionResponse,
  checkoutSessionRequestSchema,
  checkoutSessionResponseSchema,
} from '@core/checkout.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../http/openapi.ts'
import { requireCheckoutUser } from './checkout-user.ts'
import { createCheckoutProvider } from './create-checkout-provider.ts'
import { fulfilCheckout } from './fulfil.ts'
import { findPaymentBySession } from './payments.queries.ts'
import { startCheckout } from './start-checkout.ts'

// The bearer, or the extra token header (decision 0023), before the body is judged.
const checkoutUser: MiddlewareHandler = async (c, next) => {
  await requireCheckoutUser(c)
  await next()
}

const sessionRoute = createRoute({
  operationId: 'startCheckout',
  method: 'post',
  path: '/checkout/session',
  middleware: [checkoutUser, jsonInput] as const,
  request: { body: jsonBody(checkoutSessionRequestSchema) },
  responses: { 200: jsonAnswer(checkoutSessionResponseSchema, "The checkout page's URL."), ...errorAnswers },
})
const confirmRoute = createRoute({
  operationId: 'confirmCheckout',
  method: 'post',
  path: '/checkout/confirm',
  middleware: [checkoutUser, jsonInput] as const,
  request: { body: jsonBody(checkoutConfirmRequestSchema) },
  responses: { 200: jsonAnswer(checkoutConfirmResponseSchema, 'The payment, fulfilled when paid, and the balance.'), ...errorAnswers },
})

/** POST /api/checkout/session, and POST /api/checkout/confirm for the success page (docs/product.md#pricing-and-checkout). */
export function checkoutRoutes({ config, db }: { config: Config; db: Database }) {
  const provider = createCheckoutProvider(config, db)
  const unavailable = () => new AppError('provider_unavailable', 'Card payments are not set up on this server.')

  return contractRouter()
    .openapi(sessionRoute, async (c) => {
      const user = await requireCheckoutUser(c)
      const { pack } = c.req.valid('json')
      if (!provider) throw unavailable()
      const started = await startCheckout(c, { db, provider, user, pack, pendingPerHour: config.PENDING_CHECKOUTS_PER_USER_PER_HOUR })
      c.header('Cache-Control', 'no-store')
      return c.json(started satisfies CheckoutSessionResponse, 200)
    })
    .openapi(confirmRoute, async (c) => {
      const user = await requireCheckoutUser(c)
      const { sessionId } = c.req.valid('json')
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
      return c.json(body, 200)
    })
}
