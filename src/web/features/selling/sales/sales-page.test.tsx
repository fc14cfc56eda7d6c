// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { stubRadixDomApis } from '../../../../../tests/support/jsdom-radix.ts'
import {
  apiError,
  type Call,
  mockApi,
  PRODUCT_ID,
  PROJECT_ID,
  sampleMail,
  sampleOrder,
  sampleProduct,
  sampleProfile,
  sampleStats,
  sampleSubscriber,
  withProviders,
} from '../../../../../tests/support/selling-screens.tsx'
import { SalesPage } from './sales-page.tsx'

vi.mock('@web/lib/auth/auth-store.ts', () => import('../../../../../tests/support/signed-in-auth-store.ts'))
// uPlot draws on a canvas jsdom lacks: a stand-in records what it was given.
const plots = vi.hoisted(() => [] as { series: unknown[]; data: unknown[][] }[])
vi.mock('uplot', () => ({
  default: Object.assign(
    class {
      constructor(opts: { series: unknown[] }, data: unknown[][]) {
        plots.push({ series: opts.series, data })
      }
      setSize() {}
      destroy() {}
    },
    { tzDate: (d: Date) => d },
  ),
}))

beforeAll(() => {
  stubRadixDomApis()
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  } as unknown as typeof ResizeObserver
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  plots.length = 0
})

const renderSales = (path = '/sales') => render(withProviders(<SalesPage />, path))
const panel = () => screen.getByRole('tabpanel')

describe('SalesPage tabs', () => {
  it('opens the tab of ?tab=, moves with the arrow keys, Home and End, and offers a select for phones', async () => {
    mockApi(() => Response.json({ orders: [], subscribers: [], next: null, mails: [], products: [] }))
    renderSales('/sales?tab=orders')
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((t) => t.textContent)).toEqual(['Overview', 'Orders', 'Subscribers', 'E-mails', 'Settings'])
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    expect(panel()).toHaveAccessibleName('Orders')
    screen.getByRole('tab', { name: 'Orders' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Subscribers' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus()
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Section' }), 'mail')
    expect(screen.getByRole('tab', { name: 'E-mails' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('Overview', () => {
  it('with nothing published, points to the projects', async () => {
    mockApi(() => Response.json(sampleStats([])))
    renderSales()
    expect(await screen.findByText('Nothing published yet')).toBeInTheDocument()
    expect(within(panel()).getByRole('link', { name: 'Your projects' })).toHaveAttribute('href', '/projects')
  })

  it('shows the totals (revenue per currency, conversion), the chart by day and a row per product; the range reloads', async () => {
    const calls = mockApi(() =>
      Response.json(
        sampleStats([
          {
            productId: PRODUCT_ID,
            title: 'Swing Stronger',
            slug: 'swing-stronger',
            views: 900,
            optIns: 30,
            orders: 10,
            revenue: { usd: 195 },
            refunds: 0,
            conversion: 0.044,
          },
        ]),
      ),
    )
    renderSales()
    const figure = (name: string) => screen.getByRole('group', { name })
    expect(await screen.findByRole('group', { name: 'Revenue' })).toHaveTextContent('$234 · €19.50')
    expect(figure('Page views')).toHaveTextContent('1,234')
    expect(figure('Conversion')).toHaveTextContent('4.2%')
    const row = screen.getByRole('row', { name: /Swing Stronger/ })
    expect(within(row).getByRole('link', { name: 'Swing Stronger' })).toHaveAttribute('href', '/p/swing-stronger')
    expect(row).toHaveTextContent('$195')
    await vi.waitFor(() => expect(plots).toHaveLength(1))
    expect(plots[0]?.data[1]).toEqual([0, 3, 6, 9, 12, 15, 18])
    expect(plots[0]?.data[0]?.[0]).toBe(Date.parse('2026-11-22T00:00:00Z') / 1000)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '90')
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/selling/stats?range=90'))
    expect(calls[0]?.url).toBe('/api/selling/stats?range=30')
  })
})

describe('Orders', () => {
  it('filters by status, loads more by cursor, and refunds after a confirm; order_not_refundable is said on the row', async () => {
    let refund: Response = Response.json(sampleOrder(1, { status: 'refunded' }))
    const calls = mockApi((call: Call) => {
      if (call.method === 'POST') return refund
      if (call.url.includes('cursor=c2')) return Response.json({ orders: [sampleOrder(3)], next: null })
      return Response.json({ orders: [sampleOrder(1), sampleOrder(2)], next: 'c2' })
    })
    renderSales('/sales?tab=orders')
    expect(await screen.findByRole('cell', { name: 'buyer1@example.com' })).toBeInTheDocument()
    expect(screen.getAllByRole('cell', { name: '$19.50' })).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('cell', { name: 'buyer3@example.com' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Refund buyer1@example.com' }))
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    const row = screen.getByRole('row', { name: /buyer1@example.com/ })
    await vi.waitFor(() => expect(row).toHaveTextContent('Refunded'))
    expect(within(row).queryByRole('button', { name: /Refund/ })).toBeNull()
    expect(calls.find((c) => c.method === 'POST')?.url).toBe(`/api/selling/orders/${sampleOrder(1).id}/refund`)

    refund = apiError(409, 'order_not_refundable', 'Only a paid order can be refunded.')
    await userEvent.click(screen.getByRole('button', { name: 'Refund buyer2@example.com' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a paid order can be refunded. This one is paid.')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded')
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/selling/orders?status=refunded'))
  })

  it('exports the CSV as a file named by the server', async () => {
    const saved: string[] = []
    URL.createObjectURL = () => 'blob:orders'
    URL.revokeObjectURL = () => {}
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download)
    })
    mockApi((call) =>
      call.url.endsWith('.csv')
        ? new Response('id,email\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="orders-2026-11-28.csv"' },
          })
        : Response.json({ orders: [], next: null }),
    )
    renderSales('/sales?tab=orders')
    expect(await screen.findByText('No orders yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await vi.waitFor(() => expect(saved).toEqual(['orders-2026-11-28.csv']))
  })
})

describe('Subscribers', () => {
  it('lists status, source and consent, and deletes a subscriber’s data after a confirm (204)', async () => {
    const calls = mockApi((call) =>
      call.method === 'DELETE'
        ? new Response(null, { status: 204 })
        : Response.json({
            subscribers: [sampleSubscriber(1), sampleSubscriber(2, { status: 'unconfirmed', confirmedAt: null })],
            next: null,
          }),
    )
    renderSales('/sales?tab=subscribers')
    const row = await screen.findByRole('row', { name: /reader2@example.com/ })
    expect(row).toHaveTextContent('Unconfirmed')
    expect(row).toHaveTextContent('Swing Stronger')
    await userEvent.click(within(row).getByRole('button', { name: 'Delete data of reader2@example.com' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete data' }))
    await vi.waitFor(() => expect(screen.queryByRole('row', { name: /reader2@example.com/ })).toBeNull())
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', url: `/api/selling/subscribers/${sampleSubscriber(2).id}` })
  })
})

describe('E-mails', () => {
  it('schedules the launch sequence; postal_address_required links to Settings, launch_kit_missing to the launch kit', async () => {
    let answer = apiError(409, 'postal_address_required', 'No address.')
    const calls = mockApi((call) => {
      if (call.url === '/api/selling/products') return Response.json({ products: [sampleProduct()] })
      if (call.method === 'POST') return answer
      return Response.json({ mails: [sampleMail({ status: 'blocked', note: 'No postal address yet.' })] })
    })
    renderSales('/sales?tab=mail')
    expect(await screen.findByText('No postal address yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Schedule launch sequence' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule 7 e-mails' }))
    let alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('link', { name: 'Add it in Settings' })).toHaveAttribute('href', '/sales?tab=settings')
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      projectId: PROJECT_ID,
      audience: { productId: PRODUCT_ID },
      hour: 14,
    })
    answer = apiError(409, 'launch_kit_missing', 'No address.')
    await userEvent.click(screen.getByRole('button', { name: 'Schedule 7 e-mails' }))
    alert = await screen.findByRole('alert')
    await vi.waitFor(() =>
      expect(within(alert).getByRole('link', { name: 'Write the launch kit' })).toHaveAttribute('href', `/launch?project=${PROJECT_ID}`),
    )
  })

  it('sends a broadcast now to everyone, and cancels a scheduled mail', async () => {
    const calls = mockApi((call) => {
      if (call.url === '/api/selling/products') return Response.json({ products: [] })
      if (call.method === 'POST') return Response.json(sampleMail({ status: 'sending' }))
      if (call.method === 'DELETE') return Response.json(sampleMail({ status: 'cancelled' }))
      return Response.json({ mails: [sampleMail()] })
    })
    renderSales('/sales?tab=mail')
    await userEvent.click(await screen.findByRole('button', { name: 'New broadcast' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send broadcast' }))
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Write a subject.')
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello')
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'A new chapter.')
    await userEvent.click(screen.getByRole('button', { name: 'Send broadcast' }))
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        audience: { productId: null },
        subject: 'Hello',
        body: 'A new chapter.',
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel “New chapter out”' }))
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel e-mail' }))
    await vi.waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/selling/mail/${sampleMail().id}`)).toBe(true))
  })
})

describe('Settings', () => {
  it('shows the store address, saves the profile, and Connect Stripe goes to the answer’s URL', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:3000', assign })
    const calls = mockApi((call) => {
      if (call.url === '/api/selling/connect') return Response.json({ url: 'https://connect.stripe.com/setup/abc' })
      if (call.method === 'PUT') return Response.json(sampleProfile({ ...(call.body as object), checkoutMode: 'stripe-connect' }))
      return Response.json(sampleProfile({ checkoutMode: 'stripe-connect' }))
    })
    renderSales('/sales?tab=settings')
    const handle = await screen.findByRole('textbox', { name: 'Store address' })
    await userEvent.type(handle, 'Anna Reads')
    expect(handle).toHaveAccessibleDescription(expect.stringContaining('/s/anna-reads'))
    expect(screen.getByText(/CAN-SPAM/)).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal address' }), '1 Main St, Springfield')
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }))
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        storeHandle: 'anna-reads',
        storeName: '',
        postalAddress: '1 Main St, Springfield',
        replyTo: null,
      }),
    )
    expect(screen.getByText(/Not connected/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Connect Stripe' }))
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/abc'))
  })
})
