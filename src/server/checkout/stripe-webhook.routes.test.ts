import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import {
  eventPayload,
  postEvent,
  postWebhook,
  signatureFor,
  startCheckoutAs,
  startStripeApp,
  WEBHOOK_SECRET,
} from '../../../tests/support/checkout-test-kit.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { findLedgerMismatches, listLedger } from '../credits/ledger.queries.ts'
import { findPaymentBySession } from './payments.queries.ts'

describe.each(databaseKinds)('POST /api/stripe/webhook on %s', (kind) => {
  let kit: Awaited<ReturnType<typeof startStripeApp>>
  let user: ApiUser
  beforeAll(async () => {
    kit = await startStripeApp(kind)
    user = await signedInUser(kit.app, 'hook')
  })
  afterAll(() => kit.close())

  const checkout = async (pack = 'standard') => {
    const id = await startCheckoutAs(kit.app, user.token, pack)
    return { id, session: () => kit.stripe.sessions.get(id) }
  }
  const purchases = async (sessionId: string) =>
    (await listLedger(kit.app.db, user.id, 100)).filter((row) => row.ref === `purchase:${sessionId}`)
  const status = async (sessionId: string) => (await findPaymentBySession(kit.app.db, sessionId))?.status

  it('grants once for the same paid event five times at once plus the success-page confirmation', async () => {
    const { id } = await checkout()
    const before = await balanceOf(kit.app, user.id)
    const paid = kit.stripe.pay(id)
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => postEvent(kit.app, { type: 'checkout.session.completed', object: paid })),
      callApi(kit.app, '/checkout/confirm', { token: user.token, body: { sessionId: id } }),
    ])
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(await balanceOf(kit.app, user.id)).toBe(before + 80)
    expect(await purchases(id)).toMatchObject([{ kind: 'grant', amount: 80, reason: 'purchase_standard' }])
    expect(await status(id)).toBe('paid')
    expect(await findLedgerMismatches(kit.app.db)).toEqual([])
  })

  it('a bank debit: completed unpaid is processing, then async success grants; a late completed changes nothing', async () => {
    const { id } = await checkout('starter')
    const before = await balanceOf(kit.app, user.id)
    const pending = { ...kit.stripe.pay(id, 'unpaid') }
    expect((await postEvent(kit.app, { type: 'checkout.session.completed', object: pending })).status).toBe(200)
    expect(await status(id)).toBe('processing')
    expect(await balanceOf(kit.app, user.id)).toBe(before)

    const succeeded = kit.stripe.pay(id, 'paid')
    await postEvent(kit.app, { type: 'checkout.session.async_payment_succeeded', object: succeeded })
    await postEvent(kit.app, { type: 'checkout.session.completed', object: pending })
    expect(await status(id)).toBe('paid')
    expect(await balanceOf(kit.app, user.id)).toBe(before + 30)
  })

  it('out of order: async success before completed still grants exactly once', async () => {
    const { id } = await checkout('starter')
    const before = await balanceOf(kit.app, user.id)
    const paid = kit.stripe.pay(id)
    await postEvent(kit.app, { type: 'checkout.session.async_payment_succeeded', object: paid })
    await postEvent(kit.app, { type: 'checkout.session.completed', object: { ...paid, payment_status: 'unpaid' } })
    await postEvent(kit.app, { type: 'checkout.session.completed', object: paid })
    expect(await purchases(id)).toHaveLength(1)
    expect(await balanceOf(kit.app, user.id)).toBe(before + 30)
    expect(await status(id)).toBe('paid')
  })

  it('a failed bank debit or an expired session grants nothing, and a failure never undoes a payment', async () => {
    const failed = await checkout('pro')
    const before = await balanceOf(kit.app, user.id)
    await postEvent(kit.app, { type: 'checkout.session.async_payment_failed', object: kit.stripe.pay(failed.id, 'unpaid') })
    expect(await status(failed.id)).toBe('failed')
    const expired = await checkout('pro')
    await postEvent(kit.app, { type: 'checkout.session.expired', object: { ...expired.session(), status: 'expired' } })
    expect(await status(expired.id)).toBe('expired')
    expect(await balanceOf(kit.app, user.id)).toBe(before)

    const paid = await checkout('starter')
    const object = kit.stripe.pay(paid.id)
    await postEvent(kit.app, { type: 'checkout.session.completed', object })
    await postEvent(kit.app, { type: 'checkout.session.async_payment_failed', object })
    expect(await status(paid.id)).toBe('paid')
    expect(await balanceOf(kit.app, user.id)).toBe(before + 30)
  })

  it('refuses stale, wrongly signed, unsigned and tampered events with 400 and grants nothing', async () => {
    const { id } = await checkout()
    const before = await balanceOf(kit.app, user.id)
    const paid = kit.stripe.pay(id)
    const event = { type: 'checkout.session.completed', object: paid }
    const stale = await postEvent(kit.app, event, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(stale.status).toBe(400)
    expect(await stale.json()).toEqual({ code: 'bad_request', message: 'Invalid Stripe signature' })
    expect((await postEvent(kit.app, event, { secret: `${WEBHOOK_SECRET}x` })).status).toBe(400)
    expect((await postWebhook(kit.app, eventPayload(event))).status).toBe(400)
    // A signature covers its own body only: the same header on an altered body is refused.
    const unpaid = eventPayload({ ...event, object: { ...paid, payment_status: 'unpaid' } })
    const tampered = eventPayload(event)
    expect((await postWebhook(kit.app, tampered, signatureFor(unpaid))).status).toBe(400)
    expect(await balanceOf(kit.app, user.id)).toBe(before)
    expect(await status(id)).toBe('pending')
  })

  it('never grants for a paid amount that is not the pack’s price', async () => {
    const { id } = await checkout()
    const before = await balanceOf(kit.app, user.id)
    const cheap = { ...kit.stripe.pay(id), amount_total: 100 }
    expect((await postEvent(kit.app, { type: 'checkout.session.completed', object: cheap })).status).toBe(200)
    expect(await balanceOf(kit.app, user.id)).toBe(before)
    expect(await status(id)).toBe('pending')
  })

  it('acknowledges events about sessions that are not ours, and other event types', async () => {
    const foreign = {
      id: 'cs_test_foreign',
      client_reference_id: 'not-a-uuid',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 1900,
      currency: 'usd',
    }
    expect((await postEvent(kit.app, { type: 'checkout.session.completed', object: foreign })).status).toBe(200)
    expect((await postEvent(kit.app, { type: 'customer.created', object: { id: 'cus_1' } })).status).toBe(200)
  })
})
