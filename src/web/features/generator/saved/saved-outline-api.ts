import type { Outline } from '@core/generation-schemas.ts'
import type { SavedOutline } from '@core/saved-outlines.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

/** The saved outlines' schemas (issue 30), loaded with the first call rather than with the home page. */
const loadSchemas = loadOnce(() => import('@core/saved-outlines.ts'))

/** GET /api/outlines/:id: the caller's saved outline; another user's or a removed one is a 404 ApiError. */
export async function fetchSavedOutline(id: string, signal?: AbortSignal): Promise<SavedOutline> {
  const [s, { api }] = await Promise.all([loadSchemas(), loadApi()])
  const res = await api.outlines[':id'].$get({ param: { id: encodeURIComponent(id) } }, signal ? { init: { signal } } : {})
  return parseAnswer(s.savedOutlineSchema, await res.json())
}

/** PUT /api/outlines/:id: the edited outline replaces the stored one (last write wins). */
export async function putSavedOutline(id: string, outline: Outline): Promise<SavedOutline> {
  const [s, { api }] = await Promise.all([loadSchemas(), loadApi()])
  const res = await api.outlines[':id'].$put({ param: { id: encodeURIComponent(id) }, json: { outline } })
  return parseAnswer(s.savedOutlineSchema, await res.json())
}

/** The project the generator offers to open instead of a second purchase, from the saved outline's state. */
export const draftedProjectOf = (saved: Pick<SavedOutline, 'status' | 'projectId' | 'projectTitle'>) =>
  saved.projectId ? { id: saved.projectId, title: saved.projectTitle ?? '' } : null
