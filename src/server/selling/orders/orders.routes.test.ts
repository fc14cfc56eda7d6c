import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { type FixtureProduct, insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import type { Order } from '@core/selling-schemas.ts'
import { csvCell } from '../shared/csv.ts'

interface Seed {
  email?: string
  status?: 'pending' | 'paid' | 'refunded' | 'disputed'
  kind?: 'paid' | 'free'
  amountCents?: number
  feeCents?: number
  createdAt: string
}

/** An order straight into the table, as the checkout would have left it. */
async function seedOrder(app: TestApp, userId: string, product: FixtureProduct, seed: Seed): Promise<string> {
  const id = randomUUID()
  const kind = seed.kind ?? 'paid'
  const status = seed.status ?? 'paid'
  await app.db.query(
    `insert into public.orders (id, user_id, product_id, version_id, kind, email, amount_cents, currency, fee_cents, status,
       checkout_mode, session_id, created_at, paid_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
    [
      id,
      userId,
      product.productId,
      product.versionId,
      kind,
      seed.email ?? `buyer-${id.slice(0, 6)}@example.com`,
      kind === 'free' ? 0 : (seed.amountCents ?? 1900),
      kind === 'free' ? null : 'usd',
      seed.feeCents ?? 0,
      status,
      kind === 'free' ? 'free' : 'local',
      kind === 'free' ? null : `cs_local_${id}`,
      seed.createdAt,
      status === 'pending' ? null : seed.createdAt,
    ],
  )
  return id
}

const minute = (n: number) => new Date(Date.UTC(2030, 0, 7, 9, n)).toISOString()

describe.each(databaseKinds)('the orders API on %s', (kind) => {
  let app: TestApp
  let seller: ApiUser
  let other: ApiUser
  let book: FixtureProduct
  let planner: FixtureProduct
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    app = await startTestApp({ kind, clock: new TestClock() })
    seller = await signedInUser(app, `orders-${kind}`)
    other = await signedInUser(app, `other-${kind}`)
    book = await insertProduct(app.db, { userId: seller.id, title: 'Swing Stronger' })
    planner = await insertProduct(app.db, { userId: seller.id, title: '=HYPERLINK("http://evil.example","Click, "here"")' })
    ids.a = await seedOrder(app, seller.id, book, { createdAt: minute(1), email: 'ann@example.com' })
    ids.b = await seedOrder(app, seller.id, planner, { createdAt: minute(2), email: '+cmd@example.com', feeCents: 190 })
    ids.c = await seedOrder(app, seller.id, book, { createdAt: minute(3), status: 'refunded' })
    ids.d = await seedOrder(app, seller.id, book, { createdAt: minute(4), status: 'disputed' })
    ids.e = await seedOrder(app, seller.id, book, { createdAt: minute(5) })
    // Not sales: an unpaid checkout and a lead magnet's free order.
    ids.pending = await seedOrder(app, seller.id, book, { createdAt: minute(6), status: 'pending' })
    ids.free = await seedOrder(app, seller.id, book, { createdAt: minute(7), kind: 'free' })
    // Same minute as e: the keyset's tie-break by id keeps every row on exactly one page.
    ids.f = await seedOrder(app, seller.id, book, { createdAt: minute(5) })
    const elsewhere = await insertProduct(app.db, { userId: other.id })
    ids.others = await seedOrder(app, other.id, elsewhere, { createdAt: minute(8) })
  })
  afterAll(() => app.close())

  const list = async (query = '', token = seller.token) => {
    const res = await callApi(app, `/selling/orders${query}`, { token })
    expect(res.status).toBe(200)
    return (await res.json()) as { orders: Order[]; next: string | null }
  }

  it('lists the creator’s sales newest first (no unpaid checkouts, no free orders, nobody else’s), in the major unit', async () => {
    const { orders, next } = await list()
    expect(next).toBeNull()
    expect(orders.map((o) => o.id).sort()).toEqual([ids.a, ids.b, ids.c, ids.d, ids.e, ids.f].sort())
    expect(
      orders
        .slice(0, 2)
        .map((o) => o.id)
        .sort(),
    ).toEqual([ids.e, ids.f].sort())
    expect(orders.slice(2).map((o) => o.id)).toEqual([ids.d, ids.c, ids.b, ids.a])
    expect(orders.find((o) => o.id === ids.b)).toEqual({
      id: ids.b,
      productId: planner.productId,
      productTitle: '=HYPERLINK("http://evil.example","Click, "here"")',
      email: '+cmd@example.com',
      amount: 19,
      currency: 'usd',
      fee: 1.9,
      status: 'paid',
      version: 1,
      downloads: 0,
      createdAt: minute(2),
      paidAt: minute(2),
      refundedAt: null,
    })
    expect((await list('', other.token)).orders.map((o) => o.id)).toEqual([ids.others])
  })

  it('filters by status and product; pending only when asked for', async () => {
    expect((await list('?status=refunded')).orders.map((o) => o.id)).toEqual([ids.c])
    expect((await list('?status=pending')).orders.map((o) => o.id)).toEqual([ids.pending])
    expect((await list(`?product=${planner.productId}`)).orders.map((o) => o.id)).toEqual([ids.b])
    const bad = await callApi(app, '/selling/orders?status=lost', { token: seller.token })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { code: string }).code).toBe('validation_failed')
  })

  it('pages with a keyset cursor: every sale exactly once, in order; a made-up cursor is a 400', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page: { orders: Order[]; next: string | null } = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      seen.push(...page.orders.map((o) => o.id))
      cursor = page.next
      pages++
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toEqual((await list()).orders.map((o) => o.id))
    for (const cursor of ['nope', Buffer.from('2030-01-01T00:00:00Z|x').toString('base64url')]) {
      const res = await callApi(app, `/selling/orders?cursor=${cursor}`, { token: seller.token })
      expect(res.status).toBe(400)
    }
  })

  it('exports the same sales as RFC 4180 CSV, with formulas defused', async () => {
    const res = await callApi(app, '/selling/orders.csv', { token: seller.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain('filename="orders-2030-01-07.csv"')
    const text = await res.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('order_id,created_at,paid_at,product,version,email,amount,currency,fee,status,refunded_at,downloads')
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(8)
    const row = lines.find((line) => line.startsWith(ids.b!))
    expect(row).toBe(
      `${ids.b},${minute(2)},${minute(2)},"'=HYPERLINK(""http://evil.example"",""Click, ""here"""")",1,'+cmd@example.com,19.00,usd,1.90,paid,,0`,
    )
    expect(text).not.toContain(ids.pending)
    expect(text).not.toContain(ids.others)
    const refunded = await callApi(app, `/selling/orders.csv?status=refunded&product=${book.productId}`, { token: seller.token })
    expect((await refunded.text()).split('\r\n')).toHaveLength(3)
  })

  it('refunds a paid local order at once; a second refund, an unpaid or disputed one is 409; another creator’s or a malformed id 404', async () => {
    const refund = (id: string, token = seller.token) => callApi(app, `/selling/orders/${id}/refund`, { method: 'POST', token })
    expect((await refund(ids.a!, other.token)).status).toBe(404)
    expect((await refund(ids.others!)).status).toBe(404)
    expect((await refund('not-a-uuid')).status).toBe(404)
    expect((await refund(randomUUID())).status).toBe(404)
    expect((await refund(ids.free!)).status).toBe(404)
    const res = await refund(ids.a!)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: ids.a, status: 'refunded', refundedAt: '2030-01-07T00:00:00.000Z' })
    for (const id of [ids.a!, ids.pending!, ids.d!]) {
      const refused = await refund(id)
      expect(refused.status).toBe(409)
      expect(((await refused.json()) as { code: string }).code).toBe('order_not_refundable')
    }
  })

  it('is for signed-in creators only', async () => {
    expect((await callApi(app, '/selling/orders')).status).toBe(401)
    expect((await callApi(app, '/selling/orders.csv')).status).toBe(401)
    expect((await callApi(app, `/selling/orders/${ids.e}/refund`, { method: 'POST' })).status).toBe(401)
  })
})

describe('csvCell', () => {
  it('quotes what RFC 4180 needs and defuses what a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
    expect(csvCell('=1+1')).toBe("'=1+1")
    expect(csvCell('+1')).toBe("'+1")
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tx')).toBe("'\tx")
    expect(csvCell(null)).toBe('')
    expect(csvCell(0)).toBe('0')
  })
})
