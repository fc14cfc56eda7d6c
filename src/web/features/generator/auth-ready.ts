import type { AuthSnapshot } from '@web/lib/auth/auth-state.ts'
import { getAuthSnapshot, subscribeAuth } from '@web/lib/auth/auth-store.ts'

/** The session once the first check has answered (a click can come before it does). */
export function whenAuthKnown(): Promise<AuthSnapshot> {
  const now = getAuthSnapshot()
  if (now.status !== 'loading') return Promise.resolve(now)
  return new Promise((resolve) => {
    const unsubscribe = subscribeAuth(() => {
      const next = getAuthSnapshot()
      if (next.status === 'loading') return
      unsubscribe()
      resolve(next)
    })
  })
}
