import { queryOptions } from '@tanstack/react-query'
import { retryTransient } from '@web/lib/api-error-text.ts'
import { listProjects, projectListQueryKey } from './projects-api.ts'

/** The signed-in user's newest `limit` projects and their total (projects page, dashboard). */
export function projectListQuery(userId: string, limit: number) {
  return queryOptions({
    queryKey: projectListQueryKey(userId, limit),
    queryFn: ({ signal }) => listProjects(limit, signal),
    enabled: userId !== '',
    retry: retryTransient,
  })
}
