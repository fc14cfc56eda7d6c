import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { CheckoutProvider } from './checkout-provider.ts'
import { localCheckoutProvider } from './local/local-checkout-provider.ts'
import { createStripeClient, stripeCheckoutProvider } from './stripe-provider.ts'

/** Stripe when a key is set, else the local checkout; none when a production server has neither (config.checkout 'off'). */
export function createCheckoutProvider(config: Config, db: Database): CheckoutProvider | undefined {
  if (config.checkout === 'stripe') return stripeCheckoutProvider(createStripeClient(config), config.siteUrl)
  if (config.checkout === 'local') return localCheckoutProvider(db, config.siteUrl)
  return undefined
}
