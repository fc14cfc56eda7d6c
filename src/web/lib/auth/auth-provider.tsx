import type { QueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { loadedQueryClient } from '../app-query-client.ts'
import { onAccountChange } from './account.ts'
import { startAuth } from './auth-store.ts'
import { USER_QUERY_KEY } from './user-query-key.ts'

/**
 * Whenever the account changes (sign-in, sign-out, another user, also from another tab), the
 * previous account's cached answers and mutations (their variables hold documents) are dropped,
 * and answers fetched with the previous token (credits…) are fetched again.
 */
export function forgetAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [USER_QUERY_KEY] })
  queryClient.getMutationCache().clear()
  void queryClient.invalidateQueries()
}

/**
 * Starts the first session check after hydration (never during render, so the prerendered HTML
 * and the first client render match), and clears the query cache on every change of account,
 * at the auth event itself, before the next user's screens render (decision 0029).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  useEffect(
    () =>
      onAccountChange((_next, previous) => {
        // The first answer of the page changes nothing: the cache holds nobody's data yet. Nor does
        // a cache that was never loaded (decision 64).
        const queryClient = loadedQueryClient()
        if (previous !== undefined && queryClient) forgetAccountData(queryClient)
      }),
    [],
  )
  useEffect(() => startAuth(), [])
  return children
}
