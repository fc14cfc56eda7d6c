import type { DraftJob } from '@core/generation-schemas.ts'
import { apiRequest } from '@web/lib/api-client.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

const loadSchemas = loadOnce(() => import('@core/generation-schemas.ts'))

export const currentDraftQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'draft-current'] as const

/** The user's unfinished draft job, if any (GET /api/draft/current): the Continue card names it. */
export async function fetchCurrentDraft(signal?: AbortSignal): Promise<DraftJob | null> {
  const s = await loadSchemas()
  const res = await apiRequest('GET', '/api/draft/current', undefined, signal ? { signal } : {})
  return parseAnswer(s.currentDraftResponseSchema, await res.json()).job
}
