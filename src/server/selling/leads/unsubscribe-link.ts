import { sellingSigner } from '../shared/signed-token.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** A subscriber's unsubscribe address, `/u/<token>`: no expiry, one purpose (decision 127). */
export async function unsubscribeUrl(deps: Pick<SellingDeps, 'config' | 'db'>, subscriberId: string): Promise<string> {
  const signer = await sellingSigner(deps.db)
  return `${deps.config.siteUrl}/u/${signer.sign('unsubscribe', { id: subscriberId })}`
}

/** RFC 8058 one-click unsubscribe: every list mail carries both headers and the same link in its body. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}
