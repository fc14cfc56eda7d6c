import type { DraftJob } from '@core/generation-schemas.ts'
import { loadedQueryClient } from '@web/lib/app-query-client.ts'
import { getAccount } from '@web/lib/auth/account.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The user's unfinished draft job (GET /api/draft/current): one function and one cache entry for
 * the generator (its resume offer) and the dashboard (its Continue card), so both read the same
 * answer (decision 115). No TanStack Query import here: the generator is the home page, and the
 * generator loads this module only once someone is signed in.
 */
const loadSchemas = loadOnce(() => import('@core/generation-schemas.ts'))

export const currentDraftQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'draft-current'] as const

export async function fetchCurrentDraft(signal?: AbortSignal): Promise<DraftJob | null> {
  const [s, { api }] = await Promise.all([loadSchemas(), loadApi()])
  const res = await api.draft.current.$get({}, signal ? { init: { signal } } : {})
  return parseAnswer(s.currentDraftResponseSchema, await res.json()).job
}

/** The query's options, for `useQuery` and `QueryClient.fetchQuery` alike. */
export const currentDraftQuery = (userId: string) => ({
  queryKey: currentDraftQueryKey(userId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchCurrentDraft(signal),
  // No answer simply means no draft to name: the form's own work still shows, and a new draft still works.
  retry: false,
})

/** A draft started, finished or was cancelled in this tab: whoever shows the query next asks the server again. */
export function refreshCurrentDraft(): void {
  const account = getAccount()
  if (account) void loadedQueryClient()?.invalidateQueries({ queryKey: currentDraftQueryKey(account) })
}
