import type { SalesStats } from '@core/selling-schemas.ts'
import type { StatsRange } from '@core/selling.ts'
import type { Queryable } from '../../db/database.ts'
import { AppError } from '../../http/app-error.ts'
import { listProductsOf } from '../shared/selling.queries.ts'
import { optInsByDay, ordersByDay, viewsByDay } from './stats.queries.ts'

type Totals = SalesStats['totals']

const empty = (): Totals => ({ views: 0, optIns: 0, orders: 0, revenue: {}, refunds: 0, conversion: 0 })
const DAY_MS = 86_400_000

/** The UTC days of the range ending today, oldest first. */
export function rangeDays(range: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: range }, (_, i) => new Date(today - (range - 1 - i) * DAY_MS).toISOString().slice(0, 10))
}

/** (paid orders + confirmed opt-ins) ÷ views, 0 without views; four decimals. */
const finish = (t: Totals): Totals => ({
  ...t,
  revenue: Object.fromEntries(Object.entries(t.revenue).map(([c, cents]) => [c, Math.round(cents) / 100])),
  conversion: t.views === 0 ? 0 : Math.round(((t.orders + t.optIns) / t.views) * 10_000) / 10_000,
})

/**
 * GET /api/selling/stats (decision 130): per day, per product and in total over the range, for the
 * signed-in creator's products only; another creator's product id is a 404 like an unknown one.
 * Revenue is summed in cents and turned into the major unit at the end.
 */
export async function salesStats(
  db: Queryable,
  userId: string,
  query: { range: StatsRange; product?: string },
  now: Date,
): Promise<SalesStats> {
  const days = rangeDays(query.range, now)
  const products = (await listProductsOf(db, userId)).filter((p) => !query.product || p.id === query.product)
  if (query.product && products.length === 0) throw new AppError('not_found', 'No such product.')
  const window = { userId, from: days[0]!, to: days[days.length - 1]!, productId: query.product ?? null }
  const [views, optIns, orders] = await Promise.all([viewsByDay(db, window), optInsByDay(db, window), ordersByDay(db, window)])

  const total = empty()
  const byDay = new Map(days.map((d) => [d, empty()]))
  const byProduct = new Map(products.map((p) => [p.id, empty()]))
  // Cents while adding up; the finish turns them into the major unit.
  const add = (productId: string | null, day: string, f: (t: Totals) => void) => {
    for (const t of [total, byDay.get(day), productId ? byProduct.get(productId) : undefined]) if (t) f(t)
  }
  for (const row of views) add(row.product_id, row.day, (t) => (t.views += Number(row.views)))
  for (const row of optIns) add(row.product_id, row.day, (t) => (t.optIns += Number(row.opt_ins)))
  for (const row of orders)
    add(row.product_id, row.day, (t) => {
      t.orders += Number(row.orders)
      t.refunds += Number(row.refunds)
      // Only currencies that brought money in: a refunded sale adds none.
      const cents = Number(row.revenue_cents ?? 0)
      if (row.currency && cents > 0) t.revenue[row.currency] = (t.revenue[row.currency] ?? 0) + cents
    })

  return {
    range: query.range,
    totals: finish(total),
    days: days.map((day) => ({ day, ...finish(byDay.get(day)!) })),
    products: products.map((p) => ({ productId: p.id, title: p.title, slug: p.slug, ...finish(byProduct.get(p.id)!) })),
  }
}
