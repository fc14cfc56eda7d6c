import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { PaymentStatus } from '@core/checkout.ts'
import { paths } from '@core/routes.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { confirmCheckout } from './payments-api.ts'

type ToastText = { title: string; description: string; variant?: 'destructive' }

/** The toast with 'Back to your outline' when work waits; loaded only now, and the plain toast if that fails. */
function raiseWithWayBack(text: ToastText): Promise<void> {
  return import('@web/components/outlines/way-back-toast.tsx').then(
    (m) => m.toastWithWayBack(text),
    () => void toast(text),
  )
}

/** The toast for each outcome (docs/product.md#dashboard); only the paid one was in the first product. */
export function paymentToast(status: PaymentStatus | 'unknown'): ToastText {
  switch (status) {
    case 'paid':
      return { title: 'Payment successful!', description: 'Credits have been added to your account.' }
    case 'pending':
    case 'processing':
      return { title: 'Payment processing', description: 'Your credits will be added as soon as the payment clears.' }
    case 'failed':
    case 'canceled':
    case 'expired':
      return { title: 'Payment failed', description: 'The payment did not go through. No credits were added.', variant: 'destructive' }
    default:
      return { title: 'Checking your payment', description: 'Your credits will appear here shortly.' }
  }
}

/**
 * Coming back from checkout (docs/product.md#dashboard): the checkout sends the buyer back to /dashboard with
 * ?success=1&session_id=… or ?canceled=1. The query string is cleared at once (a reload must not
 * repeat anything); a payment is confirmed with the server, which grants the credits if the
 * webhook has not yet, and then the balance is fetched again.
 */
export function usePaymentReturn(): void {
  const { search, key } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (handled.current === key) return
    const params = new URLSearchParams(search)
    const sessionId = params.get('success') === '1' ? params.get('session_id') : null
    const canceled = params.get('canceled') === '1'
    if (!sessionId && !canceled) return
    handled.current = key
    void navigate(paths.dashboard, { replace: true })
    if (!sessionId) {
      toast({ title: 'Payment canceled', description: 'No charges were made.', variant: 'destructive' })
      return
    }
    void confirmCheckout(sessionId)
      .then(
        (answer) => answer.status,
        () => 'unknown' as const,
      )
      .then((status) => {
        // Paid: the way back to the outline or draft that waits, as the toast's action (issue 30).
        if (status === 'paid') void raiseWithWayBack(paymentToast(status))
        else toast(paymentToast(status))
        // The profile, the balance and the credit history are fetched again.
        void queryClient.invalidateQueries()
      })
  }, [search, key, navigate, queryClient])
}
