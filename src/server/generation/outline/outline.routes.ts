import { Hono } from 'hono'
import { outlineRequestSchema } from '@core/generation-schemas.ts'
import { requireRequestUser } from '../../auth/request-user.ts'
import { readJson } from '../../http/validate.ts'
import { asAiCaller } from '../providers/ai-caller.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { createOutline } from './outline-handler.ts'

/** `POST /api/outline` (docs/product.md#product-api) → `{outline, creditsSpent, creditsLeft, writer}`; costs 2 credits. */
export function outlineRoutes(deps: GenerationDeps) {
  return new Hono().post('/outline', async (c) => {
    const user = await requireRequestUser(c)
    const request = await readJson(c, outlineRequestSchema)
    // Not streamed: a call that must wait does so within the queue's bounds, or is refused with 429 ai_busy.
    return c.json(await asAiCaller({ userId: user.id }, () => createOutline(deps, user.id, request, c.req.raw.signal)))
  })
}
