import type { CreditPackId } from '@core/credit-packs.ts'

/**
 * What fulfilment needs to know about a provider's checkout session, whoever the provider is:
 * a Stripe Checkout Session (from a signed webhook event or sessions.retrieve) or a local one.
 */
export interface CheckoutSessionSnapshot {
  /** The provider's session id (Stripe `cs_…`, local `cs_local_…`): unique per purchase. */
  id: string
  /** Our payments row id, sent to the provider as client_reference_id (and metadata.payment_id). */
  paymentId: string | null
  /** Stripe's payment_status: only 'paid' (or 'no_payment_required') grants credits. */
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'
  /** Stripe's session status. */
  status: 'open' | 'complete' | 'expired'
  /** In the smallest currency unit; must equal the payment's amount_cents for a grant. */
  amountTotal: number | null
  currency: string | null
  /** Stripe's payment_intent id, kept on the payment for support. */
  paymentIntentId: string | null
}

export interface NewCheckout {
  paymentId: string
  userId: string
  email: string | null
  pack: CreditPackId
  /** From the server's pack table, never from the request. */
  amountCents: number
  credits: number
  currency: string
}

/** Starts checkouts and answers what a session's state is; fulfilment itself is provider-independent. */
export interface CheckoutProvider {
  readonly kind: 'stripe' | 'local'
  createSession(checkout: NewCheckout): Promise<{ id: string; url: string }>
  /** Undefined when the provider does not know the session. */
  retrieveSession(sessionId: string): Promise<CheckoutSessionSnapshot | undefined>
}
