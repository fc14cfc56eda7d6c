import { createRoute } from '@hono/zod-openapi'
import { coverImageRequestSchema, coverImageResponseSchema, imageModelStatusSchema } from '@core/cover-image-schemas.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import type { AiCallQueue } from '../generation/providers/ai-call-queue.ts'
import { enforceUserRateLimit } from '../generation/providers/chapter-rate-limit.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../http/openapi.ts'
import type { ImageBlobStore } from '../images/image-blob-store.ts'
import * as h from './covers.handlers.ts'
import { type CoverImageModel, createCoverImageModel } from './image-model.ts'

type CoverConfig = Pick<
  Config,
  | 'aiImage'
  | 'AI_IMAGE_TIMEOUT_MS'
  | 'AI_IMAGES_PER_HOUR'
  | 'PROJECT_IMAGES_MAX'
  | 'PROJECT_IMAGE_BYTES'
  | 'IMAGE_BYTES_PER_USER'
  | 'EXPORT_IMAGE_MAX_BYTES'
>

export interface CoversRouteDeps {
  db: Database
  config: CoverConfig
  imageBlobs: ImageBlobStore
  aiCalls: AiCallQueue
  /** In place of the one AI_IMAGE_MODEL names (tests). */
  imageModel?: CoverImageModel
}

const HOUR_SECONDS = 3600

const imageModelRoute = createRoute({
  operationId: 'getCoverImageModel',
  method: 'get',
  path: '/covers/image-model',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(imageModelStatusSchema, 'Whether cover art can be generated, and its price.'), ...errorAnswers },
})
const coverImageRoute = createRoute({
  operationId: 'createCoverImage',
  method: 'post',
  path: '/covers/image',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(coverImageRequestSchema) },
  responses: { 201: jsonAnswer(coverImageResponseSchema, 'The art, stored as a project image; credits spent.'), ...errorAnswers },
})

/**
 * /api/covers (docs/product.md#export, decision 89). `GET /covers/image-model` →
 * ImageModelStatus (whether the designer offers "Generate cover art" and its price);
 * `POST /covers/image` `{projectId, prompt?}` → 201 `{image, creditsSpent, creditsLeft}`, the
 * image stored as a project image. Without an image model: 503 `image_model_not_configured`.
 */
export function coversRoutes({ db, config, imageBlobs, aiCalls, imageModel }: CoversRouteDeps) {
  const model = imageModel ?? (config.aiImage ? createCoverImageModel(config.aiImage) : undefined)
  const perHour = config.AI_IMAGES_PER_HOUR
  const deps: h.CoverDeps = {
    db,
    imageBlobs,
    aiCalls,
    imageModel: model,
    timeoutMs: config.AI_IMAGE_TIMEOUT_MS,
    imageLimits: {
      perProject: config.PROJECT_IMAGES_MAX,
      projectBytes: config.PROJECT_IMAGE_BYTES,
      userBytes: config.IMAGE_BYTES_PER_USER,
      imageBytes: config.EXPORT_IMAGE_MAX_BYTES,
    },
  }
  const router = contractRouter()
  router.use('/covers/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  return router
    .openapi(imageModelRoute, async (c) => {
      await requireRequestUser(c)
      return c.json(h.imageModelStatus(model), 200)
    })
    .openapi(coverImageRoute, async (c) => {
      const user = await requireRequestUser(c)
      const request = c.req.valid('json')
      if (!model) throw new AppError('image_model_not_configured')
      // Every attempt counts, failed ones too: each may be billed to the operator.
      await enforceUserRateLimit(
        db,
        `cover-image:user:${user.id}`,
        perHour,
        `Too many cover images: at most ${perHour} an hour.`,
        HOUR_SECONDS,
      )
      return c.json(await h.createCoverImage(deps, user.id, request, c.req.raw.signal), 201)
    })
}
