import { Hono } from 'hono'
import { descriptionRequestSchema } from '@core/description-schemas.ts'
import { requireRequestUser } from '../../auth/request-user.ts'
import { readJson } from '../../http/validate.ts'
import { projectIdParam } from '../../projects/project-params.ts'
import { enforceUserRateLimit } from '../providers/chapter-rate-limit.ts'
import { writeDescription } from './description.handlers.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { generationFailure } from '../providers/generation-failure.ts'

/**
 * `POST /api/projects/:id/description` → `{description}` (issue 29, decision 103): free, and
 * counted with the chapter rewrites under CHAPTER_RATE_LIMIT_PER_MINUTE, one per-user limit for
 * every free AI call, so a script cannot spend the operator's AI budget through it.
 */
export function descriptionRoutes({ config, db, provider, aiCalls }: GenerationDeps) {
  return new Hono().post('/projects/:id/description', async (c) => {
    const user = await requireRequestUser(c)
    const projectId = projectIdParam(c)
    const body = await readJson(c, descriptionRequestSchema)
    const perMinute = config.CHAPTER_RATE_LIMIT_PER_MINUTE
    await enforceUserRateLimit(db, `chapter:user:${user.id}`, perMinute, `Too many AI rewrites: at most ${perMinute} a minute.`)
    aiCalls?.assertRoom(user.id)
    try {
      return c.json(await writeDescription({ db, provider }, user.id, projectId, body, c.req.raw.signal))
    } catch (error) {
      throw generationFailure(error, c.req.raw.signal)
    }
  })
}
