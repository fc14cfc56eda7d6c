import { createRoute } from '@hono/zod-openapi'
import { type SelectionStreamEvent, selectionRequestSchema } from '@core/selection-schemas.ts'
import { eventStream } from '../../http/event-stream.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contractRouter, errorAnswers, eventStreamAnswer, jsonBody, jsonInput } from '../../http/openapi.ts'
import { enforceChapterRateLimit } from '../providers/chapter-rate-limit.ts'
import { asAiCaller } from '../providers/ai-caller.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { generationFailure } from '../providers/generation-failure.ts'

const selectionRoute = createRoute({
  operationId: 'rewriteSelection',
  method: 'post',
  path: '/generate/selection',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(selectionRequestSchema) },
  responses: { 200: eventStreamAnswer('`queued`, `delta`s, then `done` or `error` (SelectionStreamEvent).'), ...errorAnswers },
})

/**
 * `POST /api/generate/selection` → server-sent `delta`s, then `done` with the whole passage or
 * `error` with a code (docs/product.md#chapter-rewrites). Free, and counted with the chapter
 * rewrites: one per-user limit for every free rewrite.
 */
export function selectionRoutes({ config, db, provider, aiCalls }: GenerationDeps) {
  return contractRouter().openapi(selectionRoute, async (c) => {
    const user = await requireRequestUser(c)
    const body = c.req.valid('json')
    // Before the stream opens, so a throttled request answers 429 like a chapter rewrite.
    await enforceChapterRateLimit(db, user.id, config.CHAPTER_RATE_LIMIT_PER_MINUTE)
    // A full AI queue too (decision 77); should it fill in between, the stream ends with an `ai_busy` error event.
    aiCalls?.assertRoom(user.id)
    // Nobody reads a suggestion once its reader left (Reject, Try again): the model call stops.
    const gone = new AbortController()
    const signal = AbortSignal.any([c.req.raw.signal, gone.signal])
    return eventStream<SelectionStreamEvent>(
      async (send) => {
        try {
          const caller = { userId: user.id, onQueued: (position: number) => send({ type: 'queued', position }) }
          const text = await asAiCaller(caller, () =>
            provider.rewriteSelection({ ...body, signal }, (delta) => send({ type: 'delta', text: delta })),
          )
          send({ type: 'done', text })
        } catch (error) {
          if (signal.aborted) return
          const failure = generationFailure(error, signal)
          send({ type: 'error', code: failure.body.code, message: failure.body.message })
        }
      },
      { onCancel: () => gone.abort() },
    )
  })
}
