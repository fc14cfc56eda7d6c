import type { CreditPackId } from '@core/credit-packs.ts'
import { ApiError } from '@web/lib/api-client.ts'
import { api } from '@web/lib/api.ts'
import { loadOnce } from '@web/lib/lazy-schemas.ts'

// Everything from checkout.ts comes through this import: a static one would bring zod with the pricing page.
const loadSchemas = loadOnce(() => import('@core/checkout.ts'))

/** A checkout that did not start; the message is the 'Checkout failed' toast's description (docs/product.md#pricing-and-checkout). */
export class CheckoutError extends Error {
  override name = 'CheckoutError'
}

/**
 * POST /api/checkout/session (docs/product.md#pricing-and-checkout) through the typed client: the
 * token as the bearer and in the extra header. Returns the checkout page's URL; an error answer
 * (`{code, message}`, the one table) or one without a URL throws a CheckoutError.
 */
export async function requestCheckoutUrl(pack: CreditPackId, token: string): Promise<string> {
  const { CHECKOUT_TOKEN_HEADER, checkoutErrorText, NO_CHECKOUT_URL, checkoutSessionRequestSchema, checkoutSessionResponseSchema } =
    await loadSchemas()
  let body: unknown
  try {
    const res = await api.checkout.session.$post(
      { json: checkoutSessionRequestSchema.parse({ pack }) },
      { headers: { Authorization: `Bearer ${token}`, [CHECKOUT_TOKEN_HEADER]: token } },
    )
    body = await res.json().catch(() => undefined)
  } catch (error) {
    if (error instanceof ApiError) throw new CheckoutError(checkoutErrorText(error.status, error.body))
    throw error
  }
  const answer = checkoutSessionResponseSchema.safeParse(body)
  if (!answer.success) throw new CheckoutError(NO_CHECKOUT_URL)
  return answer.data.url
}
