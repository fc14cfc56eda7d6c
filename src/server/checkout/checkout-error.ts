import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { CheckoutErrorBody } from '@core/checkout.ts'
import { errorBody } from '@core/errors.ts'
import { AppError } from '../http/app-error.ts'

/**
 * Checkout errors answer the API's {code, message} plus `error` and `detail` (docs/product.md#pricing-and-checkout), which the
 * pricing page shows as 'error: detail'. Field problems become the detail.
 */
export function checkoutErrorResponse(c: Context, error: unknown): Response {
  if (!(error instanceof AppError)) throw error
  const validation = error.body.code === 'validation_failed'
  const body: CheckoutErrorBody = {
    ...errorBody(error.body.code, error.message, error.body.issues),
    error: validation ? 'Invalid checkout request' : error.message,
    ...(validation && { detail: error.message }),
  }
  return c.json(body, error.status as ContentfulStatusCode)
}

/** The provider (Stripe) refused: its message is the detail; the secret key never appears in it. */
export function providerRefused(c: Context, detail: string): Response {
  const body: CheckoutErrorBody = {
    ...errorBody('provider_failed', 'Could not start the checkout'),
    error: 'Could not start the checkout',
    detail,
  }
  return c.json(body, 502)
}
