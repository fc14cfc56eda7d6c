import type { CreditPackId } from '@core/credit-packs.ts'
import { loadOnce } from '@web/lib/lazy-schemas.ts'

// Everything from checkout.ts comes through this import: a static one would bring zod with the pricing page.
const loadSchemas = loadOnce(() => import('@core/checkout.ts'))

/** A checkout that did not start; the message is the 'Checkout failed' toast's description (docs/product.md#pricing-and-checkout). */
export class CheckoutError extends Error {
  override name = 'CheckoutError'
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json()
  } catch {
    return undefined
  }
}

/**
 * POST /api/checkout/session (docs/product.md#pricing-and-checkout): the token as the bearer and in the extra header. Returns
 * the checkout page's URL; a non-OK answer or one without a URL throws a CheckoutError.
 */
export async function requestCheckoutUrl(pack: CreditPackId, token: string): Promise<string> {
  const {
    CHECKOUT_TOKEN_HEADER,
    checkoutErrorText,
    NO_CHECKOUT_URL,
    checkoutSessionRequestSchema,
    checkoutErrorBodySchema,
    checkoutSessionResponseSchema,
  } = await loadSchemas()
  const res = await fetch('/api/checkout/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, [CHECKOUT_TOKEN_HEADER]: token },
    body: JSON.stringify(checkoutSessionRequestSchema.parse({ pack })),
    credentials: 'include',
  })
  const body = await readJson(res)
  if (!res.ok) {
    const parsed = checkoutErrorBodySchema.safeParse(body)
    throw new CheckoutError(checkoutErrorText(res.status, parsed.success ? parsed.data : undefined))
  }
  const answer = checkoutSessionResponseSchema.safeParse(body)
  if (!answer.success) throw new CheckoutError(NO_CHECKOUT_URL)
  return answer.data.url
}
