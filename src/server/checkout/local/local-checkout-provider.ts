import type { Database } from '../../db/database.ts'
import type { CheckoutProvider } from '../checkout-provider.ts'

/** The embedded default: checkout sessions kept in the payments table, paid on a page of this app (placeholder). */
export function localCheckoutProvider(_db: Database, _siteUrl: string): CheckoutProvider {
  throw new Error('not implemented yet')
}
