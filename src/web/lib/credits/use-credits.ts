import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useAuth } from '../auth/use-auth.ts'
import { creditsQueryKey, lowerBalance } from './credit-balance.ts'
import { fetchCredits } from './fetch-credits.ts'

/** What flows that spend credits may do with the balance, also after the screen has unmounted. */
export interface CreditsControl {
  /** The balance as last known; null when unknown (signed out, or still loading). */
  get(): number | null
  /** Lowers the balance after spending (see lowerBalance) and gives the new figure. */
  spend(spent: number, serverLeft?: number): number | null
  /** Sets the balance to the server's figure (e.g. after held credits were released). */
  set(credits: number): void
  /** Reads the balance again from the server. */
  refresh(): Promise<void>
}

export interface CreditsValue extends CreditsControl {
  credits: number | null
  signedIn: boolean
}

/** The signed-in user's credit balance (docs/product.md#entities): a number, or null while unknown. */
export function useCredits(): CreditsValue {
  const { status, user } = useAuth()
  const queryClient = useQueryClient()
  const userId = status === 'signed-in' ? (user?.id ?? '') : ''
  const key = creditsQueryKey(userId)
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchCredits(userId),
    enabled: userId !== '',
    // fetchCredits never throws: its fallbacks end at 0.
    retry: false,
  })
  const credits = userId === '' ? null : (query.data ?? null)

  const control = useMemo<CreditsControl>(() => {
    const queryKey = creditsQueryKey(userId)
    const get = () => (userId === '' ? null : (queryClient.getQueryData<number>(queryKey) ?? null))
    return {
      get,
      spend(spent, serverLeft) {
        const next = lowerBalance(get(), spent, serverLeft)
        if (userId !== '' && next !== null) queryClient.setQueryData(queryKey, next)
        return next
      },
      set(value) {
        if (userId !== '') queryClient.setQueryData(queryKey, Math.max(0, value))
      },
      refresh: () => queryClient.invalidateQueries({ queryKey, exact: true }),
    }
  }, [queryClient, userId])

  return { ...control, credits, signedIn: userId !== '' }
}
