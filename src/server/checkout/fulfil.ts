import type { PaymentStatus } from '@core/checkout.ts'
import type { CreditPackId } from '@core/credit-packs.ts'
import type { Database } from '../db/database.ts'
import type { CheckoutSessionSnapshot } from './checkout-provider.ts'

export interface FulfilResult {
  paymentId: string
  userId: string
  pack: CreditPackId
  credits: number
  status: PaymentStatus
  /** True only for the one call that granted the credits. */
  granted: boolean
  balance: number
}

/**
 * The one fulfilment path (webhook, success page, local checkout): grants the pack's credits
 * exactly once when the session is paid. Undefined when the session is not one of ours.
 */
export async function fulfilCheckout(_db: Database, _session: CheckoutSessionSnapshot): Promise<FulfilResult | undefined> {
  throw new Error('not implemented yet')
}

/** Closes an unpaid checkout (canceled, expired, or an async payment that failed); a paid one never changes. */
export async function closeCheckout(
  _db: Database,
  _sessionId: string,
  _status: 'canceled' | 'expired' | 'failed',
  _failure?: string,
): Promise<FulfilResult | undefined> {
  throw new Error('not implemented yet')
}
