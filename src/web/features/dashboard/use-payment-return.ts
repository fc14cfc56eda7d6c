import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@core/routes.ts'
import { toast } from '@web/components/ui/use-toast.ts'

/**
 * Spec §4 payment return: the checkout page sends the buyer back to /dashboard with
 * ?success=1&session_id=… or ?canceled=1. Say what happened, reload the balance after a payment,
 * and clear the query string so a reload does not say it again.
 */
export function usePaymentReturn(): void {
  const { search, key } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (handled.current === key) return
    const params = new URLSearchParams(search)
    const paid = params.get('success') === '1' && Boolean(params.get('session_id'))
    const canceled = params.get('canceled') === '1'
    if (!paid && !canceled) return
    handled.current = key
    if (paid) {
      toast({ title: 'Payment successful!', description: 'Credits have been added to your account.' })
      // The profile (and any other balance on screen) is fetched again.
      void queryClient.invalidateQueries()
    } else {
      toast({ title: 'Payment canceled', description: 'No charges were made.', variant: 'destructive' })
    }
    void navigate(paths.dashboard, { replace: true })
  }, [search, key, navigate, queryClient])
}
