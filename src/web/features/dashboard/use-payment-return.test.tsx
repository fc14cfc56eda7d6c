// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { usePaymentReturn } from './use-payment-return.ts'

const toast = vi.hoisted(() => vi.fn())
vi.mock('@web/components/ui/use-toast.ts', () => ({ toast }))
// Issue 30: a paid checkout's toast carries 'Back to your outline' when work waits (way-back-toast.test.tsx).
const wayBack = vi.hoisted(() => vi.fn())
vi.mock('@web/components/outlines/way-back-toast.tsx', () => ({ toastWithWayBack: wayBack }))
const confirm = vi.hoisted(() => vi.fn())
vi.mock('./payments-api.ts', () => ({ confirmCheckout: confirm }))

function Probe() {
  usePaymentReturn()
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

function renderAt(url: string) {
  const client = new QueryClient()
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Probe />
        </MemoryRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
  return { invalidate }
}

afterEach(() => {
  cleanup()
  toast.mockReset()
  wayBack.mockReset()
  confirm.mockReset()
})

describe('usePaymentReturn', () => {
  it('confirms the session once, says so with its toast, reloads, and clears the query string', async () => {
    confirm.mockResolvedValue({ status: 'paid', pack: 'standard', credits: 80, balance: 82 })
    const { invalidate } = renderAt('/dashboard?success=1&session_id=cs_1')
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/)
    await vi.waitFor(() =>
      expect(wayBack).toHaveBeenCalledWith({ title: 'Payment successful!', description: 'Credits have been added to your account.' }),
    )
    expect(confirm).toHaveBeenCalledExactlyOnceWith('cs_1')
    expect(wayBack).toHaveBeenCalledOnce()
    expect(toast).not.toHaveBeenCalled()
    expect(invalidate).toHaveBeenCalled()
  })

  it.each([
    ['processing', 'Payment processing'],
    ['failed', 'Payment failed'],
  ] as const)('a %s payment gets its own toast', async (status, title) => {
    confirm.mockResolvedValue({ status, pack: 'pro', credits: 200, balance: 2 })
    renderAt('/dashboard?success=1&session_id=cs_2')
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title })))
  })

  it('a confirmation that fails still reloads and says the credits will come', async () => {
    confirm.mockRejectedValue(new Error('503: down'))
    const { invalidate } = renderAt('/dashboard?success=1&session_id=cs_3')
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Checking your payment', description: 'Your credits will appear here shortly.' }),
    )
    expect(invalidate).toHaveBeenCalled()
  })

  it('canceled=1 gives the destructive “Payment canceled” toast without asking the server', async () => {
    renderAt('/dashboard?canceled=1')
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Payment canceled', description: 'No charges were made.', variant: 'destructive' }),
    )
    expect(confirm).not.toHaveBeenCalled()
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/)
  })

  it('success=1 without a session id is not a payment', async () => {
    renderAt('/dashboard?success=1')
    await new Promise((done) => setTimeout(done, 20))
    expect(confirm).not.toHaveBeenCalled()
    expect(toast).not.toHaveBeenCalled()
  })
})
