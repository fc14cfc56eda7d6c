import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { startAuth } from './auth-store.ts'
import { useAuth } from './use-auth.ts'
import { USER_QUERY_KEY } from './user-query-key.ts'

/**
 * Starts the first session check after hydration (never during render, so the prerendered HTML
 * and the first client render match) and refetches data when the signed-in user changes.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient()
  const { status, user } = useAuth()
  useEffect(() => startAuth(), [])

  const userId = status === 'loading' ? undefined : (user?.id ?? null)
  const lastUserId = useRef<string | null | undefined>(undefined)
  useEffect(() => {
    if (userId === undefined) return
    const changed = lastUserId.current !== undefined && lastUserId.current !== userId
    lastUserId.current = userId
    if (!changed) return
    queryClient.removeQueries({ queryKey: [USER_QUERY_KEY] })
    // Answers fetched with the previous user's token (credits…) are stale now.
    void queryClient.invalidateQueries()
  }, [userId, queryClient])

  return children
}
