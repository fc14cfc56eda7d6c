import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { sellingSigner } from '../shared/signed-token.ts'

// deliverOrder (the delivery engineer's) is called after the order commits; counted here.
const delivered = vi.hoisted(() => [] as string[])
vi.mock('../delivery/deliver-order.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../delivery/deliver-order.ts')>()
  return {
    ...actual,
    deliverOrder: vi.fn(async (...args: Parameters<typeof actual.deliverOrder>) => {
      delivered.push(args[1])
      return actual.deliverOrder(...args)
    }),
  }
})

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' }

interface OrderState {
  id: string
  status: string
  amount_cents: number
  currency: string
  email: string
  checkout_mode: string
  session_id: string
  version_id: string
  paid_at: Date | null
  created_at: Date
}

function buyPage(app: TestApp) {
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    })
  const orders = async (productId: string) =>
    (
      await app.db.query<OrderState>(
        `select id, status, amount_cents, currency, email, checkout_mode, session_id, version_id, paid_at, created_at
         from public.orders where product_id = $1 order by created_at`,
        [productId],
      )
    ).rows
  return { post, orders }
}

describe('the buy form and the local checkout for an order', () => {
  let app: TestApp
  let clock: TestClock
  let sellerId: string
  beforeAll(async () => {
    clock = new TestClock()
    app = await startTestApp({ clock })
    sellerId = (await signedInUser(app, 'seller')).id
  })
  afterAll(() => app.close())
  beforeEach(() => {
    delivered.length = 0
    // A new hour's window for the per-IP limit in every test.
    clock.advance(3600)
  })

  it('buy → a pending order → the local checkout page → 4242 pays it once, delivers once, and leads to the download page', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId, amount: 19, title: 'Swing <Stronger>' })
    const res = await post(`/p/${product.slug}/buy`, { email: 'Buyer@Example.com', website: '' })
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^\/checkout\/local\/order\/cs_local_[A-Za-z0-9_-]{32}$/)

    const [order] = await orders(product.productId)
    expect(order).toMatchObject({
      status: 'pending',
      amount_cents: 1900,
      currency: 'usd',
      email: 'buyer@example.com',
      checkout_mode: 'local',
      version_id: product.versionId,
      session_id: location.split('/').at(-1),
    })
    expect(new Date(order!.created_at).toISOString()).toBe(clock.now().toISOString())

    const page = await app.request(location)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    for (const text of [
      'Swing &lt;Stronger&gt;',
      'by Dana Reyes',
      '$19',
      'PDF, EPUB',
      'buyer@example.com',
      'Test mode — no real card is charged',
      'value="4242 4242 4242 4242"',
      `action="${location}/pay"`,
    ]) {
      expect(html).toContain(text)
    }
    expect(html).not.toContain('<Stronger>')

    const paid = await post(`${location}/pay`, card)
    expect(paid.status).toBe(303)
    const download = paid.headers.get('location') ?? ''
    expect(download).toMatch(new RegExp(`^${app.url}/d/`))
    const token = download.split('/d/')[1] ?? ''
    expect((await sellingSigner(app.db)).verify('download-page', token)?.id).toBe(order!.id)
    expect(delivered).toEqual([order!.id])

    // A double submit, a refresh, the Back button: still one paid order, delivered once.
    const again = await post(`${location}/pay`, card)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(download)
    const reopened = await app.request(location, { redirect: 'manual' })
    expect(reopened.status).toBe(303)
    expect(reopened.headers.get('location')).toBe(download)
    expect(delivered).toEqual([order!.id])
    const [after] = await orders(product.productId)
    expect(after).toMatchObject({ status: 'paid' })
    expect(new Date(after!.paid_at!).toISOString()).toBe(clock.now().toISOString())
  })

  it('the declined test card stays on the page with the reason; the order stays pending and nothing is delivered', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId })
    const location = (await post(`/p/${product.slug}/buy`, { email: 'decline@example.com' })).headers.get('location') ?? ''
    const res = await post(`${location}/pay`, { ...card, cardNumber: '4000 0000 0000 0002' })
    expect(res.status).toBe(402)
    expect(await res.text()).toContain('Your card was declined.')
    const bad = await post(`${location}/pay`, { ...card, cvc: '1', name: '"><script>alert(1)</script>' })
    expect(bad.status).toBe(400)
    const html = await bad.text()
    expect(html).toContain('Your card&#39;s security code is incomplete.')
    expect(html).not.toContain('<script>alert(1)')
    expect((await orders(product.productId)).map((o) => o.status)).toEqual(['pending'])
    expect(delivered).toEqual([])
  })

  it('pay what you want: the amount chosen, at least the minimum; none given is the suggested price', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId, priceKind: 'pwyw', amount: 12, minimum: 5, currency: 'eur' })
    const low = await post(`/p/${product.slug}/buy`, { email: 'low@example.com', amount: '4.99' })
    expect(low.status).toBe(400)
    expect(low.headers.get('content-type')).toMatch(/^text\/html/)
    const lowHtml = await low.text()
    expect(lowHtml).toContain('The lowest price for this is €5.')
    expect(lowHtml).toContain(`href="/p/${product.slug}"`)
    for (const amount of ['abc', '7.123', '-3', 'Infinity', '20000']) {
      expect((await post(`/p/${product.slug}/buy`, { email: 'odd@example.com', amount })).status).toBe(400)
    }
    expect(await orders(product.productId)).toEqual([])

    expect((await post(`/p/${product.slug}/buy`, { email: 'generous@example.com', amount: '7.5' })).status).toBe(303)
    expect((await post(`/p/${product.slug}/buy`, { email: 'default@example.com', amount: '' })).status).toBe(303)
    // One clock instant: both orders have the same time, so sorted by address.
    expect((await orders(product.productId)).map((o) => [o.email, o.amount_cents, o.currency]).sort()).toEqual([
      ['default@example.com', 1200, 'eur'],
      ['generous@example.com', 750, 'eur'],
    ])
  })

  it('a fixed price is the product’s own whatever amount the form sends', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId, amount: 29 })
    expect((await post(`/p/${product.slug}/buy`, { email: 'cheap@example.com', amount: '1' })).status).toBe(303)
    expect((await orders(product.productId)).map((o) => o.amount_cents)).toEqual([2900])
  })

  it('a free product is not for sale (404), an unpublished one is gone (410), an unknown one 404: pages, never JSON', async () => {
    const { post } = buyPage(app)
    const free = await insertProduct(app.db, { userId: sellerId, priceKind: 'free' })
    const withdrawn = await insertProduct(app.db, { userId: sellerId, status: 'unpublished' })
    const answers = await Promise.all(
      [free.slug, withdrawn.slug, 'no-such-product', 'Bad..Slug', 'x'.repeat(200)].map((slug) =>
        post(`/p/${slug}/buy`, { email: 'a@example.com' }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual([404, 410, 404, 404, 404])
    for (const res of answers) expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await answers[1]!.text()).toContain('No longer for sale')
  })

  it('bad forms are 400 pages that say what is wrong, and store nothing', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId })
    const noEmail = await post(`/p/${product.slug}/buy`, {})
    expect(noEmail.status).toBe(400)
    expect(await noEmail.text()).toContain('Check your order')
    const badEmail = await post(`/p/${product.slug}/buy`, { email: 'not an address' })
    expect(badEmail.status).toBe(400)
    expect(await badEmail.text()).toContain('Enter a valid e-mail address.')
    const json = await app.request(`/p/${product.slug}/buy`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@example.com"',
    })
    expect(json.status).toBe(400)
    const multipart = new FormData()
    multipart.append('email', new Blob(['x']), 'email.txt')
    expect((await app.request(`/p/${product.slug}/buy`, { method: 'POST', body: multipart })).status).toBe(400)
    expect(await orders(product.productId)).toEqual([])
  })

  it('the honeypot: a filled `website` field starts no order', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId })
    const res = await post(`/p/${product.slug}/buy`, { email: 'bot@example.com', website: 'https://spam.example' })
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await orders(product.productId)).toEqual([])
  })

  it('an unknown, forged or other-mode checkout session is a 404 page that does not echo it', async () => {
    const res = await app.request('/checkout/local/order/cs_local_%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Checkout not found')
    expect(html).not.toContain('alert(1)')
    const { post } = buyPage(app)
    expect((await post('/checkout/local/order/cs_local_nope/pay', card)).status).toBe(404)
  })

  it('a local checkout left open for a day has expired: 410, and it can no longer be paid', async () => {
    const { post, orders } = buyPage(app)
    const product = await insertProduct(app.db, { userId: sellerId })
    const location = (await post(`/p/${product.slug}/buy`, { email: 'late@example.com' })).headers.get('location') ?? ''
    clock.advance(24 * 3600)
    expect((await app.request(location)).status).toBe(410)
    const res = await post(`${location}/pay`, card)
    expect(res.status).toBe(410)
    expect(await res.text()).toContain('Checkout expired')
    expect((await orders(product.productId)).map((o) => o.status)).toEqual(['pending'])
  })
})

describe('the per-IP order limit', () => {
  let app: TestApp
  let clock: TestClock
  beforeAll(async () => {
    clock = new TestClock()
    app = await startTestApp({ clock, env: { ORDERS_PER_IP_PER_HOUR: '3', TRUST_PROXY: 'true' } })
  })
  afterAll(() => app.close())

  it('counts orders per client address in the database: the fourth in an hour is a 429 page, another address and the next hour go on', async () => {
    const sellerId = (await signedInUser(app, 'limited')).id
    const product = await insertProduct(app.db, { userId: sellerId })
    const { post, orders } = buyPage(app)
    const from = (ip: string) => post(`/p/${product.slug}/buy`, { email: 'a@example.com' }, { 'x-forwarded-for': ip })
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.7')).status)
    expect(statuses).toEqual([303, 303, 303, 429])
    const limited = await from('203.0.113.7')
    expect(await limited.text()).toContain('Too many orders')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await from('198.51.100.1')).status).toBe(303)
    clock.advance(3600)
    expect((await from('203.0.113.7')).status).toBe(303)
    expect(await orders(product.productId)).toHaveLength(5)
  })
})

describe('the external checkout mode', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { SELL_CHECKOUT: 'external' } })
  })
  afterAll(() => app.close())

  it("sends the buyer to the creator's own checkout and stores no order; no local checkout is served", async () => {
    const sellerId = (await signedInUser(app, 'external')).id
    const product = await insertProduct(app.db, { userId: sellerId, checkoutUrl: 'https://example.gumroad.com/l/swing' })
    const { post, orders } = buyPage(app)
    const res = await post(`/p/${product.slug}/buy`, { email: 'a@example.com' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('https://example.gumroad.com/l/swing')
    expect(await orders(product.productId)).toEqual([])
    const noUrl = await insertProduct(app.db, { userId: sellerId })
    expect((await post(`/p/${noUrl.slug}/buy`, { email: 'a@example.com' })).status).toBe(409)
    expect((await app.request('/checkout/local/order/cs_local_x')).status).not.toBe(200)
  })
})

describe.each(databaseKinds)('paying a local order on %s', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('five pay submits at once mark it paid once and deliver once', async () => {
    delivered.length = 0
    const sellerId = (await signedInUser(app, `race-${kind}`)).id
    const product = await insertProduct(app.db, { userId: sellerId })
    const { post, orders } = buyPage(app)
    const location = (await post(`/p/${product.slug}/buy`, { email: 'race@example.com' })).headers.get('location') ?? ''
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(`${location}/pay`, card)))
    expect(answers.map((res) => res.status)).toEqual([303, 303, 303, 303, 303])
    const [order] = await orders(product.productId)
    expect(order?.status).toBe('paid')
    expect(delivered).toEqual([order!.id])
  })
})
