import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import {
  connectEventPayload,
  connectSignature,
  postConnectEvent,
  postConnectWebhook,
  startConnectApp,
} from '../../../../tests/support/connect-test-kit.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import type { FakeSession } from '../../../../tests/support/fake-stripe.ts'
import { insertProduct } from '../../../../tests/support/selling-fixture.ts'
import type { TestApp } from '../../../../tests/support/test-app.ts'

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

type Kit = Awaited<ReturnType<typeof startConnectApp>>

interface OrderState {
  id: string
  status: string
  session_id: string
  stripe_account_id: string
  amount_cents: number
  fee_cents: number
  payment_intent_id: string | null
  refunded_at: Date | null
}

const orderBySession = async (app: TestApp, sessionId: string) =>
  (
    await app.db.query<OrderState>(
      `select id, status, session_id, stripe_account_id, amount_cents, fee_cents, payment_intent_id, refunded_at
       from public.orders where session_id = $1`,
      [sessionId],
    )
  ).rows[0]

/** A creator whose Stripe account is connected and may take charges, as after onboarding. */
async function connectedSeller(kit: Kit, tag: string): Promise<{ user: ApiUser; account: string }> {
  const user = await signedInUser(kit.app, tag)
  const account = kit.stripe.addAccount(true).id
  await kit.app.db.query(`insert into public.seller_profiles (user_id, stripe_account_id, charges_enabled) values ($1, $2, true)`, [
    user.id,
    account,
  ])
  return { user, account }
}

function buy(app: TestApp, slug: string, form: Record<string, string> = { email: 'Buyer@Example.com' }) {
  return app.request(`/p/${slug}/buy`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
}

/** Buys the product: the session the app created on the creator's account. */
async function checkout(kit: Kit, slug: string): Promise<FakeSession> {
  const res = await buy(kit.app, slug)
  if (res.status !== 303) throw new Error(`buy: ${res.status} ${await res.text()}`)
  const id = (res.headers.get('location') ?? '').split('/').at(-1) ?? ''
  const session = kit.stripe.sessions.get(id)
  if (!session) throw new Error(`no session ${id}`)
  return session
}

const completed = (session: FakeSession, account: string | null) => ({ type: 'checkout.session.completed', object: session, account })

describe('Stripe Connect: onboarding and the checkout session', () => {
  let kit: Kit
  beforeAll(async () => {
    kit = await startConnectApp()
  })
  afterAll(() => kit.close())

  it('connects a Standard account once, links to onboarding, and sells only once Stripe says the account can take charges', async () => {
    const user = await signedInUser(kit.app, 'onboard')
    const product = await insertProduct(kit.app.db, { userId: user.id })
    const first = await callApi(kit.app, '/selling/connect', { method: 'POST', token: user.token })
    expect(first.status).toBe(200)
    expect((await first.json()) as { url: string }).toEqual({ url: expect.stringMatching(/^https:\/\/connect\.stripe\.com\//) })
    expect((await callApi(kit.app, '/selling/connect', { method: 'POST', token: user.token })).status).toBe(200)

    const created = kit.stripe.requests.filter((r) => r.path === '/v1/accounts' && r.method === 'POST')
    expect(created).toHaveLength(1)
    expect(created[0]?.form).toMatchObject({ type: 'standard', email: user.email, 'metadata[user_id]': user.id })
    expect(created[0]?.headers['idempotency-key']).toBe(`sell-account-${user.id}`)
    const links = kit.stripe.requests.filter((r) => r.path === '/v1/account_links')
    expect(links).toHaveLength(2)
    const account = created[0] && [...kit.stripe.accounts.keys()].find((id) => links[0]?.form.account === id)
    expect(account).toBeDefined()
    expect(links[0]?.form).toMatchObject({
      type: 'account_onboarding',
      refresh_url: `${kit.app.url}/sales?tab=settings`,
      return_url: `${kit.app.url}/sales?tab=settings`,
    })
    const profile = await (await callApi(kit.app, '/selling/profile', { token: user.token })).json()
    expect(profile).toMatchObject({
      checkoutMode: 'stripe-connect',
      stripeAccountId: account,
      chargesEnabled: false,
      platformFeePercent: 0,
    })

    const notReady = await buy(kit.app, product.slug)
    expect(notReady.status).toBe(409)
    expect(await notReady.text()).toContain('Not taking payments yet')

    // Another account's event cannot flip this one; this account's own event does.
    const other = kit.stripe.addAccount(true)
    await postConnectEvent(kit.app, { type: 'account.updated', object: { id: account, charges_enabled: true }, account: other.id })
    expect((await buy(kit.app, product.slug)).status).toBe(409)
    kit.stripe.enableCharges(account!)
    const updated = await postConnectEvent(kit.app, { type: 'account.updated', object: kit.stripe.accounts.get(account!), account })
    expect(updated.status).toBe(200)
    expect((await buy(kit.app, product.slug)).status).toBe(303)
    // Stripe restricts the account (a verification due): selling stops until it says otherwise.
    await postConnectEvent(kit.app, { type: 'account.updated', object: { id: account, charges_enabled: false }, account })
    expect((await buy(kit.app, product.slug)).status).toBe(409)
  })

  it('the profile asks Stripe when the account.updated event has not come yet', async () => {
    const user = await signedInUser(kit.app, 'returning')
    await callApi(kit.app, '/selling/connect', { method: 'POST', token: user.token })
    const profile = async () =>
      (await (await callApi(kit.app, '/selling/profile', { token: user.token })).json()) as Record<string, unknown>
    const account = (await profile()).stripeAccountId as string
    expect((await profile()).chargesEnabled).toBe(false)
    kit.stripe.enableCharges(account)
    expect((await profile()).chargesEnabled).toBe(true)
  })

  it('creates the session as a direct charge on the creator’s account (Stripe-Account), without a fee at PLATFORM_FEE_PERCENT=0', async () => {
    const { user, account } = await connectedSeller(kit, 'direct')
    const { slug } = await insertProduct(kit.app.db, { userId: user.id, amount: 19, title: 'Swing Stronger' })
    const res = await buy(kit.app, slug)
    expect(res.status).toBe(303)
    const location = res.headers.get('location') ?? ''
    expect(location).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)
    const request = kit.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(request.headers['stripe-account']).toBe(account)
    const session = kit.stripe.sessions.get(location.split('/').at(-1)!)!
    const order = await orderBySession(kit.app, session.id)
    expect(order).toMatchObject({ status: 'pending', stripe_account_id: account, amount_cents: 1900, fee_cents: 0 })
    expect(request.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      'line_items[0][price_data][product_data][name]': 'Swing Stronger',
      customer_email: 'buyer@example.com',
      client_reference_id: order!.id,
      'metadata[order_id]': order!.id,
      success_url: `${kit.app.url}/p/${slug}/thanks?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${kit.app.url}/p/${slug}`,
    })
    expect(Object.keys(request.form).some((key) => key.includes('application_fee_amount'))).toBe(false)
  })

  it('Stripe refusing the session is a 502 page and stores no order', async () => {
    const { user } = await connectedSeller(kit, 'refused')
    const product = await insertProduct(kit.app.db, { userId: user.id })
    kit.stripe.refuseNextCreate('Your account cannot currently make live charges.')
    const res = await buy(kit.app, product.slug)
    expect(res.status).toBe(502)
    expect(await res.text()).toContain('Checkout unavailable')
    expect((await kit.app.db.query('select 1 from public.orders where product_id = $1', [product.productId])).rows).toEqual([])
  })
})

describe('Stripe Connect: the platform fee', () => {
  let kit: Kit
  beforeAll(async () => {
    kit = await startConnectApp({ env: { PLATFORM_FEE_PERCENT: '10' } })
  })
  afterAll(() => kit.close())

  it('sends application_fee_amount = round(amount × 10 %) and keeps it on the order; the profile says 10', async () => {
    const { user, account } = await connectedSeller(kit, 'fee')
    const product = await insertProduct(kit.app.db, { userId: user.id, priceKind: 'pwyw', amount: 19, minimum: 5 })
    const res = await buy(kit.app, product.slug, { email: 'a@example.com', amount: '12.35' })
    expect(res.status).toBe(303)
    const request = kit.stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(request.headers['stripe-account']).toBe(account)
    expect(request.form['payment_intent_data[application_fee_amount]']).toBe('124')
    expect(request.form['line_items[0][price_data][unit_amount]']).toBe('1235')
    const session = kit.stripe.sessions.get((res.headers.get('location') ?? '').split('/').at(-1)!)!
    expect(await orderBySession(kit.app, session.id)).toMatchObject({ amount_cents: 1235, fee_cents: 124 })
    expect(await (await callApi(kit.app, '/selling/profile', { token: user.token })).json()).toMatchObject({ platformFeePercent: 10 })
  })
})

describe.each(databaseKinds)('the Connect webhook on %s', (kind) => {
  let kit: Kit
  let seller: { user: ApiUser; account: string }
  let rival: { user: ApiUser; account: string }
  let slug: string
  beforeAll(async () => {
    kit = await startConnectApp({ kind })
    seller = await connectedSeller(kit, `hook-${kind}`)
    rival = await connectedSeller(kit, `rival-${kind}`)
    slug = (await insertProduct(kit.app.db, { userId: seller.user.id })).slug
  })
  afterAll(() => kit.close())
  beforeEach(() => {
    delivered.length = 0
  })

  it('a paid session becomes a paid order once: five deliveries at once and a replay later deliver once', async () => {
    const session = await checkout(kit, slug)
    const paid = kit.stripe.pay(session.id)
    const payload = connectEventPayload(completed(paid, seller.account))
    const answers = await Promise.all(Array.from({ length: 5 }, () => postConnectWebhook(kit.app, payload, connectSignature(payload))))
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200])
    const order = await orderBySession(kit.app, session.id)
    expect(order).toMatchObject({ status: 'paid', payment_intent_id: paid.payment_intent })
    // The same signed delivery again (Stripe retries, or someone replays it within the tolerance).
    expect((await postConnectWebhook(kit.app, payload, connectSignature(payload))).status).toBe(200)
    expect(delivered).toEqual([order!.id])
  })

  it("an event from another creator's account, or from none, fulfils nothing", async () => {
    const session = await checkout(kit, slug)
    const paid = kit.stripe.pay(session.id)
    expect((await postConnectEvent(kit.app, completed(paid, rival.account))).status).toBe(200)
    expect((await postConnectEvent(kit.app, completed(paid, null))).status).toBe(200)
    expect((await orderBySession(kit.app, session.id))?.status).toBe('pending')
    expect(delivered).toEqual([])
    // The right account still can.
    await postConnectEvent(kit.app, completed(paid, seller.account))
    expect((await orderBySession(kit.app, session.id))?.status).toBe('paid')
  })

  it('refuses forged, stale, unsigned and tampered events with 400 and changes nothing', async () => {
    const session = await checkout(kit, slug)
    const event = completed(kit.stripe.pay(session.id), seller.account)
    const wrong = await postConnectEvent(kit.app, event, { secret: 'whsec_test_folio_secret' })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({ code: 'bad_request', message: 'Invalid Stripe signature' })
    expect((await postConnectEvent(kit.app, event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400)
    expect((await postConnectWebhook(kit.app, connectEventPayload(event))).status).toBe(400)
    const signedUnpaid = connectEventPayload({ ...event, object: { ...event.object, payment_status: 'unpaid' } })
    expect((await postConnectWebhook(kit.app, connectEventPayload(event), connectSignature(signedUnpaid))).status).toBe(400)
    expect((await orderBySession(kit.app, session.id))?.status).toBe('pending')
    expect(delivered).toEqual([])
  })

  it('never fulfils a session paid for another amount, or one still unpaid (a bank debit) until it succeeds', async () => {
    const session = await checkout(kit, slug)
    const paid = kit.stripe.pay(session.id)
    await postConnectEvent(kit.app, completed({ ...paid, amount_total: 100 }, seller.account))
    await postConnectEvent(kit.app, completed({ ...paid, payment_status: 'unpaid' }, seller.account))
    expect((await orderBySession(kit.app, session.id))?.status).toBe('pending')
    await postConnectEvent(kit.app, { type: 'checkout.session.async_payment_succeeded', object: paid, account: seller.account })
    expect((await orderBySession(kit.app, session.id))?.status).toBe('paid')
  })

  it('charge.refunded turns a paid order refunded (a partial refund or another account’s event does not); a dispute makes it disputed', async () => {
    const refunded = await checkout(kit, slug)
    const paid = kit.stripe.pay(refunded.id)
    await postConnectEvent(kit.app, completed(paid, seller.account))
    const charge = { id: 'ch_1', object: 'charge', payment_intent: paid.payment_intent, refunded: true, amount_refunded: 1900 }
    await postConnectEvent(kit.app, {
      type: 'charge.refunded',
      object: { ...charge, refunded: false, amount_refunded: 500 },
      account: seller.account,
    })
    await postConnectEvent(kit.app, { type: 'charge.refunded', object: charge, account: rival.account })
    expect((await orderBySession(kit.app, refunded.id))?.status).toBe('paid')
    expect((await postConnectEvent(kit.app, { type: 'charge.refunded', object: charge, account: seller.account })).status).toBe(200)
    const after = await orderBySession(kit.app, refunded.id)
    expect(after?.status).toBe('refunded')
    expect(after?.refunded_at).not.toBeNull()

    const disputed = await checkout(kit, slug)
    const disputedPaid = kit.stripe.pay(disputed.id)
    await postConnectEvent(kit.app, completed(disputedPaid, seller.account))
    const dispute = { id: 'dp_1', object: 'dispute', charge: 'ch_2', payment_intent: disputedPaid.payment_intent, reason: 'fraudulent' }
    await postConnectEvent(kit.app, { type: 'charge.dispute.created', object: dispute, account: rival.account })
    expect((await orderBySession(kit.app, disputed.id))?.status).toBe('paid')
    await postConnectEvent(kit.app, { type: 'charge.dispute.created', object: dispute, account: seller.account })
    expect((await orderBySession(kit.app, disputed.id))?.status).toBe('disputed')
  })

  it('acknowledges event types it does not handle', async () => {
    expect((await postConnectEvent(kit.app, { type: 'customer.created', object: { id: 'cus_1' }, account: seller.account })).status).toBe(
      200,
    )
  })
})

describe('the return from Stripe and refunds on the connected account', () => {
  let kit: Kit
  let seller: { user: ApiUser; account: string }
  let slug: string
  beforeAll(async () => {
    kit = await startConnectApp()
    seller = await connectedSeller(kit, 'back')
    slug = (await insertProduct(kit.app.db, { userId: seller.user.id })).slug
  })
  afterAll(() => kit.close())
  beforeEach(() => {
    delivered.length = 0
  })
  const thanks = (path: string, sessionId: string) => kit.app.request(`/p/${path}/thanks?session_id=${sessionId}`, { redirect: 'manual' })

  it('waits while the session is unpaid, and once Stripe says paid fulfils it (webhook or not) and goes to the download page', async () => {
    const session = await checkout(kit, slug)
    const waiting = await thanks(slug, session.id)
    expect(waiting.status).toBe(200)
    const html = await waiting.text()
    expect(html).toContain('Confirming your payment')
    expect(html).toContain('<meta http-equiv="refresh" content="3">')
    kit.stripe.pay(session.id)
    const done = await thanks(slug, session.id)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toMatch(new RegExp(`^${kit.app.url}/d/`))
    // Asked on the creator's account.
    const retrieve = kit.stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${session.id}`).at(-1)
    expect(retrieve?.headers['stripe-account']).toBe(seller.account)
    const order = await orderBySession(kit.app, session.id)
    expect(order?.status).toBe('paid')
    // The webhook that follows changes nothing.
    await postConnectEvent(kit.app, completed(kit.stripe.sessions.get(session.id)!, seller.account))
    expect(delivered).toEqual([order!.id])
    expect((await thanks('another-slug', session.id)).status).toBe(404)
    expect((await thanks(slug, 'cs_test_unknown')).status).toBe(404)
  })

  it('the creator refunds on their own account (Stripe-Account, the fee back), the order is refunded, and the charge.refunded event after it is a no-op', async () => {
    const session = await checkout(kit, slug)
    const paid = kit.stripe.pay(session.id)
    await postConnectEvent(kit.app, completed(paid, seller.account))
    const order = (await orderBySession(kit.app, session.id))!
    const res = await callApi(kit.app, `/selling/orders/${order.id}/refund`, { method: 'POST', token: seller.user.token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ id: order.id, status: 'refunded', refundedAt: expect.any(String) })
    expect(kit.stripe.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toEqual([
      expect.objectContaining({ account: seller.account }),
    ])
    const request = kit.stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!
    expect(request.headers['idempotency-key']).toBe(`sell-refund-${order.id}`)
    const charge = { id: 'ch_9', object: 'charge', payment_intent: paid.payment_intent, refunded: true }
    expect((await postConnectEvent(kit.app, { type: 'charge.refunded', object: charge, account: seller.account })).status).toBe(200)
    expect((await orderBySession(kit.app, session.id))?.status).toBe('refunded')
    const again = await callApi(kit.app, `/selling/orders/${order.id}/refund`, { method: 'POST', token: seller.user.token })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { code: string }).code).toBe('order_not_refundable')
  })

  it('Stripe refusing the refund is a 502 and the order stays paid; one refunded already in the Dashboard counts as done', async () => {
    const session = await checkout(kit, slug)
    await postConnectEvent(kit.app, completed(kit.stripe.pay(session.id), seller.account))
    const order = (await orderBySession(kit.app, session.id))!
    kit.stripe.refuseNextRefund('Insufficient funds in the account.')
    const refused = await callApi(kit.app, `/selling/orders/${order.id}/refund`, { method: 'POST', token: seller.user.token })
    expect(refused.status).toBe(502)
    expect(((await refused.json()) as { message: string }).message).toContain('Insufficient funds')
    expect((await orderBySession(kit.app, session.id))?.status).toBe('paid')
    kit.stripe.refuseNextRefund('Charge has already been refunded.', 'charge_already_refunded')
    expect((await callApi(kit.app, `/selling/orders/${order.id}/refund`, { method: 'POST', token: seller.user.token })).status).toBe(200)
    expect((await orderBySession(kit.app, session.id))?.status).toBe('refunded')
  })
})
