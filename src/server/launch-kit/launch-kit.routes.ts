import { createRoute } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import {
  launchKitDownloadQuerySchema,
  launchKitEditRequestSchema,
  launchKitResponseSchema,
  launchKitWriteRequestSchema,
  salesPageDownloadQuerySchema,
} from '@core/launch-kit-schemas.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import {
  binaryAnswer,
  contractRouter,
  errorAnswers,
  jsonAnswer,
  jsonBody,
  jsonInput,
  optionalJsonBody,
  optionalJsonInput,
  uuidParams,
} from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { enforceMinuteRateLimit } from '../auth/minute-rate-limit.ts'
import { contentDisposition } from '../export/export-handler.ts'
import type { AiCallQueue } from '../generation/providers/ai-call-queue.ts'
import { enforceChapterRateLimit } from '../generation/providers/chapter-rate-limit.ts'
import type { GenerationProvider } from '../generation/providers/provider.ts'
import { projectIdFirst, projectIdParam } from '../projects/project-params.ts'
import * as h from './launch-kit.handlers.ts'
import type { KitFile } from './launch-kit.handlers.ts'
import { assertPaidKit, regeneratePiece, writeWholeKit } from './launch-kit-writer.ts'

const params = uuidParams('id')
const path = '/projects/{id}/launch-kit'

const getRoute = createRoute({
  operationId: 'getLaunchKit',
  method: 'get',
  path,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params },
  responses: { 200: jsonAnswer(launchKitResponseSchema, "The project's launch kit; every piece null before the first."), ...errorAnswers },
})
const writeRoute = createRoute({
  operationId: 'writeLaunchKit',
  method: 'post',
  path,
  // No body at all is `{}`: the whole kit.
  middleware: [signedIn, projectIdFirst, optionalJsonInput] as const,
  request: {
    params,
    body: optionalJsonBody(
      launchKitWriteRequestSchema,
      '`{}` (or no body) writes the whole kit (paid); `{ piece, instruction? }` one piece again (free).',
    ),
  },
  responses: { 200: jsonAnswer(launchKitResponseSchema, 'The kit after the write, with what it cost and the balance.'), ...errorAnswers },
})
const editRoute = createRoute({
  operationId: 'editLaunchKit',
  method: 'put',
  path,
  middleware: [signedIn, projectIdFirst, jsonInput] as const,
  request: { params, body: jsonBody(launchKitEditRequestSchema, "One piece as the creator edited it; kept past the stores' limits.") },
  responses: { 200: jsonAnswer(launchKitResponseSchema, 'The kit after the edit.'), ...errorAnswers },
})
const downloadRoute = createRoute({
  operationId: 'downloadLaunchKit',
  method: 'get',
  path: `${path}/download`,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params, query: launchKitDownloadQuerySchema },
  responses: { 200: binaryAnswer('The whole kit (named in Content-Disposition).', ['text/markdown', 'application/zip']), ...errorAnswers },
})
const salesPageRoute = createRoute({
  operationId: 'downloadSalesPage',
  method: 'get',
  path: `${path}/sales-page`,
  middleware: [signedIn, projectIdFirst] as const,
  request: { params, query: salesPageDownloadQuerySchema },
  responses: { 200: binaryAnswer('The sales page alone (named in Content-Disposition).', ['text/html', 'text/markdown']), ...errorAnswers },
})

const sendFile = (c: Context, file: KitFile) =>
  c.body(typeof file.body === 'string' ? file.body : new Uint8Array(file.body), 200, {
    'Content-Type': file.mediaType,
    'Content-Disposition': contentDisposition(file.fileName),
  })

export interface LaunchKitDeps {
  config: Config
  db: Database
  /** Absent when the app has no writer (a test app): reading, editing and downloads still work. */
  provider?: GenerationProvider
  aiCalls?: AiCallQueue
}

/**
 * /api/projects/:id/launch-kit (issue 32, decision 122, docs/product.md#launch-kit): the kit that
 * sells the book. Signed-in owners only; another user's project is a 404 exactly like a missing one.
 */
export function launchKitRoutes({ config, db, provider, aiCalls }: LaunchKitDeps) {
  const router = contractRouter()
  const noStore: MiddlewareHandler = async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  }
  router.use('/projects/:id/launch-kit', noStore)
  router.use('/projects/:id/launch-kit/*', noStore)
  return router
    .openapi(getRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await h.getLaunchKit(db, user.id, projectIdParam(c)), 200)
    })
    .openapi(writeRoute, async (c) => {
      const user = await requireRequestUser(c)
      const projectId = projectIdParam(c)
      const body = c.req.valid('json')
      if (!provider) throw new AppError('ai_not_configured')
      const signal = c.req.raw.signal
      if (body.piece === undefined) {
        aiCalls?.assertRoom(user.id)
        return c.json(await writeWholeKit({ db, provider }, user.id, projectId, signal), 200)
      }
      // Free, so held to the per-user limit every free AI call shares; a kit not paid for is refused first.
      await assertPaidKit(db, user.id, projectId)
      await enforceChapterRateLimit(db, user.id, config.CHAPTER_RATE_LIMIT_PER_MINUTE)
      aiCalls?.assertRoom(user.id)
      const request = { piece: body.piece, ...(body.instruction ? { instruction: body.instruction } : {}) }
      return c.json(await regeneratePiece({ db, provider }, user.id, projectId, request, signal), 200)
    })
    .openapi(editRoute, async (c) => {
      const user = await requireRequestUser(c)
      const projectId = projectIdParam(c)
      const edit = c.req.valid('json')
      // The editor saves after each pause in typing: the version writes' allowance fits that pace.
      await enforceMinuteRateLimit(c, db, `launch-kit-edits:user:${user.id}`, config.VERSION_WRITES_PER_MINUTE, 'Too many launch kit edits')
      return c.json(await h.editPiece(db, user.id, projectId, edit), 200)
    })
    .openapi(downloadRoute, async (c) => {
      const user = await requireRequestUser(c)
      return sendFile(c, await h.downloadKit(db, user.id, projectIdParam(c), c.req.valid('query').format))
    })
    .openapi(salesPageRoute, async (c) => {
      const user = await requireRequestUser(c)
      return sendFile(c, await h.downloadSalesPage(db, user.id, projectIdParam(c), c.req.valid('query').format))
    })
}
