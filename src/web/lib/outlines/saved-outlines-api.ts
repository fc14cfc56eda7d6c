import { queryOptions } from '@tanstack/react-query'
import { paths } from '@core/routes.ts'
import type { SavedOutlineSummary } from '@core/saved-outlines.ts'
import { api } from '@web/lib/api.ts'
import { retryTransient } from '@web/lib/api-error-text.ts'
import { USER_QUERY_KEY } from '@web/lib/auth/user-query-key.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

/**
 * The outlines kept on the account that no project was drafted from yet (src/core/saved-outlines.ts),
 * as the dashboard and Projects list them. Shared by both screens, so it lives in lib; the
 * generator's own load and save of one outline is the generator's.
 */
const loadSchemas = loadOnce(() => import('@core/saved-outlines.ts'))

/**
 * SAVED_OUTLINE_TEXT.notDrafted, word for word (saved-outlines-api.test.ts holds them equal): the
 * contract's module carries zod, which a list screen must not load before its first request.
 */
export const NOT_DRAFTED_LABEL = 'Outline — not drafted'

/** The generator opened on a saved outline (the generator loads it from the server). */
export const generatorPathForOutline = (id: string) => `${paths.home}?outline=${encodeURIComponent(id)}`

/** Under the user's prefix (dropped at sign-out); invalidate after a delete. */
export const notDraftedOutlinesQueryKey = (userId: string) => [USER_QUERY_KEY, userId, 'outlines', 'not_drafted'] as const

export async function listNotDraftedOutlines(signal?: AbortSignal): Promise<SavedOutlineSummary[]> {
  const s = await loadSchemas()
  const res = await api.outlines.$get({ query: { status: 'not_drafted' } }, signal ? { init: { signal } } : {})
  return parseAnswer(s.savedOutlinesResponseSchema, await res.json()).outlines
}

export async function deleteSavedOutline(id: string): Promise<void> {
  await api.outlines[':id'].$delete({ param: { id: encodeURIComponent(id) } })
}

export function notDraftedOutlinesQuery(userId: string) {
  return queryOptions({
    queryKey: notDraftedOutlinesQueryKey(userId),
    queryFn: ({ signal }) => listNotDraftedOutlines(signal),
    enabled: userId !== '',
    retry: retryTransient,
  })
}
