import { createRoute } from '@hono/zod-openapi'
import { descriptionRequestSchema, descriptionResponseSchema } from '@core/description-schemas.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput, uuidParams } from '../../http/openapi.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { projectIdFirst, projectIdParam } from '../../projects/project-params.ts'
import { enforceUserRateLimit } from '../providers/chapter-rate-limit.ts'
import { writeDescription } from './description.handlers.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { generationFailure } from '../providers/generation-failure.ts'

const descriptionRoute = createRoute({
  operationId: 'writeDescription',
  method: 'post',
  path: '/projects/{id}/description',
  middleware: [signedIn, projectIdFirst, jsonInput] as const,
  request: { params: uuidParams('id'), body: jsonBody(descriptionRequestSchema) },
  responses: { 200: jsonAnswer(descriptionResponseSchema, 'A new description; free.'), ...errorAnswers },
})

/**
 * `POST /api/projects/:id/description` → `{description}` (issue 29, decision 103): free, and
 * counted with the chapter rewrites under CHAPTER_RATE_LIMIT_PER_MINUTE, one per-user limit for
 * every free AI call, so a script cannot spend the operator's AI budget through it.
 */
export function descriptionRoutes({ config, db, provider, aiCalls }: GenerationDeps) {
  return contractRouter().openapi(descriptionRoute, async (c) => {
    const user = await requireRequestUser(c)
    const projectId = projectIdParam(c)
    const body = c.req.valid('json')
    const perMinute = config.CHAPTER_RATE_LIMIT_PER_MINUTE
    await enforceUserRateLimit(db, `chapter:user:${user.id}`, perMinute, `Too many AI rewrites: at most ${perMinute} a minute.`)
    aiCalls?.assertRoom(user.id)
    try {
      return c.json(await writeDescription({ db, provider }, user.id, projectId, body, c.req.raw.signal), 200)
    } catch (error) {
      throw generationFailure(error, c.req.raw.signal)
    }
  })
}
