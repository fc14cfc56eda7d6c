import type { QueryClient } from '@tanstack/react-query'

let client: QueryClient | undefined
let loading: Promise<QueryClient> | undefined

/**
 * The app's one query cache, or undefined while nothing has needed it: TanStack Query is loaded
 * with the first signed-in need (a protected screen, the generator's credits), never for a
 * visitor who is signed out (decision 64).
 */
export const loadedQueryClient = (): QueryClient | undefined => client

/** Loads TanStack Query and creates the app's client, once; it lives as long as the page. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client.ts').then(({ createQueryClient }) => {
    client = createQueryClient()
    // Refetch on focus and reconnect for every observer, also those outside a QueryClientProvider.
    client.mount()
    return client
  })
  return loading
}
