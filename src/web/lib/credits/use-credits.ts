import { useEffect, useMemo, useState } from 'react'
import { loadedQueryClient, loadQueryClient } from '../app-query-client.ts'
import { useAuth } from '../auth/use-auth.ts'
import { creditsQueryKey, lowerBalance } from './credit-balance.ts'
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

/**
 * The signed-in user's credit balance (docs/product.md#entities): a number, or null while unknown.
 * It lives in the app's query cache like every server answer, but the generator is also the
 * signed-out visitor's home page: TanStack Query is loaded only once someone is signed in.
 */
export function useCredits(): CreditsValue {
  const { status, user } = useAuth()
  const userId = status === 'signed-in' ? (user?.id ?? '') : ''
  const [seen, setSeen] = useState<{ userId: string; credits: number | null }>({ userId: '', credits: null })

  useEffect(() => {
    if (userId === '') return
    let stop: (() => void) | undefined
    let cancelled = false
    void Promise.all([loadQueryClient(), import('./credits-observer.ts')]).then(([client, { observeCredits }]) => {
      if (!cancelled) stop = observeCredits(client, userId, (credits) => setSeen({ userId, credits }))
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [userId])
  const credits = userId !== '' && seen.userId === userId ? seen.credits : null

  const control = useMemo<CreditsControl>(() => {
    const queryKey = creditsQueryKey(userId)
    // No client yet: nothing is known, and there is nothing to change or read again.
    const get = () => (userId === '' ? null : (loadedQueryClient()?.getQueryData<number>(queryKey) ?? null))
    return {
      get,
      spend(spent, serverLeft) {
        const next = lowerBalance(get(), spent, serverLeft)
        if (userId !== '' && next !== null) loadedQueryClient()?.setQueryData(queryKey, next)
        return next
      },
      set(value) {
        if (userId !== '') loadedQueryClient()?.setQueryData(queryKey, Math.max(0, value))
      },
      refresh: async () => loadedQueryClient()?.invalidateQueries({ queryKey, exact: true }),
    }
  }, [userId])

  return { ...control, credits, signedIn: userId !== '' }
}
