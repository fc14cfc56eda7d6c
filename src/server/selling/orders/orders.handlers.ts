import Stripe from 'stripe'
import type { Order, ordersQuerySchema } from '@core/selling-schemas.ts'
import { fromMinorUnits, type SellCurrency } from '@core/selling.ts'
import type { z } from 'zod'
import { AppError } from '../../http/app-error.ts'
import { log } from '../../observability/logger.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { connectClient, refundConnectPayment } from './connect-stripe.ts'
import { csvRow } from '../shared/csv.ts'
import { findOrderOf, type ListedOrderRow, listOrdersOf, markOrderRefunded, type OrdersFilter } from './orders.queries.ts'

/** The creator's orders (issue 33, decision 132): the list, its CSV and the refund. */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

export function orderOf(row: ListedOrderRow): Order {
  return {
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    email: row.email,
    amount: fromMinorUnits(row.amount_cents),
    currency: (row.currency ?? 'usd') as SellCurrency,
    fee: fromMinorUnits(row.fee_cents),
    status: row.status,
    version: row.version,
    downloads: row.download_count,
    createdAt: iso(row.created_at) as string,
    paidAt: iso(row.paid_at),
    refundedAt: iso(row.refunded_at),
  }
}

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

const cursorOf = (row: ListedOrderRow) => Buffer.from(`${row.created_key}|${row.id}`).toString('base64url')

function readCursor(cursor: string | undefined): OrdersFilter['after'] {
  if (cursor === undefined) return undefined
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'))
  if (!match?.[1] || !match[2]) {
    throw new AppError('validation_failed', 'cursor: Not a cursor of this list. Start again from the first page.', [
      { path: 'cursor', message: 'Not a cursor of this list.' },
    ])
  }
  return { createdAt: match[1], id: match[2] }
}

export async function listOrders(
  deps: SellingDeps,
  userId: string,
  query: z.infer<typeof ordersQuerySchema>,
): Promise<{ orders: Order[]; next: string | null }> {
  const filter = { userId, productId: query.product, status: query.status, after: readCursor(query.cursor) }
  // One row more than the page: whether there is a next page, without counting.
  const rows = await listOrdersOf(deps.db, { ...filter, limit: query.limit + 1 })
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return { orders: page.map(orderOf), next: rows.length > query.limit && last ? cursorOf(last) : null }
}

const CSV_HEADER = [
  'order_id',
  'created_at',
  'paid_at',
  'product',
  'version',
  'email',
  'amount',
  'currency',
  'fee',
  'status',
  'refunded_at',
  'downloads',
] as const
const CSV_BATCH = 1000

/** Every order the list would show for the same filters, oldest page last, as one CSV. */
export async function ordersCsv(deps: SellingDeps, userId: string, query: Pick<z.infer<typeof ordersQuerySchema>, 'product' | 'status'>) {
  const parts = [csvRow(CSV_HEADER)]
  let after: OrdersFilter['after']
  for (;;) {
    const rows = await listOrdersOf(deps.db, { userId, productId: query.product, status: query.status, after, limit: CSV_BATCH })
    for (const row of rows) {
      const order = orderOf(row)
      parts.push(
        csvRow([
          order.id,
          order.createdAt,
          order.paidAt,
          order.productTitle,
          order.version,
          order.email,
          (row.amount_cents / 100).toFixed(2),
          order.currency,
          (row.fee_cents / 100).toFixed(2),
          order.status,
          order.refundedAt,
          order.downloads,
        ]),
      )
    }
    const last = rows.at(-1)
    if (rows.length < CSV_BATCH || !last) break
    after = { createdAt: last.created_key, id: last.id }
  }
  return parts.join('')
}

const notFound = () => new AppError('not_found', 'There is no such order.')

/**
 * The creator refunds a paid order in full: a local one at once; a Stripe Connect one on the
 * creator's account first, then here. The links turn off (410) either way; the charge.refunded
 * event Stripe sends afterwards finds the order refunded and changes nothing.
 */
export async function refundOrder(deps: SellingDeps, userId: string, orderId: string): Promise<Order> {
  const order = await findOrderOf(deps.db, userId, orderId)
  if (!order) throw notFound()
  if (order.status !== 'paid') throw new AppError('order_not_refundable')
  if (order.checkout_mode === 'stripe-connect') {
    if (!deps.config.STRIPE_SECRET_KEY)
      throw new AppError('provider_unavailable', 'Stripe is not set up on this server, so it cannot refund.')
    if (!order.stripe_account_id || !order.payment_intent_id) {
      throw new AppError('order_not_refundable', 'Stripe has not reported this payment yet. Try again in a minute.')
    }
    try {
      await refundConnectPayment(connectClient(deps.config), {
        orderId: order.id,
        account: order.stripe_account_id,
        paymentIntentId: order.payment_intent_id,
        feeCents: order.fee_cents,
      })
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeError)) throw error
      log.error(`Order ${order.id}: Stripe refused the refund: ${error.message}`)
      throw new AppError('provider_failed', `Stripe refused the refund: ${error.message}`)
    }
  }
  await markOrderRefunded(deps.db, order.id, deps.now())
  // Refunded now, by this call or one a moment before it (two clicks): either way what was asked.
  const after = await findOrderOf(deps.db, userId, orderId)
  if (!after) throw notFound()
  if (after.status !== 'refunded') throw new AppError('order_not_refundable')
  return orderOf(after)
}
