import { createRoute } from '@hono/zod-openapi'
import { outlineRequestSchema, outlineResponseSchema } from '@core/generation-schemas.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../../http/openapi.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { asAiCaller } from '../providers/ai-caller.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { createOutline } from './outline-handler.ts'

const outlineRoute = createRoute({
  operationId: 'createOutline',
  method: 'post',
  path: '/outline',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(outlineRequestSchema) },
  responses: { 200: jsonAnswer(outlineResponseSchema, 'The outline, kept on the account; 2 credits spent.'), ...errorAnswers },
})

/** `POST /api/outline` (docs/product.md#product-api) → `{outline, creditsSpent, creditsLeft, writer}`; costs 2 credits. */
export function outlineRoutes(deps: GenerationDeps) {
  return contractRouter().openapi(outlineRoute, async (c) => {
    const user = await requireRequestUser(c)
    const request = c.req.valid('json')
    // Not streamed: a call that must wait does so within the queue's bounds, or is refused with 429 ai_busy.
    return c.json(await asAiCaller({ userId: user.id }, () => createOutline(deps, user.id, request, c.req.raw.signal)), 200)
  })
}
