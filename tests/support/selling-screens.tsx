// Helpers for the jsdom tests of the selling screens (src/web/features/selling): the API mocked at
// fetch, and sample answers shaped by the contract's schemas.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { vi } from 'vitest'
import type { ListMail, Order, Product, SalesStats, SellerProfile, Subscriber } from '../../src/core/selling-schemas.ts'

export interface Call {
  method: string
  url: string
  body: unknown
}

/** Stubs fetch: `answer` gives the Response for each call; the calls are recorded. */
export function mockApi(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined }
    calls.push(call)
    return answer(call)
  })
  return calls
}

export const apiError = (status: number, code: string, message: string, issues?: { path: string; message: string }[]) =>
  Response.json({ code, message, ...(issues ? { issues } : {}) }, { status })

/** Renders inside a router (at `path`) and a fresh query client that never retries. */
export function withProviders(ui: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>
  )
}

export const PROJECT_ID = '0d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001'
export const PRODUCT_ID = '1d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0002'

export function sampleProduct(over: Partial<Product> = {}): Product {
  return {
    id: PRODUCT_ID,
    projectId: PROJECT_ID,
    slug: 'swing-stronger',
    title: 'Swing Stronger',
    status: 'live',
    priceKind: 'fixed',
    price: { amount: 19.5, currency: 'usd' },
    formats: ['pdf', 'epub'],
    salesCopy: 'Longer drives after 40.',
    refundPolicy: 'Refunds within 30 days.',
    checkoutUrl: null,
    version: 1,
    publishedAt: '2026-11-28T10:00:00.000Z',
    url: 'http://localhost:3000/p/swing-stronger',
    outdated: false,
    ...over,
  }
}

export function sampleProfile(over: Partial<SellerProfile> = {}): SellerProfile {
  return {
    storeHandle: null,
    storeName: '',
    postalAddress: '',
    replyTo: null,
    checkoutMode: 'local',
    stripeAccountId: null,
    chargesEnabled: false,
    platformFeePercent: 0,
    storeUrl: null,
    ...over,
  }
}

export function sampleOrder(n: number, over: Partial<Order> = {}): Order {
  return {
    id: `2d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a${String(n).padStart(4, '0')}`,
    productId: PRODUCT_ID,
    productTitle: 'Swing Stronger',
    email: `buyer${n}@example.com`,
    amount: 19.5,
    currency: 'usd',
    fee: 0,
    status: 'paid',
    version: 1,
    downloads: n,
    createdAt: '2026-11-27T10:00:00.000Z',
    paidAt: '2026-11-27T10:01:00.000Z',
    refundedAt: null,
    ...over,
  }
}

export function sampleSubscriber(n: number, over: Partial<Subscriber> = {}): Subscriber {
  return {
    id: `3d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a${String(n).padStart(4, '0')}`,
    email: `reader${n}@example.com`,
    status: 'confirmed',
    sourceProductId: PRODUCT_ID,
    sourceTitle: 'Swing Stronger',
    consentedAt: '2026-11-26T10:00:00.000Z',
    consentText: 'Send me this free download.',
    confirmedAt: '2026-11-26T10:05:00.000Z',
    unsubscribedAt: null,
    ...over,
  }
}

export function sampleMail(over: Partial<ListMail> = {}): ListMail {
  return {
    id: '4d6f8a8e-3c1e-4f0e-9d7e-2b1e7c1a0001',
    kind: 'broadcast',
    emailKind: null,
    subject: 'New chapter out',
    productId: null,
    sendAt: '2026-12-01T14:00:00.000Z',
    status: 'scheduled',
    recipients: 12,
    sent: 0,
    note: null,
    ...over,
  }
}

const zero = { views: 0, optIns: 0, orders: 0, revenue: {}, refunds: 0, conversion: 0 }

export function sampleStats(products: SalesStats['products'] = []): SalesStats {
  const days = Array.from({ length: 7 }, (_, i) => ({ ...zero, day: `2026-11-${String(22 + i).padStart(2, '0')}`, views: i * 3 }))
  return {
    range: 7,
    totals: { views: 1234, optIns: 40, orders: 12, revenue: { usd: 234, eur: 19.5 }, refunds: 1, conversion: 0.042 },
    days,
    products,
  }
}
