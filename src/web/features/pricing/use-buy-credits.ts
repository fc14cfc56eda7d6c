import { useCallback, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { CreditPackId } from '@core/credit-packs.ts'
import { paths } from '@core/routes.ts'
import { toast } from '@web/components/ui/use-toast.ts'
import { accessTokenWithRefresh } from '@web/lib/auth/access-token.ts'
import { requestCheckoutUrl } from './checkout-api.ts'

// Buying signed out leads to sign-in and back to /pricing (docs/product.md#pricing-and-checkout).
const SIGN_IN_FROM_PRICING = `${paths.signIn}?next=${paths.pricing}`

/** Leaves for the checkout page (Stripe's or the local one): a full page load, not a route. */
export const goToCheckout = { assign: (url: string) => window.location.assign(url) }

/**
 * Buying (docs/product.md#pricing-and-checkout): idle, then one pack processing; on success the browser leaves for the
 * checkout URL, on failure back to idle with the 'Checkout failed' toast; with no token after one
 * refresh attempt, to sign-in (and back to /pricing after it).
 */
export function useBuyCredits() {
  const [processing, setProcessing] = useState<CreditPackId | null>(null)
  const navigate = useNavigate()

  // Back from the checkout page: the browser may restore this page as it was, 'Processing...' and all.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setProcessing(null)
    }
    window.addEventListener('pageshow', reset)
    return () => window.removeEventListener('pageshow', reset)
  }, [])

  const buy = useCallback(
    async (pack: CreditPackId) => {
      setProcessing(pack)
      try {
        const token = await accessTokenWithRefresh()
        if (!token) {
          setProcessing(null)
          void navigate(SIGN_IN_FROM_PRICING)
          return
        }
        goToCheckout.assign(await requestCheckoutUrl(pack, token))
        // Stays 'Processing...' until the page unloads.
      } catch (error) {
        setProcessing(null)
        const description = error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.'
        toast({ title: 'Checkout failed', description, variant: 'destructive' })
      }
    },
    [navigate],
  )

  return { processing, buy }
}
