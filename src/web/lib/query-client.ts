import { QueryClient } from '@tanstack/react-query'
import { backoffMs, FETCH_BACKOFF } from '@core/backoff.ts'

/** Retry up to 3 times, 1000 ms doubling to at most 30000 ms; unused data is collected after 5 minutes. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => backoffMs(attempt, FETCH_BACKOFF),
  gcTime: 5 * 60 * 1000,
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // No default queryFn: every query names its own fetch (its key is not a URL).
      queries: { ...queryDefaults },
      mutations: { retry: false },
    },
  })
}
