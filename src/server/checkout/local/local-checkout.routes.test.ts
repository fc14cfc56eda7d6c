import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { startCheckoutAs } from '../../../../tests/support/checkout-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from '../../credits/ledger.queries.ts'
import { findPaymentBySession } from '../payments.queries.ts'

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' }

describe('the local checkout', () => {
  let app: TestApp
  let user: ApiUser
  beforeAll(async () => {
    app = await startTestApp()
    user = await signedInUser(app, 'local-buyer')
  })
  afterAll(() => app.close())

  const page = (id: string) => fetch(`${app.url}/checkout/local/${id}`, { redirect: 'manual' })
  const post = (id: string, action: 'pay' | 'cancel', form: Record<string, string> = card) =>
    fetch(`${app.url}/checkout/local/${id}/${action}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' })

  it('shows the pack, its price and credits, test mode and a prefilled test card', async () => {
    const id = await startCheckoutAs(app, user.token, 'standard')
    const res = await page(id)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('<title>Checkout — Folio</title>')
    for (const text of [
      'Standard pack',
      '80 credits',
      '$19.00',
      'Test mode — no real card is charged',
      'Pay $19.00',
      'value="4242 4242 4242 4242"',
    ]) {
      expect(html).toContain(text)
    }
  })

  it('pays through the same fulfilment as Stripe: one grant, then back to the success URL', async () => {
    const id = await startCheckoutAs(app, user.token, 'starter')
    const before = await balanceOf(app, user.id)
    const paid = await post(id, 'pay')
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(`/dashboard?success=1&session_id=${id}`)
    // Paying again (a double click, the Back button) and opening the page again grant nothing more.
    expect((await post(id, 'pay')).headers.get('location')).toBe(`/dashboard?success=1&session_id=${id}`)
    expect((await page(id)).status).toBe(303)
    const confirm = await callApi(app, '/checkout/confirm', { token: user.token, body: { sessionId: id } })
    expect(await confirm.json()).toEqual({ status: 'paid', pack: 'starter', credits: 30, balance: before + 30 })
    expect(await balanceOf(app, user.id)).toBe(before + 30)
    expect((await listLedger(app.db, user.id, 100)).filter((row) => row.ref === `purchase:${id}`)).toHaveLength(1)
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('a declined card stays on the page with the reason and the payment stays pending', async () => {
    const id = await startCheckoutAs(app, user.token, 'pro')
    const before = await balanceOf(app, user.id)
    const res = await post(id, 'pay', { ...card, cardNumber: '4000 0000 0000 0002' })
    expect(res.status).toBe(402)
    expect(await res.text()).toContain('Your card was declined.')
    expect((await findPaymentBySession(app.db, id))?.status).toBe('pending')
    expect(await balanceOf(app, user.id)).toBe(before)
  })

  it('shows each invalid field’s problem beside it and keeps what was typed', async () => {
    const id = await startCheckoutAs(app, user.token, 'pro')
    const res = await post(id, 'pay', { cardNumber: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '1', name: 'Ada' })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Your card number is invalid.')
    expect(html).toContain('Your card&#39;s expiration date is incomplete or in the past.')
    expect(html).toContain('Your card&#39;s security code is incomplete.')
    expect(html).toContain('aria-describedby="cardNumber-error"')
    expect(html).toContain('value="01 / 20"')
  })

  it('cancel closes the checkout and returns to the cancel URL; the page then says so', async () => {
    const id = await startCheckoutAs(app, user.token, 'pro')
    const res = await post(id, 'cancel', {})
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/dashboard?canceled=1')
    expect((await findPaymentBySession(app.db, id))?.status).toBe('canceled')
    const closed = await page(id)
    expect(closed.status).toBe(410)
    expect(await closed.text()).toContain('Checkout closed')
    expect((await post(id, 'pay')).status).toBe(410)
  })

  it('an unknown session is a 404 page that does not echo the id', async () => {
    const res = await page('cs_local_%3Cscript%3Ealert(1)%3C%2Fscript%3E')
    expect(res.status).toBe(404)
    const html = await res.text()
    expect(html).toContain('Checkout not found')
    expect(html).not.toContain('alert(1)')
  })

  it('what was typed comes back escaped, as text in its field, never as markup', async () => {
    const id = await startCheckoutAs(app, user.token, 'pro')
    const typed = '"><script>alert(1)</script>'
    const res = await post(id, 'pay', { ...card, cvc: '1', name: typed })
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
    expect(html).not.toContain(typed)
  })
})
