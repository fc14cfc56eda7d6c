import { describe, expect, it } from 'vitest'
import { checkoutErrorText, checkoutReturnUrls, checkoutSessionRequestSchema, creditPackIdSchema, localCheckoutPath } from './checkout.ts'
import { CREDIT_PACKS } from './credit-packs.ts'

describe('checkout contract', () => {
  it('accepts exactly the packs of the price table', () => {
    expect(creditPackIdSchema.options).toEqual(CREDIT_PACKS.map((pack) => pack.id))
    expect(checkoutSessionRequestSchema.safeParse({ pack: 'gold' }).success).toBe(false)
  })

  it('drops any price the client sends: only the pack is read', () => {
    expect(checkoutSessionRequestSchema.parse({ pack: 'pro', priceDollars: 1, credits: 9999 })).toEqual({ pack: 'pro' })
  })

  it('returns to the dashboard (docs/product.md#dashboard)', () => {
    expect(checkoutReturnUrls('https://folio.example')).toEqual({
      success: 'https://folio.example/dashboard?success=1&session_id={CHECKOUT_SESSION_ID}',
      cancel: 'https://folio.example/dashboard?canceled=1',
    })
    expect(localCheckoutPath('cs_local_a/b')).toBe('/checkout/local/cs_local_a%2Fb')
  })
})

describe('checkoutErrorText (docs/product.md#pricing-and-checkout)', () => {
  it("is the error answer's message (the one table of errors.ts)", () => {
    const body = JSON.stringify({ code: 'provider_failed', message: 'Could not start the checkout: Invalid API Key' })
    expect(checkoutErrorText(502, body)).toBe('Could not start the checkout: Invalid API Key')
  })
  it('is the status when the answer is no error body', () => {
    expect(checkoutErrorText(500, JSON.stringify({ error: 'an old dialect' }))).toBe('Checkout HTTP 500')
    expect(checkoutErrorText(502, '<html>Bad gateway</html>')).toBe('Checkout HTTP 502')
    expect(checkoutErrorText(504, undefined)).toBe('Checkout HTTP 504')
  })
})
