import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { backoffMs, FETCH_BACKOFF } from '@core/backoff.ts'
import { apiRequest, ApiError } from './api-client.ts'

type UnauthorizedBehavior = 'returnNull' | 'throw'

/** The default fetch: a GET on the joined query key path, e.g. ['/api', 'projects'] → /api/projects. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    try {
      const res = await apiRequest('GET', queryKey.join('/'), undefined, { signal })
      return (await res.json()) as T
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null
      throw error
    }
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
      queries: { queryFn: getQueryFn({ on401: 'throw' }), ...queryDefaults },
      mutations: { retry: false },
    },
  })
}
