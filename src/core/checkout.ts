import { z } from 'zod'
import { parseApiErrorBody } from './errors.ts'

/** Pack identifiers (docs/product.md#credits); `credit-packs.ts` holds their prices (a test keeps the two in step). */
export const creditPackIdSchema = z.enum(['starter', 'standard', 'pro'], { error: 'must be starter, standard or pro' })

/** POST /api/checkout/session: only the pack. Prices and credits come from the server's pack table. */
export const checkoutSessionRequestSchema = z.object({ pack: creditPackIdSchema })
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>

export const checkoutSessionResponseSchema = z.object({ url: z.string().url(), sessionId: z.string().min(1) })
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>

/**
 * docs/product.md#pricing-and-checkout: the checkout call carries the access token twice, as the bearer and in this header, so
 * it survives proxies that replace Authorization (e.g. with a gateway's own key).
 */
export const CHECKOUT_TOKEN_HEADER = 'X-Access-Token'

/** A payment's life: pending until paid, failed (async payment refused), canceled or expired. */
export const paymentStatuses = ['pending', 'processing', 'paid', 'failed', 'canceled', 'expired'] as const
export const paymentStatusSchema = z.enum(paymentStatuses)
export type PaymentStatus = z.infer<typeof paymentStatusSchema>

/**
 * POST /api/checkout/confirm {sessionId}: the dashboard calls it when the buyer lands on the
 * success URL; the server asks the provider about the session and fulfils it if it is paid.
 */
export const checkoutConfirmRequestSchema = z.object({ sessionId: z.string().trim().min(1).max(255) })
export type CheckoutConfirmRequest = z.infer<typeof checkoutConfirmRequestSchema>

export const checkoutConfirmResponseSchema = z.object({
  status: paymentStatusSchema,
  pack: creditPackIdSchema,
  /** The pack's credits; granted once the status is paid. */
  credits: z.number().int().positive(),
  /** The buyer's balance after the confirmation. */
  balance: z.number().int().min(0),
})
export type CheckoutConfirmResponse = z.infer<typeof checkoutConfirmResponseSchema>

/** Where the checkout sends the buyer back (docs/product.md#dashboard); Stripe fills in {CHECKOUT_SESSION_ID}. */
export const checkoutReturnUrls = (siteUrl: string) => ({
  success: `${siteUrl}/dashboard?success=1&session_id={CHECKOUT_SESSION_ID}`,
  cancel: `${siteUrl}/dashboard?canceled=1`,
})

/** The local checkout (no Stripe key): a page of this app, like Stripe's hosted one. */
export const localCheckoutPath = (sessionId: string) => `/checkout/local/${encodeURIComponent(sessionId)}`

export const NO_CHECKOUT_URL = 'No checkout URL returned'

/**
 * 'Checkout failed' (docs/product.md#pricing-and-checkout): the message of the error answer
 * (`{code, message}`, the one table of errors.ts), else 'Checkout HTTP {status}'.
 */
export function checkoutErrorText(status: number, bodyText: string | undefined): string {
  const message = bodyText ? parseApiErrorBody(bodyText)?.message : undefined
  return message || `Checkout HTTP ${status}`
}
