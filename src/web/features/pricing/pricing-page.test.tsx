// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CREDIT_PACKS } from '@core/credit-packs.ts'
import { PricingPage } from './pricing-page.tsx'
import { goToCheckout } from './use-buy-credits.ts'

const token = vi.hoisted(() => ({ value: 'tok-123' as string | null }))
vi.mock('@web/lib/auth/access-token.ts', () => ({ accessTokenWithRefresh: vi.fn(async () => token.value) }))
const toast = vi.hoisted(() => vi.fn())
vi.mock('@web/components/ui/use-toast.ts', () => ({ toast }))

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/pricing']}>
      <Routes>
        <Route path="/pricing" element={<PricingPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

const pack = (name: string) => screen.getByRole('article', { name })
const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))

beforeEach(() => {
  token.value = 'tok-123'
  vi.spyOn(goToCheckout, 'assign').mockImplementation(() => undefined)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  toast.mockReset()
})

describe('PricingPage', () => {
  it('shows the three packs from the price table, Standard as the most popular, and how credits work', () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Buy Credits, Create Products' })).toBeInTheDocument()
    for (const p of CREDIT_PACKS) {
      expect(within(pack(p.name)).getByText(`$${p.priceDollars}`)).toBeInTheDocument()
      expect(within(pack(p.name)).getByText(`${p.credits} credits`)).toBeInTheDocument()
      expect(within(pack(p.name)).getByRole('button', { name: 'Buy Credits' })).toBeEnabled()
    }
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)
    expect(within(pack('Standard')).getByText('Most Popular')).toBeInTheDocument()
    expect(screen.getByText('Secure payments by Stripe')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How Credits Work' })).toBeInTheDocument()
    expect(screen.getByText('Product outline: 2 credits')).toBeInTheDocument()
    expect(screen.getByText('Full draft: 8 credits')).toBeInTheDocument()
    // Issue 32: the launch kit's cost comes after the spec's two lines, and regenerating its pieces is free.
    const costs = within(screen.getByRole('region', { name: 'What costs credits' })).getAllByRole('listitem')
    expect(costs.map((li) => li.textContent)).toEqual(['Product outline: 2 credits', 'Full draft: 8 credits', 'Launch kit: 2 credits'])
    const free = within(screen.getByRole('region', { name: 'Always free' })).getAllByRole('listitem')
    expect(free.map((li) => li.textContent)).toEqual([
      'Editing and regenerating chapters',
      'PDF and DOCX export',
      'Saving and managing projects',
      'Regenerating launch kit pieces',
    ])
    expect(
      screen.getByText(
        'A draft you cancel, replace with a new outline or leave to expire pays only for its chapters written or under way: 8 × those chapters ÷ all its chapters, rounded up. The rest comes back, and a chapter the AI fails to write costs nothing.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('PDF and DOCX export')).toBeInTheDocument()
  })

  it('sends only the pack, with the token as bearer and in the extra header, then leaves for the checkout URL', async () => {
    let release: (res: Response) => void = () => undefined
    const fetchMock = vi.fn(() => new Promise<Response>((done) => (release = done)))
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await userEvent.click(within(pack('Pro')).getByRole('button', { name: 'Buy Credits' }))

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce())
    expect(within(pack('Pro')).getByRole('button', { name: 'Processing...' })).toBeDisabled()
    expect(within(pack('Starter')).getByRole('button', { name: 'Buy Credits' })).toBeDisabled()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/checkout/session')
    expect(init).toMatchObject({ method: 'POST', body: '{"pack":"pro"}', credentials: 'include' })
    const headers = new Headers(init.headers as HeadersInit)
    expect([headers.get('content-type'), headers.get('authorization'), headers.get('x-access-token')]).toEqual([
      'application/json',
      'Bearer tok-123',
      'tok-123',
    ])

    release(new Response(JSON.stringify({ url: 'https://checkout.stripe.com/c/pay/cs_1', sessionId: 'cs_1' })))
    await vi.waitFor(() => expect(goToCheckout.assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'))
    expect(toast).not.toHaveBeenCalled()
  })

  const LIMIT = 'You have started 10 checkouts in the last hour that are not paid yet. Finish one of them, or try again in an hour.'
  it.each([
    [
      "the provider's refusal",
      502,
      { code: 'provider_failed', message: 'Could not start the checkout: Card processor down' },
      'Could not start the checkout: Card processor down',
    ],
    ['a signed-out answer', 401, { code: 'unauthorized', message: 'Please sign in to continue.' }, 'Please sign in to continue.'],
    ['the per-hour checkout limit (decision 30)', 429, { code: 'checkout_limit', message: LIMIT }, LIMIT],
    ['the status when the body says nothing', 500, 'Internal Server Error', 'Checkout HTTP 500'],
    ['no URL in a successful answer', 200, { error: null }, 'No checkout URL returned'],
  ])("a failure with %s toasts 'Checkout failed' and returns to idle", async (_, status, body, description) => {
    vi.stubGlobal('fetch', respond(status, body))
    renderPage()
    await userEvent.click(within(pack('Starter')).getByRole('button', { name: 'Buy Credits' }))
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Checkout failed', description, variant: 'destructive' }))
    expect(within(pack('Starter')).getByRole('button', { name: 'Buy Credits' })).toBeEnabled()
    expect(goToCheckout.assign).not.toHaveBeenCalled()
  })

  it('with no token after the refresh attempt, goes to sign-in and comes back to pricing', async () => {
    token.value = null
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderPage()
    await userEvent.click(within(pack('Standard')).getByRole('button', { name: 'Buy Credits' }))
    expect(await screen.findByTestId('where')).toHaveTextContent('/auth/sign-in?next=/pricing')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
