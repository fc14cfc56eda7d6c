import type { Queryable } from '../../db/database.ts'

/**
 * The sales dashboard's SQL (decision 130): one creator's rows only, every query names the owner,
 * grouped by product and UTC day over [from, to] (dates, inclusive). An order counts on the day it
 * was paid; a confirmed opt-in on the day it was confirmed, for the product whose form it came from.
 */
export interface StatsWindow {
  userId: string
  /** `YYYY-MM-DD`, inclusive. */
  from: string
  to: string
  /** One product (already checked to be the creator's), or all. */
  productId: string | null
}

const UTC_DAY = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`
const params = (w: StatsWindow) => [w.userId, w.from, w.to, w.productId]

export async function viewsByDay(db: Queryable, w: StatsWindow) {
  return (
    await db.query<{ product_id: string; day: string; views: number }>(
      `select v.product_id, to_char(v.day, 'YYYY-MM-DD') as day, v.views
       from public.product_page_views v join public.products p on p.id = v.product_id
       where p.user_id = $1 and v.day between $2::date and $3::date and ($4::uuid is null or v.product_id = $4::uuid)`,
      params(w),
    )
  ).rows
}

export async function optInsByDay(db: Queryable, w: StatsWindow) {
  return (
    await db.query<{ product_id: string | null; day: string; opt_ins: string }>(
      `select source_product_id as product_id, ${UTC_DAY('confirmed_at')} as day, count(*) as opt_ins
       from public.subscribers
       where user_id = $1 and confirmed_at is not null
         and confirmed_at >= $2::date::timestamp at time zone 'UTC' and confirmed_at < ($3::date + 1)::timestamp at time zone 'UTC'
         and ($4::uuid is null or source_product_id = $4::uuid)
       group by 1, 2`,
      params(w),
    )
  ).rows
}

/** Paid orders (paid, refunded or disputed: money that came in), with revenue from the ones still paid. */
export async function ordersByDay(db: Queryable, w: StatsWindow) {
  return (
    await db.query<{
      product_id: string
      day: string
      currency: string | null
      orders: string
      refunds: string
      revenue_cents: string | null
    }>(
      `select product_id, ${UTC_DAY('coalesce(paid_at, created_at)')} as day, currency,
         count(*) as orders,
         count(*) filter (where status in ('refunded', 'disputed')) as refunds,
         sum(amount_cents) filter (where status = 'paid') as revenue_cents
       from public.orders
       where user_id = $1 and kind = 'paid' and status in ('paid', 'refunded', 'disputed')
         and coalesce(paid_at, created_at) >= $2::date::timestamp at time zone 'UTC'
         and coalesce(paid_at, created_at) < ($3::date + 1)::timestamp at time zone 'UTC'
         and ($4::uuid is null or product_id = $4::uuid)
       group by 1, 2, 3`,
      params(w),
    )
  ).rows
}
