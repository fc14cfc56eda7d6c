import type { ReactNode } from 'react'
import { AuthProvider } from '@web/lib/auth/auth-provider.tsx'

/**
 * App-wide state: the signed-in user. The query cache is not here: TanStack Query loads with the
 * first signed-in need (protected screens, the generator's credits; decision 64).
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>
}
