import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { startCheckoutAs, startStripeApp } from '../../../tests/support/checkout-test-kit.ts'
import { startTestApp } from '../../../tests/support/test-app.ts'
import { findPaymentBySession } from './payments.queries.ts'

describe('POST /api/checkout/session with Stripe', () => {
  let kit: Awaited<ReturnType<typeof startStripeApp>>
  let user: ApiUser
  beforeAll(async () => {
    kit = await startStripeApp()
    user = await signedInUser(kit.app, 'buyer')
  })
  afterAll(() => kit.close())

  it('creates a Stripe Checkout Session with the server’s price and the dashboard’s return URLs', async () => {
    const res = await callApi(kit.app, '/checkout/session', {
      token: user.token,
      body: { pack: 'standard', priceDollars: 1, credits: 9999 },
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { url: string; sessionId: string }
    expect(body.url).toBe(`https://checkout.stripe.com/c/pay/${body.sessionId}`)

    const sent = kit.stripe.requests.at(-1)
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' })
    expect(sent?.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(sent?.headers.authorization).toBe('Bearer sk_test_folio123')
    const payment = await findPaymentBySession(kit.app.db, body.sessionId)
    expect(sent?.headers['idempotency-key']).toBe(`checkout-${payment?.id}`)
    expect(sent?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1900',
      success_url: `${kit.app.url}/dashboard?success=1&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${kit.app.url}/dashboard?canceled=1`,
      client_reference_id: payment?.id,
      customer_email: user.email,
      'metadata[user_id]': user.id,
      'metadata[pack]': 'standard',
      'metadata[credits]': '80',
    })
    expect(payment).toMatchObject({
      user_id: user.id,
      pack: 'standard',
      credits: 80,
      amount_cents: 1900,
      status: 'pending',
      provider: 'stripe',
    })
  })

  it('accepts the token from the extra header when the bearer is missing or not a user’s', async () => {
    const post = (headers: Record<string, string>) =>
      fetch(`${kit.app.url}/api/checkout/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{"pack":"starter"}',
      })
    expect((await post({ 'x-access-token': user.token })).status).toBe(200)
    expect((await post({ authorization: `Bearer ${kit.app.anonKey}`, 'x-access-token': user.token })).status).toBe(200)
    const none = await post({})
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' })
  })

  it('answers a bad pack with the one error table, and writes no payment', async () => {
    const before = kit.stripe.requests.length
    const res = await callApi(kit.app, '/checkout/session', { token: user.token, body: { pack: 'gold' } })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      code: 'validation_failed',
      message: 'pack: must be starter, standard or pro',
      issues: [{ path: 'pack', message: 'must be starter, standard or pro' }],
    })
    expect(kit.stripe.requests.length).toBe(before)
  })

  it('answers 502 with Stripe’s message when Stripe refuses, and keeps the failed payment for support', async () => {
    kit.stripe.refuseNextCreate('Your account cannot currently make live charges.')
    const res = await callApi(kit.app, '/checkout/session', { token: user.token, body: { pack: 'pro' } })
    expect(res.status).toBe(502)
    expect(await res.json()).toEqual({
      code: 'provider_failed',
      message: 'Could not start the checkout: Your account cannot currently make live charges.',
    })
    const { rows } = await kit.app.db.query<{ status: string; failure: string }>(
      `select status, failure from public.payments where user_id = $1 and pack = 'pro'`,
      [user.id],
    )
    expect(rows).toEqual([{ status: 'failed', failure: 'Your account cannot currently make live charges.' }])
  })

  it('confirms on the success page by asking Stripe, only for the buyer, granting once', async () => {
    const sessionId = await startCheckoutAs(kit.app, user.token, 'starter')
    const confirm = (token: string, id = sessionId) => callApi(kit.app, '/checkout/confirm', { token, body: { sessionId: id } })
    const before = await balanceOf(kit.app, user.id)

    expect(await (await confirm(user.token)).json()).toEqual({ status: 'pending', pack: 'starter', credits: 30, balance: before })
    kit.stripe.pay(sessionId)
    const other = await signedInUser(kit.app, 'not-buyer')
    expect((await confirm(other.token)).status).toBe(404)
    expect((await confirm(user.token, 'cs_test_unknown')).status).toBe(404)
    expect(await (await confirm(user.token)).json()).toEqual({ status: 'paid', pack: 'starter', credits: 30, balance: before + 30 })
    expect(await (await confirm(user.token)).json()).toEqual({ status: 'paid', pack: 'starter', credits: 30, balance: before + 30 })
    expect(await balanceOf(kit.app, user.id)).toBe(before + 30)
  })
})

describe('checkout without Stripe', () => {
  it('hands out a local checkout URL by default', async () => {
    const app = await startTestApp()
    try {
      const user = await signedInUser(app, 'local')
      const res = await callApi(app, '/checkout/session', { token: user.token, body: { pack: 'pro' } })
      const body = (await res.json()) as { url: string; sessionId: string }
      expect(body.sessionId).toMatch(/^cs_local_[\w-]{32}$/)
      expect(body.url).toBe(`${app.url}/checkout/local/${body.sessionId}`)
      expect((await callApi(app, '/stripe/webhook', { body: {} })).status).toBe(404)
    } finally {
      await app.close()
    }
  })

  it('refuses with 503 on a production server that has neither Stripe nor LOCAL_CHECKOUT', async () => {
    const app = await startTestApp({ env: { NODE_ENV: 'production' } })
    try {
      const user = await signedInUser(app, 'prod')
      const res = await callApi(app, '/checkout/session', { token: user.token, body: { pack: 'pro' } })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({ code: 'provider_unavailable', message: 'Card payments are not set up on this server.' })
      expect((await fetch(`${app.url}/checkout/local/cs_local_x`)).status).toBe(404)
    } finally {
      await app.close()
    }
  })
})
