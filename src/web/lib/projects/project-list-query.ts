import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@web/lib/api-client.ts'
import { listProjects, projectListQueryKey } from './projects-api.ts'

/** A 4xx will answer the same again, so only server trouble and network failures are retried (up to 3 times). */
export function retryUnlessClientError(failures: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failures < 3
}

/** The signed-in user's newest `limit` projects and their total (projects page, dashboard). */
export function projectListQuery(userId: string, limit: number) {
  return queryOptions({
    queryKey: projectListQueryKey(userId, limit),
    queryFn: ({ signal }) => listProjects(limit, signal),
    enabled: userId !== '',
    retry: retryUnlessClientError,
  })
}
