import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { backoffMs, FETCH_BACKOFF } from '@core/backoff.ts'
import { apiRequest } from './api-client.ts'

/**
 * The default fetch: a GET on the joined query key path, e.g. ['/api', 'projects'] → /api/projects.
 * A 401 throws like any failure (an option to yield null instead had no caller; decision 46).
 */
export function getQueryFn<T>(): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await apiRequest('GET', queryKey.join('/'), undefined, { signal })
    return (await res.json()) as T
  }
}

/** Retry up to 3 times, 1000 ms doubling to at most 30000 ms; unused data is collected after 5 minutes. */
export const queryDefaults = {
  retry: 3,
  retryDelay: (attempt: number) => backoffMs(attempt, FETCH_BACKOFF),
  gcTime: 5 * 60 * 1000,
} as const

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn(), ...queryDefaults },
      mutations: { retry: false },
    },
  })
}
