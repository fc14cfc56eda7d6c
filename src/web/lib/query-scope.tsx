import { lazy, type ReactNode } from 'react'
import { loadQueryClient } from './app-query-client.ts'

const Provider = lazy(async () => {
  const [client, { QueryClientProvider }] = await Promise.all([loadQueryClient(), import('@tanstack/react-query')])
  return { default: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> }
})

/** Gives its children the app's query client, loading TanStack Query first (suspends meanwhile). */
export function QueryScope({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>
}
