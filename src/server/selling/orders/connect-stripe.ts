import Stripe from 'stripe'
import type { Config } from '../../config.ts'
import { createStripeClient } from '../../checkout/stripe-provider.ts'

/**
 * Stripe Connect for selling (issue 33, decision 132). Every call about a sale is made ON the
 * creator's connected account (`{ stripeAccount }`, sent as the `Stripe-Account` header): the
 * Checkout Session, its retrieval and the refund are the creator's, a direct charge, and the
 * platform only takes its optional application fee.
 */
const clients = new WeakMap<Config, Stripe>()

/** The platform's SDK client (STRIPE_SECRET_KEY), one per configuration. */
export function connectClient(config: Config): Stripe {
  let client = clients.get(config)
  if (!client) {
    client = createStripeClient(config)
    clients.set(config, client)
  }
  return client
}

/** The platform's fee on an amount, in the smallest unit; 0 (not sent) at PLATFORM_FEE_PERCENT=0. */
export const platformFeeCents = (amountCents: number, percent: number): number =>
  percent > 0 ? Math.round((amountCents * percent) / 100) : 0

export interface ConnectSessionRequest {
  orderId: string
  account: string
  productTitle: string
  amountCents: number
  currency: string
  feeCents: number
  email: string
  successUrl: string
  cancelUrl: string
}

/** A Checkout Session on the creator's account: a direct charge, the creator the merchant of record. */
export async function createConnectSession(stripe: Stripe, request: ConnectSessionRequest): Promise<{ id: string; url: string }> {
  const metadata = { order_id: request.orderId }
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: request.currency, unit_amount: request.amountCents, product_data: { name: request.productTitle } },
        },
      ],
      customer_email: request.email,
      client_reference_id: request.orderId,
      metadata,
      payment_intent_data: { metadata, ...(request.feeCents > 0 && { application_fee_amount: request.feeCents }) },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    },
    // A retried create (a network blip) answers the same session rather than a second one.
    { stripeAccount: request.account, idempotencyKey: `sell-order-${request.orderId}` },
  )
  if (!session.url) throw new Error('Stripe returned a checkout session without a url')
  return { id: session.id, url: session.url }
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'

/** The session as Stripe has it now, for the buyer's return page when the webhook is late; undefined when unknown. */
export async function retrieveConnectSession(
  stripe: Stripe,
  account: string,
  sessionId: string,
): Promise<Stripe.Checkout.Session | undefined> {
  try {
    return await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: account })
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

/**
 * Refunds a payment in full on the creator's account. The platform's fee goes back with it (a
 * creator who refunds keeps nothing, so should pay no fee). One refund per order, whatever retries.
 */
export async function refundConnectPayment(
  stripe: Stripe,
  request: { orderId: string; account: string; paymentIntentId: string; feeCents: number },
): Promise<void> {
  try {
    await stripe.refunds.create(
      { payment_intent: request.paymentIntentId, ...(request.feeCents > 0 && { refund_application_fee: true }) },
      { stripeAccount: request.account, idempotencyKey: `sell-refund-${request.orderId}` },
    )
  } catch (error) {
    // Refunded already (in the Dashboard, say): what the creator asked for is done.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return
    throw error
  }
}

/** The creator's Standard account, created once (the idempotency key keeps two clicks at once to one account). */
export async function createConnectedAccount(stripe: Stripe, user: { id: string; email: string | null }): Promise<string> {
  const account = await stripe.accounts.create(
    { type: 'standard', ...(user.email && { email: user.email }), metadata: { user_id: user.id } },
    { idempotencyKey: `sell-account-${user.id}` },
  )
  return account.id
}

/** Stripe's onboarding page for the account; both ways back lead to the sales screen's settings. */
export async function onboardingLink(stripe: Stripe, account: string, backUrl: string): Promise<string> {
  const link = await stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: backUrl, return_url: backUrl })
  return link.url
}

/** Whether Stripe lets the account take charges now (the profile screen asks when the webhook has not said yet). */
export async function accountChargesEnabled(stripe: Stripe, account: string): Promise<boolean> {
  return (await stripe.accounts.retrieve(account)).charges_enabled
}
