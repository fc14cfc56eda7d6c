import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { statsSchema, type SalesStats } from '@core/selling-schemas.ts'
import { callApi, signedInUser, type ApiUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { insertProduct, type FixtureProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import type { Queryable } from '../../db/database.ts'
import { rangeDays } from './stats.handlers.ts'

const NOW = '2030-01-07T12:00:00.000Z'
const TODAY = '2030-01-07'
const YESTERDAY = '2030-01-06'
const at = (day: string, time = '10:00:00') => `${day}T${time}Z`

async function subscriber(db: Queryable, userId: string, product: string, status: string, confirmedAt: string | null) {
  await db.query(`insert into public.subscribers (user_id, email, status, source_product_id, confirmed_at) values ($1, $2, $3, $4, $5)`, [
    userId,
    `s-${Math.random().toString(36).slice(2)}@example.com`,
    status,
    product,
    confirmedAt,
  ])
}

async function order(
  db: Queryable,
  userId: string,
  p: FixtureProduct,
  o: { kind?: 'paid' | 'free'; cents: number; currency?: string | null; status: string; paidAt: string | null },
) {
  await db.query(
    `insert into public.orders (user_id, product_id, version_id, kind, email, amount_cents, currency, status, checkout_mode, paid_at, created_at)
     values ($1, $2, $3, $4, 'b@example.com', $5, $6, $7, 'local', $8, coalesce($8::timestamptz, now()))`,
    [userId, p.productId, p.versionId, o.kind ?? 'paid', o.cents, o.currency === undefined ? 'usd' : o.currency, o.status, o.paidAt],
  )
}

async function views(db: Queryable, productId: string, day: string, n: number) {
  await db.query('insert into public.product_page_views (product_id, day, views) values ($1, $2, $3)', [productId, day, n])
}

describe.each(databaseKinds)('GET /api/selling/stats (%s)', (kind) => {
  let app: TestApp
  let creator: ApiUser
  let other: ApiUser
  let paid: FixtureProduct
  let free: FixtureProduct
  let theirs: FixtureProduct

  const stats = async (query: string, user = creator) => {
    const res = await callApi(app, `/selling/stats${query}`, { token: user.token })
    return { status: res.status, body: (await res.json()) as SalesStats & { code?: string } }
  }

  beforeAll(async () => {
    app = await startTestApp({ kind, clock: new TestClock(NOW) })
    creator = await signedInUser(app, 'stats-a')
    other = await signedInUser(app, 'stats-b')
    const db = app.db
    paid = await insertProduct(db, { userId: creator.id, title: 'Paid Guide', amount: 19 })
    free = await insertProduct(db, { userId: creator.id, title: 'Free Checklist', priceKind: 'free' })
    theirs = await insertProduct(db, { userId: other.id, title: 'Their Book', amount: 50 })
    await views(db, paid.productId, YESTERDAY, 10)
    await views(db, paid.productId, TODAY, 5)
    await views(db, paid.productId, '2029-11-28', 7) // 40 days back: in 90, not in 30
    await views(db, free.productId, TODAY, 20)
    await views(db, theirs.productId, TODAY, 100)
    await subscriber(db, creator.id, free.productId, 'confirmed', at(TODAY))
    await subscriber(db, creator.id, free.productId, 'confirmed', at(TODAY, '23:59:59'))
    await subscriber(db, creator.id, free.productId, 'unsubscribed', at(TODAY, '01:00:00')) // confirmed, later left: still an opt-in that day
    await subscriber(db, creator.id, free.productId, 'unconfirmed', null)
    await subscriber(db, other.id, theirs.productId, 'confirmed', at(TODAY))
    await order(db, creator.id, paid, { cents: 1900, status: 'paid', paidAt: at(YESTERDAY) })
    await order(db, creator.id, paid, { cents: 950, currency: 'eur', status: 'paid', paidAt: at(TODAY) })
    await order(db, creator.id, paid, { cents: 1900, status: 'refunded', paidAt: at(TODAY) })
    await order(db, creator.id, paid, { cents: 1900, status: 'pending', paidAt: null })
    await order(db, creator.id, free, { kind: 'free', cents: 0, currency: null, status: 'paid', paidAt: at(TODAY) })
    await order(db, other.id, theirs, { cents: 5000, status: 'paid', paidAt: at(TODAY) })
  })
  afterAll(() => app.close())

  it('adds up views, opt-ins, orders, revenue net of refunds, refunds and conversion per day, per product and in total', async () => {
    const { status, body } = await stats('?range=7')
    expect(status).toBe(200)
    expect(statsSchema.parse(body)).toEqual(body)
    expect(body.range).toBe(7)
    expect(body.totals).toEqual({ views: 35, optIns: 3, orders: 3, revenue: { usd: 19, eur: 9.5 }, refunds: 1, conversion: 0.1714 })
    expect(body.days.map((d) => d.day)).toEqual(rangeDays(7, new Date(NOW)))
    expect(body.days[0]!.day).toBe('2030-01-01')
    expect(body.days.at(-1)).toEqual({ day: TODAY, views: 25, optIns: 3, orders: 2, revenue: { eur: 9.5 }, refunds: 1, conversion: 0.2 })
    expect(body.days.at(-2)).toEqual({ day: YESTERDAY, views: 10, optIns: 0, orders: 1, revenue: { usd: 19 }, refunds: 0, conversion: 0.1 })
    expect(body.days[0]).toEqual({ day: '2030-01-01', views: 0, optIns: 0, orders: 0, revenue: {}, refunds: 0, conversion: 0 })
    const byId = new Map(body.products.map((p) => [p.productId, p]))
    expect([...byId.keys()].sort()).toEqual([paid.productId, free.productId].sort())
    expect(byId.get(paid.productId)).toMatchObject({
      title: 'Paid Guide',
      views: 15,
      optIns: 0,
      orders: 3,
      revenue: { usd: 19, eur: 9.5 },
      refunds: 1,
      conversion: 0.2,
    })
    expect(byId.get(free.productId)).toMatchObject({
      title: 'Free Checklist',
      views: 20,
      optIns: 3,
      orders: 0,
      revenue: {},
      conversion: 0.15,
    })
  })

  it('covers the range asked for, 30 days by default', async () => {
    const month = await stats('')
    expect(month.body.range).toBe(30)
    expect(month.body.days).toHaveLength(30)
    expect(month.body.totals.views).toBe(35)
    const quarter = await stats('?range=90')
    expect(quarter.body.days).toHaveLength(90)
    expect(quarter.body.totals.views).toBe(42)
    expect((await stats('?range=8')).status).toBe(400)
  })

  it('narrows to one product of the creator’s, and answers 404 for another creator’s', async () => {
    const one = await stats(`?range=7&product=${paid.productId}`)
    expect(one.body.totals).toMatchObject({ views: 15, optIns: 0, orders: 3, refunds: 1 })
    expect(one.body.products.map((p) => p.productId)).toEqual([paid.productId])
    const foreign = await stats(`?range=7&product=${theirs.productId}`)
    expect(foreign.status).toBe(404)
    expect(JSON.stringify(foreign.body)).not.toContain('Their Book')
    // The other creator sees only their own.
    const theirsStats = await stats('?range=7', other)
    expect(theirsStats.body.totals).toEqual({ views: 100, optIns: 1, orders: 1, revenue: { usd: 50 }, refunds: 0, conversion: 0.02 })
    expect((await callApi(app, '/selling/stats')).status).toBe(401)
  })

  it('includes the views of a page seen a moment ago', async () => {
    const before = (await stats(`?range=7&product=${free.productId}`)).body.totals.views
    const page = await app.request(`/p/${free.slug}`, { headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15' } })
    expect(page.status).toBe(200)
    expect((await stats(`?range=7&product=${free.productId}`)).body.totals.views).toBe(before + 1)
  })
})
