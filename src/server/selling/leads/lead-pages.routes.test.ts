import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OPT_IN_CONSENT_TEXT } from '@core/selling.ts'
import { signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { mailCount, waitForMail } from '../../../../tests/support/mail.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import { TestClock } from '../../../../tests/support/test-clock.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { loadConfig } from '../../config.ts'
import type { Mail } from '../../mail/mailer.ts'
import { deliverOrder } from '../delivery/deliver-order.ts'
import { sellingDeps } from '../shared/selling-deps.ts'
import { findProductBySlug } from '../shared/selling.queries.ts'
import { isLeadMagnet, optIn } from './lead-pages.handlers.ts'

// Called through to the real one: the test only learns that, and with what, a confirmation delivers.
vi.mock('../delivery/deliver-order.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../delivery/deliver-order.ts')>()
  return { ...real, deliverOrder: vi.fn(real.deliverOrder) }
})

const STORE = 'Dana Reyes Golf'
const IP_LIMIT = 5

let ipCount = 0
/** Each test posts from its own address, so one test's count never reaches another's limit. */
const nextIp = () => `10.33.${Math.floor(++ipCount / 250)}.${ipCount % 250}`
let mailCounter = 0
const newAddress = (tag: string) => `${tag}-${++mailCounter}-${Date.now().toString(36)}@example.com`

describe.each(databaseKinds)('lead magnets on %s', (kind) => {
  let app: TestApp
  const clock = new TestClock()
  let creator: { id: string }

  beforeAll(async () => {
    app = await startTestApp({ kind, clock, env: { TRUST_PROXY: 'true', OPT_INS_PER_IP_PER_HOUR: String(IP_LIMIT) } })
    creator = await signedInUser(app, 'creator')
    await app.db.query(`insert into public.seller_profiles (user_id, store_name, reply_to) values ($1, $2, 'dana@reyes.example')`, [
      creator.id,
      STORE,
    ])
  })
  afterAll(() => app.close())
  // A block, not an arrow that returns the mock: vitest would call a returned function as the test's teardown.
  beforeEach(() => {
    vi.mocked(deliverOrder).mockClear()
  })

  const freeProduct = (options: { status?: 'live' | 'unpublished'; priceKind?: 'free' | 'fixed' } = {}) =>
    insertProduct(app.db, { userId: creator.id, priceKind: options.priceKind ?? 'free', status: options.status ?? 'live' })

  const subscribe = (slug: string, fields: Record<string, string>, ip = nextIp()) =>
    app.request(`/p/${slug}/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams(fields).toString(),
    })

  const subscriberOf = async (email: string) =>
    (
      await app.db.query<{
        id: string
        status: string
        email: string
        source_product_id: string
        confirmed_at: Date | null
        unsubscribed_at: Date | null
      }>(
        'select id, status, email, source_product_id, confirmed_at, unsubscribed_at from public.subscribers where user_id = $1 and email = $2',
        [creator.id, email],
      )
    ).rows[0]

  const outbox = async (to: string) =>
    (
      await app.db.query<{ subject: string; text_body: string; from_address: string; headers: Record<string, string> }>(
        'select subject, text_body, from_address, headers from auth.mail_outbox where to_address = $1 order by created_at desc, id desc',
        [to],
      )
    ).rows

  const linkIn = (text: string, path: '/confirm/' | '/u/' | '/d/') => {
    const match = new RegExp(`${app.url}(${path}[A-Za-z0-9_.-]+)`).exec(text)
    if (!match) throw new Error(`no ${path} link in:\n${text}`)
    return match[1]!
  }

  /** Opts in and confirms: the subscriber is confirmed and has the product's free order. */
  async function confirmedSubscriber(slug: string, email: string) {
    await subscribe(slug, { email })
    const confirm = linkIn((await waitForMail(app, email)).text, '/confirm/')
    const res = await app.request(confirm, { method: 'POST' })
    expect(res.status).toBe(303)
    return { confirm, downloads: res.headers.get('location')! }
  }

  it('opts in, mails a confirmation, confirms only on the POST, and makes one free order delivered once', async () => {
    const product = await freeProduct()
    const ip = nextIp()
    const res = await subscribe(product.slug, { email: '  Reader.One@Example.COM ', name: 'Reader' }, ip)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const page = await res.text()
    expect(page).toContain('Check your inbox')
    expect(page).toContain('We sent a link to confirm')

    const email = 'reader.one@example.com'
    const subscriber = await subscriberOf(email)
    expect(subscriber).toMatchObject({ status: 'unconfirmed', email, source_product_id: product.productId })
    const consents = await app.db.query<{ email: string; wording: string; product_id: string; source_ip: string; created_at: Date }>(
      'select email, wording, product_id, source_ip, created_at from public.consents where subscriber_id = $1',
      [subscriber!.id],
    )
    expect(consents.rows).toEqual([
      { email, wording: OPT_IN_CONSENT_TEXT(STORE), product_id: product.productId, source_ip: ip, created_at: clock.now() },
    ])

    const [mail] = await outbox(email)
    expect(mail!.subject).toBe('Confirm to get Swing Stronger')
    expect(mail!.from_address).toBe('Folio <no-reply@folio.local>')
    const unsubscribe = linkIn(mail!.text_body, '/u/')
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': `<${app.url}${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(await mailCount(app, email)).toBe(1)

    // A link scanner's GET: the button, nothing confirmed.
    const confirm = linkIn(mail!.text_body, '/confirm/')
    const shown = await app.request(confirm)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(`<form method="post" action="${confirm}">`)
    expect(html).toContain('Confirm and get my download')
    expect((await subscriberOf(email))!.status).toBe('unconfirmed')
    expect(deliverOrder).not.toHaveBeenCalled()

    const confirmed = await app.request(confirm, { method: 'POST' })
    expect(confirmed.status).toBe(303)
    const location = confirmed.headers.get('location')!
    expect(location.startsWith(`${app.url}/d/`)).toBe(true)
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', confirmed_at: clock.now() })
    const orders = await app.db.query('select * from public.orders where subscriber_id = $1', [subscriber!.id])
    expect(orders.rows).toHaveLength(1)
    expect(orders.rows[0]).toMatchObject({
      kind: 'free',
      checkout_mode: 'free',
      status: 'paid',
      amount_cents: 0,
      email,
      product_id: product.productId,
      version_id: product.versionId,
      user_id: creator.id,
    })
    const orderId = (orders.rows[0] as { id: string }).id
    expect(deliverOrder).toHaveBeenCalledTimes(1)
    expect(vi.mocked(deliverOrder).mock.calls[0]![1]).toBe(orderId)

    // Again (a double click, a second device): the same page, no second order, no second delivery.
    const again = await app.request(confirm, { method: 'POST' })
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(location)
    expect((await app.db.query('select id from public.orders where subscriber_id = $1', [subscriber!.id])).rowCount).toBe(1)
    expect(deliverOrder).toHaveBeenCalledTimes(1)
  })

  it('makes one order and one delivery when the button is pressed many times at once', async () => {
    const product = await freeProduct()
    const email = newAddress('eager')
    await Promise.all([subscribe(product.slug, { email }), subscribe(product.slug, { email })])
    expect((await app.db.query('select id from public.subscribers where email = $1', [email])).rowCount).toBe(1)
    const confirm = linkIn((await waitForMail(app, email)).text, '/confirm/')
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.request(confirm, { method: 'POST' })))
    expect(answers.map((a) => a.status)).toEqual([303, 303, 303, 303, 303])
    expect(new Set(answers.map((a) => a.headers.get('location'))).size).toBe(1)
    expect((await app.db.query('select id from public.orders where email = $1', [email])).rowCount).toBe(1)
    expect(deliverOrder).toHaveBeenCalledTimes(1)
  })

  it('sends the confirmation from MAIL_FROM with the seller as Reply-To', async () => {
    // The outbox keeps From and headers but not Reply-To: this one reads the mail as the mailer gets it.
    const sent: Mail[] = []
    const deps = sellingDeps({
      config: loadConfig({ NODE_ENV: 'test', SITE_URL: app.url }),
      db: app.db,
      exportPool: undefined as never,
      exportImages: undefined as never,
      mailer: () => ({ send: async (mail) => void sent.push(mail) }),
    })
    const product = await freeProduct()
    const row = await findProductBySlug(app.db, product.slug)
    if (!isLeadMagnet(row)) throw new Error('fixture is not a lead magnet')
    const email = newAddress('reply')
    const res = await optIn(deps, { product: row, fields: { email }, clientIp: nextIp() })
    expect(res.status).toBe(200)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ kind: 'optin_confirm', to: email, from: 'Folio <no-reply@folio.local>', replyTo: 'dana@reyes.example' })
    expect(sent[0]!.html).toContain(`${app.url}/confirm/`)
    expect(sent[0]!.html).toContain(`${app.url}/u/`)
  })

  it('answers an expired confirmation link with a 400 page that sends them back to ask again', async () => {
    const product = await freeProduct()
    const email = newAddress('late')
    await subscribe(product.slug, { email })
    const confirm = linkIn((await waitForMail(app, email)).text, '/confirm/')
    clock.advance(7 * 86_400 + 1)
    for (const method of ['GET', 'POST']) {
      const res = await app.request(confirm, { method })
      expect(res.status).toBe(400)
      expect(res.headers.get('content-type')).toContain('text/html')
      const html = await res.text()
      expect(html).toContain('This link has expired')
      expect(html).toContain(`href="/p/${product.slug}"`)
    }
    expect((await subscriberOf(email))!.status).toBe('unconfirmed')

    // Forged: a 400 page too, naming no product.
    const [body] = confirm.slice('/confirm/'.length).split('.')
    const forged = await app.request(`/confirm/${body}.${'A'.repeat(43)}`, { method: 'POST' })
    expect(forged.status).toBe(400)
    expect(await forged.text()).not.toContain('href="/p/')
    expect((await app.request('/confirm/not-a-token')).status).toBe(400)
  })

  it('answers 410 when the product was unpublished after the mail', async () => {
    const product = await freeProduct()
    const email = newAddress('gone')
    await subscribe(product.slug, { email })
    const confirm = linkIn((await waitForMail(app, email)).text, '/confirm/')
    await app.db.query(`update public.products set status = 'unpublished', unpublished_at = now() where id = $1`, [product.productId])
    const res = await app.request(confirm, { method: 'POST' })
    expect(res.status).toBe(410)
    expect(await res.text()).toContain('No longer available')
    expect((await subscriberOf(email))!.status).toBe('unconfirmed')
    expect(deliverOrder).not.toHaveBeenCalled()
  })

  it('answers a filled honeypot with the same page, storing and sending nothing', async () => {
    const product = await freeProduct()
    // The row's title may lag the version's (the page's): every answer names the version's.
    await app.db.query(`update public.products set title = 'An older title' where id = $1`, [product.productId])
    const person = await subscribe(product.slug, { email: newAddress('person'), website: '' })
    const email = newAddress('bot')
    const bot = await subscribe(product.slug, { email, website: 'https://spam.example' })
    expect(bot.status).toBe(200)
    const page = await person.text()
    expect(page).toContain('Swing Stronger')
    expect(await bot.text()).toBe(page)
    expect(await subscriberOf(email)).toBeUndefined()
    expect(await mailCount(app, email)).toBe(0)
  })

  it('answers the same bytes for a new, unconfirmed, confirmed and unsubscribed address, and says nothing of which', async () => {
    const product = await freeProduct()
    const [fresh, unconfirmed, confirmed, unsubscribed] = ['new', 'unconfirmed', 'confirmed', 'unsubscribed'].map(newAddress)
    await subscribe(product.slug, { email: unconfirmed! })
    await confirmedSubscriber(product.slug, confirmed!)
    await confirmedSubscriber(product.slug, unsubscribed!)
    const unsubscribeLink = linkIn((await waitForMail(app, unsubscribed!)).text, '/u/')
    expect((await app.request(unsubscribeLink, { method: 'POST' })).status).toBe(200)

    const answers = []
    for (const email of [fresh!, unconfirmed!, confirmed!, unsubscribed!]) {
      const res = await subscribe(product.slug, { email })
      answers.push({
        status: res.status,
        type: res.headers.get('content-type'),
        cache: res.headers.get('cache-control'),
        body: await res.text(),
      })
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(answers[0]!.status).toBe(200)
    for (const word of ['already', 'subscribed', 'confirmed', 'welcome back']) expect(answers[0]!.body.toLowerCase()).not.toContain(word)

    // What differs is only the mail, which only the address's owner reads.
    expect((await outbox(fresh!))[0]!.subject).toBe('Confirm to get Swing Stronger')
    expect((await outbox(unconfirmed!))[0]!.subject).toBe('Confirm to get Swing Stronger')
    const download = (await outbox(confirmed!))[0]!
    expect(download.subject).toBe('Your download: Swing Stronger')
    expect(download.text_body).toContain(`${app.url}/d/`)
    expect(download.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    // Unsubscribed, asking again: double opt-in again, and still unsubscribed until the click.
    expect((await outbox(unsubscribed!))[0]!.subject).toBe('Confirm to get Swing Stronger')
    expect((await subscriberOf(unsubscribed!))!.status).toBe('unsubscribed')
  })

  it('re-subscribes an unsubscribed address only through a confirmation asked for after the unsubscribe', async () => {
    const product = await freeProduct()
    const email = newAddress('again')
    const { confirm: oldLink } = await confirmedSubscriber(product.slug, email)
    const unsubscribeLink = linkIn((await waitForMail(app, email)).text, '/u/')
    clock.advance(1)
    await app.request(unsubscribeLink, { method: 'POST' })
    // The old confirmation (still within its week) does not undo the unsubscribe.
    expect((await app.request(oldLink, { method: 'POST' })).status).toBe(400)
    expect((await subscriberOf(email))!.status).toBe('unsubscribed')

    clock.advance(1)
    const seen = await waitForMail(app, email)
    await subscribe(product.slug, { email })
    const fresh = linkIn((await waitForMail(app, email, { unlike: seen })).text, '/confirm/')
    expect((await app.request(fresh, { method: 'POST' })).status).toBe(303)
    expect(await subscriberOf(email)).toMatchObject({ status: 'confirmed', unsubscribed_at: null })
    // They had the file: no second order, no second delivery.
    const orders = await app.db.query(`select id from public.orders where email = $1`, [email])
    expect(orders.rowCount).toBe(1)
  })

  it('asks a confirmed subscriber of one lead magnet to confirm for another of the same creator', async () => {
    const first = await freeProduct()
    const second = await freeProduct()
    const email = newAddress('both')
    await confirmedSubscriber(first.slug, email)
    const seen = await waitForMail(app, email)
    await subscribe(second.slug, { email })
    const mail = await waitForMail(app, email, { unlike: seen })
    expect(mail.subject).toBe('Confirm to get Swing Stronger')
    const res = await app.request(linkIn(mail.text, '/confirm/'), { method: 'POST' })
    expect(res.status).toBe(303)
    const orders = await app.db.query<{ product_id: string }>(`select product_id from public.orders where email = $1 order by created_at`, [
      email,
    ])
    expect(orders.rows.map((o) => o.product_id).sort()).toEqual([first.productId, second.productId].sort())
  })

  it('answers 429 past the per-IP limit, counted in the database', async () => {
    const product = await freeProduct()
    const ip = nextIp()
    for (let i = 0; i < IP_LIMIT; i++) expect((await subscribe(product.slug, { email: newAddress('ip') }, ip)).status).toBe(200)
    const email = newAddress('ip-over')
    const over = await subscribe(product.slug, { email }, ip)
    expect(over.status).toBe(429)
    expect(over.headers.get('content-type')).toContain('text/html')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await over.text()).toContain('Too many tries')
    expect(await mailCount(app, email)).toBe(0)
    const counted = await app.db.query<{ hits: number }>(`select hits from public.rate_limits where bucket = $1`, [`optin:ip:${ip}`])
    expect(counted.rows[0]!.hits).toBe(IP_LIMIT + 1)
    // Another network is not held back.
    expect((await subscribe(product.slug, { email: newAddress('ip') })).status).toBe(200)
  })

  it('sends an address no more mails past its hourly limit, answering the same page', async () => {
    const product = await freeProduct()
    const email = newAddress('often')
    const first = await (await subscribe(product.slug, { email })).text()
    await subscribe(product.slug, { email })
    await subscribe(product.slug, { email })
    expect(await mailCount(app, email)).toBe(3)
    const over = await subscribe(product.slug, { email })
    expect(over.status).toBe(200)
    expect(await over.text()).toBe(first)
    expect(await mailCount(app, email)).toBe(3)
    clock.advance(3600)
    await subscribe(product.slug, { email })
    expect(await mailCount(app, email)).toBe(4)
  })

  it('answers 404 pages for a paid, unpublished or unknown product', async () => {
    const paid = await freeProduct({ priceKind: 'fixed' })
    const down = await freeProduct({ status: 'unpublished' })
    for (const slug of [paid.slug, down.slug, 'no-such-product']) {
      const email = newAddress('notfree')
      const res = await subscribe(slug, { email })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(await res.text()).toContain('There is no free download at this address.')
      expect(await mailCount(app, email)).toBe(0)
    }
  })

  it('answers bad forms with 400 pages, never a 500 or JSON', async () => {
    const product = await freeProduct()
    const post = (body: string, type: string) =>
      app.request(`/p/${product.slug}/subscribe`, { method: 'POST', headers: { 'content-type': type, 'x-forwarded-for': nextIp() }, body })
    const form = 'application/x-www-form-urlencoded'
    const cases: [string, string][] = [
      ['', form],
      ['name=Someone', form],
      [`email=${'a'.repeat(10_000)}@example.com`, form],
      ['email=not-an-address', form],
      ['email=a%40example.com&name=x%00y', form],
      ['email=a@example.com', 'text/plain'],
      ['email=a@example.com', ''],
      ['{"email":', 'application/json'],
      ['["a@example.com"]', 'application/json'],
      ['{"email":42}', 'application/json'],
      ['--x\r\nbroken', 'multipart/form-data; boundary=y'],
    ]
    for (const [body, type] of cases) {
      const res = await post(body, type)
      expect(res.status, `${type}: ${body.slice(0, 40)}`).toBe(400)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(await res.text()).toContain(`href="/p/${product.slug}"`)
    }
    // JSON is read with the same schema and answered with the same page.
    const json = await post(JSON.stringify({ email: newAddress('json') }), 'application/json')
    expect(json.status).toBe(200)
    expect(await json.text()).toContain('Check your inbox')
    // A lone surrogate in a name is stored as U+FFFD, not a database error.
    const odd = newAddress('odd')
    expect((await post(`{"email":"${odd}","name":"A\\ud800B"}`, 'application/json')).status).toBe(200)
    expect((await app.db.query<{ name: string }>('select name from public.subscribers where email = $1', [odd])).rows[0]!.name).toBe(
      'A\ufffdB',
    )
    // A honeypot sent as a number by a JSON bot counts as filled.
    const bot = newAddress('jsonbot')
    expect((await post(JSON.stringify({ email: bot, website: 1 }), 'application/json')).status).toBe(200)
    expect(await subscriberOf(bot)).toBeUndefined()
  })

  it('unsubscribes on the POST only: a GET shows the button, one-click POST works without cookies, at once and once', async () => {
    const product = await freeProduct()
    const email = newAddress('leaving')
    await confirmedSubscriber(product.slug, email)
    const link = linkIn((await waitForMail(app, email)).text, '/u/')

    const shown = await app.request(link)
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain(STORE)
    expect(html).toContain(`${email[0]}•••@example.com`)
    expect(html).not.toContain(email)
    expect(html).toContain(`<form method="post" action="${link}">`)
    expect((await subscriberOf(email))!.status).toBe('confirmed')

    clock.advance(60)
    const at = clock.now()
    // RFC 8058: what a mail client sends, no cookies, no JavaScript.
    const oneClick = await app.request(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('You are unsubscribed')
    expect(await subscriberOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribed_at: at })

    clock.advance(60)
    expect((await app.request(link, { method: 'POST' })).status).toBe(200)
    expect((await subscriberOf(email))!.unsubscribed_at).toEqual(at)
    expect(await (await app.request(link)).text()).toContain('You are unsubscribed')

    const forged = await app.request(`${link.slice(0, -4)}AAAA`, { method: 'POST' })
    expect(forged.status).toBe(400)
    expect(await forged.text()).toContain('This link is not valid')
    // A confirmation token is no unsubscribe token.
    const confirmToken = linkIn((await outbox(email)).at(-1)!.text_body, '/confirm/').slice('/confirm/'.length)
    expect((await app.request(`/u/${confirmToken}`, { method: 'POST' })).status).toBe(400)
  })
})
