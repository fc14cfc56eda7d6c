import { describe, expect, it } from 'vitest'
import { titleSlug } from '@core/export.ts'
import { SLUG_LIMITS } from '@core/selling.ts'
import { addressFromTitle, checkForm, initialForm } from './sell-form.ts'

describe('addressFromTitle', () => {
  it('is export.ts’s titleSlug, written again to keep it off the editor’s first load', () => {
    for (const title of ['Swing Stronger After 40!', 'Café Crème — Déjà Vu', '  --Hello   World--  ', 'x'.repeat(80), '日本語', ''])
      expect(addressFromTitle(title, SLUG_LIMITS.max)).toBe(titleSlug(title, SLUG_LIMITS.max))
  })
})

describe('checkForm', () => {
  it('leaves out what the price kind and the checkout mode do not use', () => {
    const form = { ...initialForm('Swing', 'guide', null), priceKind: 'free' as const, checkoutUrl: 'https://x.example' }
    expect(checkForm(form, 'external')).toEqual({ ok: true, request: { slug: 'swing', price: null, formats: ['pdf', 'epub', 'docx'] } })
  })

  it('says an empty price in words', () => {
    const form = { ...initialForm('Swing', 'guide', null), amount: '' }
    expect(checkForm(form, 'local')).toEqual({ ok: false, fields: { 'price.amount': 'Enter a price as a number.' } })
  })
})
