import { describe, expect, it } from 'vitest'
import type { ProductRow } from '../shared/selling.queries.ts'
import { samplePage } from '../../../../tests/support/selling-fixture.ts'
import { jsonLd, renderProductPage, type ProductPageInput } from './product-page.ts'
import { completePage, productPageCsp } from './storefront.routes.ts'

const product = (overrides: Partial<ProductRow> = {}): ProductRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  user_id: '00000000-0000-4000-8000-000000000002',
  project_id: null,
  slug: 'swing-stronger',
  title: 'Swing Stronger',
  status: 'live',
  price_kind: 'fixed',
  currency: 'usd',
  amount_cents: 1900,
  minimum_cents: null,
  formats: ['pdf', 'epub'],
  sales_copy: 'Copy.',
  refund_policy: 'Refunds within 30 days.',
  checkout_url: 'https://dana.gumroad.com/l/swing?x=1&y=2',
  current_version_id: 'v',
  published_at: new Date(),
  unpublished_at: null,
  updated_at: new Date(),
  ...overrides,
})

const input = (overrides: Partial<ProductPageInput> = {}): ProductPageInput => ({
  product: product(),
  page: samplePage(),
  version: 2,
  seller: { name: 'Dana', handle: null },
  siteUrl: 'https://folio.example',
  checkoutMode: 'local',
  cover: null,
  og: null,
  ...overrides,
})

describe('the product page call to action per price kind and checkout mode', () => {
  it('posts a buy form in local and Stripe Connect modes', () => {
    for (const checkoutMode of ['local', 'stripe-connect'] as const) {
      const { body } = renderProductPage(input({ checkoutMode }))
      expect(body).toContain('<form method="post" action="/p/swing-stronger/buy">')
      expect(body).not.toContain('gumroad')
    }
  })

  it('links to the creator’s own checkout in external mode, and says so when there is none', () => {
    const { body } = renderProductPage(input({ checkoutMode: 'external' }))
    expect(body).toContain('<a class="btn" href="https://dana.gumroad.com/l/swing?x=1&amp;y=2" rel="noopener">Buy now</a>')
    expect(body).not.toContain('/buy"')
    const none = renderProductPage(input({ checkoutMode: 'external', product: product({ checkout_url: null }) })).body
    expect(none).toContain('not on sale right now')
  })

  it('offers the opt-in form for a free product whatever the checkout mode', () => {
    for (const checkoutMode of ['local', 'stripe-connect', 'external'] as const) {
      const free = product({ price_kind: 'free', currency: null, amount_cents: null })
      const { body } = renderProductPage(input({ checkoutMode, product: free }))
      expect(body).toContain('action="/p/swing-stronger/subscribe"')
      expect(body).not.toContain('gumroad')
    }
  })

  it('marks front and back matter in the chapter list', () => {
    const { body } = renderProductPage(input())
    expect(body).toContain('Keeping It Going <span class="tag">(closing)</span>')
  })

  it('lets the buy form end at Stripe’s checkout only in Stripe Connect mode', () => {
    expect(productPageCsp('stripe-connect')).toContain("form-action 'self' https://checkout.stripe.com;")
    expect(productPageCsp('local')).toContain("form-action 'self';")
    expect(productPageCsp('external')).toContain("form-action 'self';")
    expect(productPageCsp('local')).toContain("script-src 'none'")
  })

  it('writes JSON-LD no text can break out of', () => {
    const text = jsonLd({ a: '</script><!-- & \u2028' })
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- & \u2028' })
  })

  it('shows the description once when the sales copy is only the description', () => {
    const description = samplePage().description
    const count = (html: string) => html.split(description).length - 1
    expect(count(renderProductPage(input({ product: product({ sales_copy: `${description}\n` }) })).body)).toBe(1)
    expect(renderProductPage(input({ product: product({ sales_copy: 'Copy of its own.' }) })).body).toContain('Copy of its own.')
  })

  it('renders a version page with fields missing (an older or partial version) without breaking', () => {
    const page = completePage({ title: '' } as never, 'Row Title')
    const { body, title } = renderProductPage(input({ page }))
    expect(title).toBe('Row Title — Dana')
    expect(body).toContain('<h1>Row Title</h1>')
    expect(body).not.toContain("What's inside")
    expect(body).not.toContain('free excerpt')
  })
})
