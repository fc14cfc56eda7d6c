import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  apiError,
  mockApi,
  PRODUCT_ID,
  PROJECT_ID,
  sampleMail,
  sampleOrder,
  sampleProfile,
  sampleStats,
  sampleSubscriber,
} from '../../../../tests/support/selling-screens.tsx'
import * as sellingApi from './selling-api.ts'

// Decision 117: the web client is hc<ApiRoutes>. The hand-written request helper must not be reached.
const handWritten = vi.hoisted(() => ({ calls: 0 }))
vi.mock('@web/lib/api-client.ts', async (original) => ({
  ...(await original<typeof import('@web/lib/api-client.ts')>()),
  apiRequest: () => {
    handWritten.calls++
    throw new Error('apiRequest: a hand-written /api/ path')
  },
}))

afterEach(() => {
  vi.unstubAllGlobals()
  handWritten.calls = 0
})

const ORDER = sampleOrder(1)
const SUBSCRIBER = sampleSubscriber(1)
const MAIL = sampleMail()

describe('selling-api', () => {
  it('sends every creator call through the typed client: same paths, methods, bodies and parsed answers', async () => {
    const calls = mockApi(({ url }) => {
      // The orders CSV comes without a file name: the plain one is used.
      if (url.endsWith('orders.csv')) return new Response('id\n')
      if (url.endsWith('.csv'))
        return new Response('id\n', { headers: { 'Content-Disposition': 'attachment; filename="subscribers-2026-11-28.csv"' } })
      if (url.startsWith('/api/selling/profile')) return Response.json(sampleProfile())
      if (url === '/api/selling/connect') return Response.json({ url: 'https://connect.stripe.com/setup/abc' })
      if (url.startsWith('/api/selling/orders/')) return Response.json(ORDER)
      if (url.startsWith('/api/selling/orders')) return Response.json({ orders: [ORDER], next: null })
      if (url.startsWith('/api/selling/subscribers/')) return new Response(null, { status: 204 })
      if (url.startsWith('/api/selling/subscribers')) return Response.json({ subscribers: [SUBSCRIBER], next: null })
      if (url.startsWith('/api/selling/stats')) return Response.json(sampleStats())
      if (url === '/api/selling/mail/sequence' || url === '/api/selling/mail') return Response.json({ mails: [MAIL] })
      return Response.json(MAIL)
    })

    expect((await sellingApi.getSellerProfile()).checkoutMode).toBe(sampleProfile().checkoutMode)
    await sellingApi.updateSellerProfile({ postalAddress: '1 Main St' })
    expect(await sellingApi.startConnect()).toEqual({ url: 'https://connect.stripe.com/setup/abc' })
    expect(await sellingApi.listOrders({ status: 'paid', cursor: 'c2', product: PRODUCT_ID })).toEqual({ orders: [ORDER], next: null })
    await sellingApi.listOrders({})
    expect((await sellingApi.refundOrder(ORDER.id)).id).toBe(ORDER.id)
    expect((await sellingApi.listSubscribers({ cursor: '' })).subscribers).toHaveLength(1)
    await expect(sellingApi.deleteSubscriber(SUBSCRIBER.id)).resolves.toBeUndefined()
    await sellingApi.getStats(90, undefined)
    await sellingApi.getStats(7, PRODUCT_ID)
    expect((await sellingApi.listMails()).mails).toHaveLength(1)
    await sellingApi.scheduleSequence({ projectId: PROJECT_ID, audience: { productId: PRODUCT_ID }, launchDay: '2026-12-01', hour: 14 })
    await sellingApi.sendBroadcast({ audience: { productId: null }, subject: 'Hello', body: 'A new chapter.' })
    expect((await sellingApi.cancelMail(MAIL.id)).id).toBe(MAIL.id)
    expect((await sellingApi.downloadCsv('orders')).fileName).toBe('orders.csv')
    expect((await sellingApi.downloadCsv('subscribers')).fileName).toBe('subscribers-2026-11-28.csv')

    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/selling/profile',
      'PUT /api/selling/profile',
      'POST /api/selling/connect',
      `GET /api/selling/orders?status=paid&cursor=c2&product=${PRODUCT_ID}`,
      'GET /api/selling/orders',
      `POST /api/selling/orders/${ORDER.id}/refund`,
      'GET /api/selling/subscribers',
      `DELETE /api/selling/subscribers/${SUBSCRIBER.id}`,
      'GET /api/selling/stats?range=90',
      `GET /api/selling/stats?range=7&product=${PRODUCT_ID}`,
      'GET /api/selling/mail',
      'POST /api/selling/mail/sequence',
      'POST /api/selling/mail/broadcast',
      `DELETE /api/selling/mail/${MAIL.id}`,
      'GET /api/selling/orders.csv',
      'GET /api/selling/subscribers.csv',
    ])
    expect(calls[1]?.body).toEqual({ postalAddress: '1 Main St' })
    expect(calls[12]?.body).toEqual({ audience: { productId: null }, subject: 'Hello', body: 'A new chapter.' })
    expect(handWritten.calls).toBe(0)
  })

  it('throws an error answer as an ApiError with its code, and an answer of another shape in words', async () => {
    mockApi(({ url }) =>
      url.includes('/refund') ? apiError(409, 'order_not_refundable', 'Only a paid order can be refunded.') : Response.json({ orders: 3 }),
    )
    await expect(sellingApi.refundOrder(ORDER.id)).rejects.toMatchObject({ name: 'ApiError', status: 409, code: 'order_not_refundable' })
    await expect(sellingApi.listOrders({})).rejects.toThrow('The server sent an answer this page does not understand.')
  })
})
