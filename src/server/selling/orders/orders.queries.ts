import type { OrderStatus, SellCurrency } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'

/**
 * Orders' own SQL (issue 33, decision 132). Every change of an order's state is one conditional
 * update (`… where status = 'pending'`, `… where status = 'paid'`): however many webhooks, retries
 * and double submits arrive at once, only one of them finds the row in the old state, and only that
 * one goes on to deliver. The creator's reads all name the creator.
 */
export interface OrderRow {
  id: string
  user_id: string
  product_id: string
  version_id: string
  kind: 'paid' | 'free'
  email: string
  amount_cents: number
  currency: SellCurrency | null
  fee_cents: number
  status: OrderStatus
  checkout_mode: 'external' | 'stripe-connect' | 'local' | 'free'
  session_id: string | null
  stripe_account_id: string | null
  payment_intent_id: string | null
  download_count: number
  created_at: Date | string
  paid_at: Date | string | null
  refunded_at: Date | string | null
}

/** An order as the creator's screens list it: with its product's title and its version's number. */
export type ListedOrderRow = OrderRow & {
  product_title: string
  version: number
  /** created_at to the microsecond (a JavaScript Date keeps milliseconds): the keyset cursor's time. */
  created_key: string
}

const ORDER_COLUMNS = `o.id, o.user_id, o.product_id, o.version_id, o.kind, o.email, o.amount_cents, o.currency, o.fee_cents,
  o.status, o.checkout_mode, o.session_id, o.stripe_account_id, o.payment_intent_id, o.download_count, o.created_at,
  o.paid_at, o.refunded_at`
const LISTED_COLUMNS = `${ORDER_COLUMNS}, p.title as product_title, v.version,
  to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key`
const LISTED_FROM = `public.orders o join public.products p on p.id = o.product_id join public.product_versions v on v.id = o.version_id`

export interface NewPaidOrder {
  id: string
  userId: string
  productId: string
  versionId: string
  email: string
  amountCents: number
  currency: SellCurrency
  feeCents: number
  checkoutMode: 'local' | 'stripe-connect'
  sessionId: string
  stripeAccountId: string | null
  createdAt: Date
}

export async function insertPendingOrder(db: Queryable, order: NewPaidOrder): Promise<void> {
  await db.query(
    `insert into public.orders (id, user_id, product_id, version_id, kind, email, amount_cents, currency, fee_cents, status,
       checkout_mode, session_id, stripe_account_id, created_at)
     values ($1, $2, $3, $4, 'paid', $5, $6, $7, $8, 'pending', $9, $10, $11, $12)`,
    [
      order.id,
      order.userId,
      order.productId,
      order.versionId,
      order.email.toLowerCase(),
      order.amountCents,
      order.currency,
      order.feeCents,
      order.checkoutMode,
      order.sessionId,
      order.stripeAccountId,
      order.createdAt.toISOString(),
    ],
  )
}

/** A paid product's order by its checkout session (local `cs_local_…` or Stripe's `cs_…`). */
export async function findOrderBySession(db: Queryable, sessionId: string): Promise<OrderRow | undefined> {
  return (await db.query<OrderRow>(`select ${ORDER_COLUMNS} from public.orders o where o.session_id = $1 and o.kind = 'paid'`, [sessionId]))
    .rows[0]
}

/**
 * Pending → paid, once. `account` is the connected account the payment was made on: an order made
 * on another account (another creator's) never matches. Undefined when the order was not pending
 * (already paid, refunded) or is not this session's: the caller then delivers nothing.
 */
export async function markOrderPaid(
  db: Queryable,
  match: { sessionId: string; account: string | null; amountCents: number; currency: string },
  paid: { paymentIntentId: string | null; paidAt: Date },
): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `update public.orders o set status = 'paid', paid_at = $5, payment_intent_id = coalesce($6, o.payment_intent_id)
     where o.session_id = $1 and o.kind = 'paid' and o.status = 'pending'
       and o.stripe_account_id is not distinct from $2 and o.amount_cents = $3 and o.currency = $4
     returning ${ORDER_COLUMNS}`,
    [match.sessionId, match.account, match.amountCents, match.currency.toLowerCase(), paid.paidAt.toISOString(), paid.paymentIntentId],
  )
  return rows[0]
}

/** Paid → refunded, once (the creator's refund, or Stripe's charge.refunded after it: a no-op then). */
export async function markOrderRefunded(db: Queryable, orderId: string, at: Date): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `update public.orders o set status = 'refunded', refunded_at = $2 where o.id = $1 and o.status = 'paid' returning ${ORDER_COLUMNS}`,
    [orderId, at.toISOString()],
  )
  return rows[0]
}

/**
 * A Stripe event about a payment on a connected account: the order paid with that payment intent
 * on that account. Another account's events never reach this account's orders.
 */
export async function findOrderByPayment(db: Queryable, account: string, paymentIntentId: string): Promise<OrderRow | undefined> {
  return (
    await db.query<OrderRow>(
      `select ${ORDER_COLUMNS} from public.orders o
       where o.stripe_account_id = $1 and o.payment_intent_id = $2 and o.checkout_mode = 'stripe-connect'`,
      [account, paymentIntentId],
    )
  ).rows[0]
}

/** Paid (or refunded) → disputed: the buyer's bank took the money back, so the links turn off too. */
export async function markOrderDisputed(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const { rows } = await db.query<OrderRow>(
    `update public.orders o set status = 'disputed' where o.id = $1 and o.status in ('paid', 'refunded') returning ${ORDER_COLUMNS}`,
    [orderId],
  )
  return rows[0]
}

/** One of the creator's sales (never a free order); undefined for anyone else's. */
export async function findOrderOf(db: Queryable, userId: string, orderId: string): Promise<ListedOrderRow | undefined> {
  return (
    await db.query<ListedOrderRow>(`select ${LISTED_COLUMNS} from ${LISTED_FROM} where o.id = $1 and o.user_id = $2 and o.kind = 'paid'`, [
      orderId,
      userId,
    ])
  ).rows[0]
}

export interface OrdersFilter {
  userId: string
  productId?: string
  /** Absent: every order that was paid at some point (paid, refunded, disputed); unpaid checkouts only when asked for. */
  status?: OrderStatus
  /** The last row of the previous page: rows come newest first, by (created_at, id). */
  after?: { createdAt: string; id: string }
  limit: number
}

/** The creator's sales, newest first, one keyset page (`limit` rows). */
export async function listOrdersOf(db: Queryable, filter: OrdersFilter): Promise<ListedOrderRow[]> {
  const params: unknown[] = [filter.userId]
  const where = [`o.user_id = $1`, `o.kind = 'paid'`]
  if (filter.productId) {
    params.push(filter.productId)
    where.push(`o.product_id = $${params.length}`)
  }
  if (filter.status) {
    params.push(filter.status)
    where.push(`o.status = $${params.length}`)
  } else {
    where.push(`o.status <> 'pending'`)
  }
  if (filter.after) {
    params.push(filter.after.createdAt, filter.after.id)
    where.push(`(o.created_at, o.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`)
  }
  params.push(filter.limit)
  const { rows } = await db.query<ListedOrderRow>(
    `select ${LISTED_COLUMNS} from ${LISTED_FROM} where ${where.join(' and ')}
     order by o.created_at desc, o.id desc limit $${params.length}`,
    params,
  )
  return rows
}
