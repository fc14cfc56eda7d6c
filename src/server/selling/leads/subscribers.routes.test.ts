import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscribersPageSchema, type Subscriber } from '@core/selling-schemas.ts'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { type FixtureProduct, insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'

const WORDING = 'Send me this free download and occasional e-mails from "Dana", Golf. I can unsubscribe at any time with one click.'

describe.each(databaseKinds)('subscribers API on %s', (kind) => {
  let app: TestApp
  let creator: ApiUser
  let other: ApiUser
  let product: FixtureProduct
  let second: FixtureProduct

  /** A subscriber straight into the tables, with a consent record (and a free order when confirmed). */
  async function insertSubscriber(
    owner: string,
    productOf: FixtureProduct,
    email: string,
    options: { status?: 'unconfirmed' | 'confirmed' | 'unsubscribed'; createdAt?: string; name?: string } = {},
  ): Promise<string> {
    const status = options.status ?? 'confirmed'
    const createdAt = options.createdAt ?? '2030-01-01T00:00:00.000Z'
    const row = await app.db.query<{ id: string }>(
      `insert into public.subscribers (user_id, email, name, status, source_product_id, confirmed_at, unsubscribed_at, created_at)
       values ($1, $2, $3, $4, $5, case when $4 = 'unconfirmed' then null else $6::timestamptz end,
               case when $4 = 'unsubscribed' then $6::timestamptz end, $6) returning id`,
      [owner, email, options.name ?? null, status, productOf.productId, createdAt],
    )
    const id = row.rows[0]!.id
    await app.db.query(
      `insert into public.consents (subscriber_id, user_id, product_id, email, wording, source_ip, created_at) values ($1, $2, $3, $4, $5, '10.0.0.1', $6)`,
      [id, owner, productOf.productId, email, WORDING, createdAt],
    )
    if (status !== 'unconfirmed') {
      await app.db.query(
        `insert into public.orders (user_id, product_id, version_id, kind, email, status, checkout_mode, subscriber_id)
         values ($1, $2, $3, 'free', $4, 'paid', 'free', $5)`,
        [owner, productOf.productId, productOf.versionId, email, id],
      )
    }
    return id
  }

  let ids: string[]
  beforeAll(async () => {
    app = await startTestApp({ kind })
    creator = await signedInUser(app, 'lists')
    other = await signedInUser(app, 'other')
    product = await insertProduct(app.db, { userId: creator.id, priceKind: 'free', title: 'Swing Stronger' })
    second = await insertProduct(app.db, { userId: creator.id, priceKind: 'free', title: 'Putt Better' })
    // Five of the creator's, two sharing a creation time (the id breaks the tie), one of another creator's.
    ids = [
      await insertSubscriber(creator.id, product, 'a@example.com', { createdAt: '2030-01-01T00:00:01.000001Z' }),
      await insertSubscriber(creator.id, product, 'b@example.com', { createdAt: '2030-01-01T00:00:02Z', status: 'unconfirmed' }),
      await insertSubscriber(creator.id, second, 'c@example.com', { createdAt: '2030-01-01T00:00:03Z' }),
      await insertSubscriber(creator.id, second, 'd@example.com', { createdAt: '2030-01-01T00:00:03Z', status: 'unsubscribed' }),
      await insertSubscriber(creator.id, product, '=1+2@example.com', { createdAt: '2030-01-01T00:00:04Z', name: '-Mallory, "M"' }),
    ]
    const otherProduct = await insertProduct(app.db, { userId: other.id, priceKind: 'free' })
    await insertSubscriber(other.id, otherProduct, 'a@example.com')
  })
  afterAll(() => app.close())

  const list = async (query: string, token = creator.token) => {
    const res = await callApi(app, `/selling/subscribers${query}`, { token })
    expect(res.status).toBe(200)
    return subscribersPageSchema.parse(await res.json())
  }

  it('pages through the creator’s own subscribers, newest first, with keyset cursors', async () => {
    const seen: Subscriber[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const page = await list(`?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      expect(page.subscribers.length).toBeLessThanOrEqual(2)
      seen.push(...page.subscribers)
      cursor = page.next
      pages++
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(seen.map((s) => s.email)).toHaveLength(5)
    expect(new Set(seen.map((s) => s.id))).toEqual(new Set(ids))
    expect(seen[0]!.email).toBe('=1+2@example.com')
    expect(seen.at(-1)!.email).toBe('a@example.com')
    const tied = seen.filter((s) => ['c@example.com', 'd@example.com'].includes(s.email)).map((s) => s.id)
    expect(tied).toEqual([...tied].sort().reverse())

    const first = seen.at(-1)!
    expect(first).toEqual({
      id: ids[0],
      email: 'a@example.com',
      status: 'confirmed',
      sourceProductId: product.productId,
      sourceTitle: 'Swing Stronger',
      consentedAt: '2030-01-01T00:00:01.000Z',
      consentText: WORDING,
      confirmedAt: '2030-01-01T00:00:01.000Z',
      unsubscribedAt: null,
    })
  })

  it('filters by status and by the product whose form they used', async () => {
    expect((await list('?status=unconfirmed')).subscribers.map((s) => s.email)).toEqual(['b@example.com'])
    expect((await list('?status=unsubscribed')).subscribers.map((s) => s.unsubscribedAt)).toEqual(['2030-01-01T00:00:03.000Z'])
    expect((await list(`?product=${second.productId}`)).subscribers.map((s) => s.email).sort()).toEqual(['c@example.com', 'd@example.com'])
  })

  it('refuses a bad query or cursor with 400 and strangers with 401', async () => {
    for (const query of ['?limit=0', '?limit=201', '?status=maybe', '?product=nope', '?cursor=bm90LWEtY3Vyc29y']) {
      const res = await callApi(app, `/selling/subscribers${query}`, { token: creator.token })
      expect(res.status, query).toBe(400)
      expect(((await res.json()) as { code: string }).code).toBe('validation_failed')
    }
    expect((await callApi(app, '/selling/subscribers')).status).toBe(401)
    expect((await callApi(app, '/selling/subscribers.csv')).status).toBe(401)
  })

  it('exports every subscriber as RFC 4180 CSV with formula-safe cells', async () => {
    const res = await callApi(app, '/selling/subscribers.csv', { token: creator.token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"/)
    const text = await res.text()
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('email,name,status,source_product,consented_at,consent_wording,confirmed_at,unsubscribed_at,created_at')
    expect(lines).toHaveLength(7) // header, five rows, the empty string after the last CRLF
    const quoted = `"${WORDING.replace(/"/g, '""')}"`
    expect(lines[1]).toBe(
      `'=1+2@example.com,"'-Mallory, ""M""",confirmed,Swing Stronger,2030-01-01T00:00:04.000Z,${quoted},2030-01-01T00:00:04.000Z,,2030-01-01T00:00:04.000Z`,
    )
    expect(text).not.toContain('\n=')
    expect(text).not.toMatch(/(^|,)=/m)
    // Only the creator's own.
    const others = await (await callApi(app, '/selling/subscribers.csv', { token: other.token })).text()
    expect(others.split('\r\n')).toHaveLength(3)
  })

  it('erases a subscriber with their consent records and free orders; another creator gets 404', async () => {
    const target = await insertSubscriber(creator.id, product, 'erase-me@example.com')
    expect((await callApi(app, `/selling/subscribers/${target}`, { method: 'DELETE', token: other.token })).status).toBe(404)
    expect((await callApi(app, '/selling/subscribers/not-a-uuid', { method: 'DELETE', token: creator.token })).status).toBe(404)
    expect((await callApi(app, `/selling/subscribers/${target}`, { method: 'DELETE' })).status).toBe(401)

    const res = await callApi(app, `/selling/subscribers/${target}`, { method: 'DELETE', token: creator.token })
    expect(res.status).toBe(204)
    const left = await app.db.query<{ n: number }>(
      `select (select count(*) from public.subscribers where id = $1)
            + (select count(*) from public.consents where subscriber_id = $1 or email = $2)
            + (select count(*) from public.orders where subscriber_id = $1 or email = $2) as n`,
      [target, 'erase-me@example.com'],
    )
    expect(Number(left.rows[0]!.n)).toBe(0)
    expect((await callApi(app, `/selling/subscribers/${target}`, { method: 'DELETE', token: creator.token })).status).toBe(404)
    // The other creator's subscriber with an address of this list is untouched.
    const kept = await app.db.query(`select id from public.subscribers where user_id = $1`, [other.id])
    expect(kept.rowCount).toBe(1)
  })
})
