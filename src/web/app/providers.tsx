import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { AuthProvider } from '@web/lib/auth/auth-provider.tsx'
import { createQueryClient } from '@web/lib/query-client.ts'

/** App-wide state. Tooltips bring their own provider, so the first page doesn't load one. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  )
}
