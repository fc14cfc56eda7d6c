import type { Context } from 'hono'
import type { CheckoutSessionResponse } from '@core/checkout.ts'
import { CREDIT_PACKS, type CreditPackId } from '@core/credit-packs.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import type { RequestUser } from '../auth/request-user.ts'
import { findCredits } from '../credits/credits.queries.ts'
import { checkoutOutcomes } from '../observability/metrics.ts'
import type { CheckoutProvider } from './checkout-provider.ts'
import { countRecentPending, insertPayment, lockCheckoutStarts, markStartFailed, setProviderSession } from './payments.queries.ts'
import { log } from '../observability/logger.ts'

const CURRENCY = 'usd'

/**
 * Writes the payment (price and credits from the server's pack table only) before asking the
 * provider, so every session the provider knows has a row to fulfil. At most `pendingPerHour`
 * unpaid checkouts started in the last hour (PENDING_CHECKOUTS_PER_USER_PER_HOUR, decision 0030).
 */
export async function startCheckout(
  c: Context,
  {
    db,
    provider,
    user,
    pack: packId,
    pendingPerHour,
  }: { db: Database; provider: CheckoutProvider; user: RequestUser; pack: CreditPackId; pendingPerHour: number },
): Promise<CheckoutSessionResponse> {
  const pack = CREDIT_PACKS.find((p) => p.id === packId)
  if (!pack) throw new AppError('validation_failed', 'pack: must be starter, standard or pro')
  if ((await findCredits(db, user.id)) === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
  // Counted and written under the user's lock: concurrent starts cannot both take the last place.
  const payment = await db.transaction(async (tx) => {
    await lockCheckoutStarts(tx, user.id)
    if ((await countRecentPending(tx, user.id)) >= pendingPerHour) {
      throw new AppError(
        'checkout_limit',
        `You have started ${pendingPerHour} checkouts in the last hour that are not paid yet. Finish one of them, or try again in an hour.`,
      )
    }
    return insertPayment(tx, {
      user_id: user.id,
      pack: pack.id,
      credits: pack.credits,
      amount_cents: pack.priceDollars * 100,
      currency: CURRENCY,
      provider: provider.kind,
    })
  })
  let session: { id: string; url: string }
  try {
    session = await provider.createSession({
      paymentId: payment.id,
      userId: user.id,
      email: user.email,
      pack: pack.id,
      amountCents: payment.amount_cents,
      credits: payment.credits,
      currency: CURRENCY,
    })
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    log.error(`Checkout ${payment.id}: the provider refused: ${detail}`)
    checkoutOutcomes.inc({ provider: provider.kind, outcome: 'session_failed' })
    await markStartFailed(db, payment.id, detail)
    // Stripe's words are the detail (the secret key never appears in them).
    throw new AppError('provider_failed', `Could not start the checkout: ${detail}`)
  }
  await setProviderSession(db, payment.id, session.id)
  checkoutOutcomes.inc({ provider: provider.kind, outcome: 'session_created' })
  return { url: session.url, sessionId: session.id }
}
