import { publicPaths } from '@core/selling.ts'
import { sellingSigner } from '../shared/signed-token.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/**
 * The buyer's download page for an order: `/d/<token>`, a signed token of purpose 'download-page'
 * without an expiry (the receipt's link keeps working; a refund turns it off, checked on each visit).
 */
export async function downloadPageUrl(deps: Pick<SellingDeps, 'config' | 'db'>, orderId: string): Promise<string> {
  const signer = await sellingSigner(deps.db)
  return `${deps.config.siteUrl}${publicPaths.downloads(signer.sign('download-page', { id: orderId }))}`
}

/**
 * Called once per order when it becomes paid, or when a lead magnet's address is confirmed (a free
 * order): mails the buyer the receipt (or the free download) with the link to their download page.
 * Orders and lead magnets call it after their transaction commits. CONTRACT STUB: the delivery
 * engineer writes the mail.
 */
export async function deliverOrder(_deps: SellingDeps, _orderId: string): Promise<void> {}
