import Stripe from 'stripe'
import { checkoutReturnUrls } from '@core/checkout.ts'
import { CREDIT_PACKS } from '@core/credit-packs.ts'
import type { Config } from '../config.ts'
import type { CheckoutProvider, CheckoutSessionSnapshot } from './checkout-provider.ts'

type StripeConfig = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL' | 'siteUrl'>

/** The official SDK; STRIPE_API_URL points it elsewhere (stripe-mock, the tests' fake). */
export function createStripeClient(config: StripeConfig): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is not set')
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base && {
      host: base.hostname,
      port: Number(base.port) || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  })
}

function oneOf<T extends string, F extends string>(value: string | null, known: readonly T[], fallback: F): T | F {
  return known.find((k) => k === value) ?? fallback
}

/** What fulfilment reads from a Stripe Checkout Session (a webhook's object or a retrieved one). */
export function snapshotOf(session: Stripe.Checkout.Session): CheckoutSessionSnapshot {
  const intent = session.payment_intent
  return {
    id: session.id,
    paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? null,
    // Stripe may add values; anything unknown counts as not paid / still open.
    paymentStatus: oneOf(session.payment_status, ['paid', 'no_payment_required'] as const, 'unpaid'),
    status: oneOf(session.status, ['complete', 'expired'] as const, 'open'),
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  }
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'

export function stripeCheckoutProvider(stripe: Stripe, siteUrl: string): CheckoutProvider {
  const urls = checkoutReturnUrls(siteUrl)
  return {
    kind: 'stripe',
    async createSession(checkout) {
      const pack = CREDIT_PACKS.find((p) => p.id === checkout.pack)
      const metadata = { payment_id: checkout.paymentId, user_id: checkout.userId, pack: checkout.pack, credits: String(checkout.credits) }
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency,
                unit_amount: checkout.amountCents,
                product_data: { name: `Folio ${pack?.name ?? checkout.pack} pack — ${checkout.credits} credits` },
              },
            },
          ],
          success_url: urls.success,
          cancel_url: urls.cancel,
          client_reference_id: checkout.paymentId,
          ...(checkout.email && { customer_email: checkout.email }),
          metadata,
          payment_intent_data: { metadata },
        },
        // A retried create (network blip) returns the same session instead of a second one.
        { idempotencyKey: `checkout-${checkout.paymentId}` },
      )
      if (!session.url) throw new Error('Stripe returned a checkout session without a url')
      return { id: session.id, url: session.url }
    },
    async retrieveSession(sessionId) {
      try {
        return snapshotOf(await stripe.checkout.sessions.retrieve(sessionId))
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
  }
}
