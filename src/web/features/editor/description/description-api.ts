import type { DescriptionResponse } from '@core/description-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'
import { loadOnce, parseAnswer } from '@web/lib/lazy-schemas.ts'

// The validator arrives with the first regeneration, not with the editor.
const loadSchemas = loadOnce(() => import('@core/description-schemas.ts'))

/** POST /api/projects/:id/description → a new description (free; issue 29). `previous`: the suggestion not taken. */
export async function regenerateDescription(projectId: string, previous?: string, signal?: AbortSignal): Promise<string> {
  const s = await loadSchemas()
  const res = await (
    await loadApi()
  ).api.projects[':id'].description.$post(
    { param: { id: encodeURIComponent(projectId) }, json: previous ? { previous } : {} },
    signal ? { init: { signal } } : {},
  )
  const answer: DescriptionResponse = parseAnswer(s.descriptionResponseSchema, await res.json())
  return answer.description
}
