import { formatPrice, fromMinorUnits, publicPaths } from '@core/selling.ts'
import { log } from '../../observability/logger.ts'
import { unsubscribeUrl } from '../leads/unsubscribe-link.ts'
import { sellingSigner } from '../shared/signed-token.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { findProductById, findSellerProfile, findVersion, sellerName } from '../shared/selling.queries.ts'
import { type DeliveryOrderRow, findDeliveryOrder } from './delivery.queries.ts'
import { downloadLinkMail, receiptMail } from './delivery-mails.ts'

/** Where a buyer asks for their links again (GET /d/resend). */
export const RESEND_PATH = '/d/resend'

/**
 * The buyer's download page for an order: `/d/<token>`, a signed token of purpose 'download-page'
 * without an expiry (the receipt's link keeps working; a refund turns it off, checked on each visit).
 */
export async function downloadPageUrl(deps: Pick<SellingDeps, 'config' | 'db'>, orderId: string): Promise<string> {
  const signer = await sellingSigner(deps.db)
  return `${deps.config.siteUrl}${publicPaths.downloads(signer.sign('download-page', { id: orderId }))}`
}

/** An order's short reference as the buyer and the creator quote it: the id's first eight characters. */
export const orderReference = (orderId: string) => orderId.slice(0, 8).toUpperCase()

const longDate = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/**
 * Called once per order when it becomes paid, or when a lead magnet's address is confirmed (a free
 * order): mails the buyer the receipt (or the free download) with the link to their download page.
 * Orders and lead magnets call it after their transaction commits, so it never throws: a failure
 * is logged (the order stands, and the buyer can ask for the link again at /d/resend).
 */
export async function deliverOrder(deps: SellingDeps, orderId: string): Promise<void> {
  try {
    const order = await findDeliveryOrder(deps.db, orderId)
    if (!order) throw new Error('no such order')
    if (order.status !== 'paid') {
      log.warn({ orderId, status: order.status }, 'delivery: an order that is not paid gets no receipt')
      return
    }
    await deps.mailer(deps.db).send(await orderMail(deps, order, false))
  } catch (error) {
    log.error({ err: error, orderId }, 'delivery: the receipt or download mail failed')
  }
}

/** The mail an order's buyer gets: the receipt of a sale, or the link of a free download (or of either, asked again). */
export async function orderMail(deps: SellingDeps, order: DeliveryOrderRow, again: boolean) {
  const product = await findProductById(deps.db, order.product_id)
  if (!product) throw new Error(`order ${order.id} has no product`)
  const version = await findVersion(deps.db, order.version_id)
  const profile = await findSellerProfile(deps.db, order.user_id)
  const seller = sellerName(profile, version?.page.author)
  const title = version?.page.title ?? product.title
  const link = await downloadPageUrl(deps, order.id)
  const resendLink = `${deps.config.siteUrl}${RESEND_PATH}`
  const replyTo = profile.reply_to ?? undefined
  if (order.kind === 'paid' && !again) {
    return receiptMail({
      to: order.email,
      title,
      amount: order.currency ? formatPrice(fromMinorUnits(order.amount_cents), order.currency) : 'Free',
      date: longDate(order.paid_at ?? order.created_at),
      reference: orderReference(order.id),
      seller,
      refundPolicy: product.refund_policy,
      link,
      resendLink,
      replyTo,
    })
  }
  const unsubscribe = order.subscriber_id ? await unsubscribeUrl(deps, order.subscriber_id) : undefined
  return downloadLinkMail({ to: order.email, title, seller, link, resendLink, again, replyTo, unsubscribe })
}
