import { createRoute } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { projectImageSchema } from '@core/project-images.ts'
import { bodyLimit } from 'hono/body-limit'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { enforceUserRateLimit } from '../generation/providers/chapter-rate-limit.ts'
import { binaryAnswer, contractRouter, errorAnswers, jsonAnswer, uuidParams } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { projectIdParam, uuidPathParam } from '../projects/project-params.ts'
import type { ImageBlobStore } from './image-blob-store.ts'
import * as h from './project-images.handlers.ts'
import { tooLarge } from './upload-check.ts'

type ImageConfig = Pick<
  Config,
  | 'PROJECT_IMAGES_MAX'
  | 'PROJECT_IMAGE_BYTES'
  | 'IMAGE_BYTES_PER_USER'
  | 'EXPORT_IMAGE_MAX_BYTES'
  | 'IMAGE_WRITES_PER_MINUTE'
  | 'IMAGE_READS_PER_MINUTE'
>

/** A malformed image id names no image: 404, as for a missing one or someone else's. */
const imageIdParam = (c: Context) => uuidPathParam(c, 'imageId', 'There is no such image.')

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const

const uploadRoute = (beforeBody: MiddlewareHandler[]) =>
  createRoute({
    operationId: 'uploadProjectImage',
    method: 'post',
    path: '/projects/{id}/images',
    middleware: [signedIn, ...beforeBody],
    request: { params: uuidParams('id') },
    // The bytes, whatever the header says: the type is read from them (decision 63).
    requestBody: {
      required: true,
      content: Object.fromEntries(
        [...IMAGE_TYPES, 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
      ),
    },
    responses: { 201: jsonAnswer(projectImageSchema, 'The stored image.'), ...errorAnswers },
  })
const readRoute = createRoute({
  operationId: 'getProjectImage',
  method: 'get',
  path: '/projects/{id}/images/{imageId}',
  middleware: [signedIn] as const,
  request: { params: uuidParams('id', 'imageId') },
  responses: {
    200: binaryAnswer('The image bytes, with their content hash as a strong ETag.', IMAGE_TYPES),
    304: { description: 'Not modified (If-None-Match).' },
    ...errorAnswers,
  },
})
const removeRoute = createRoute({
  operationId: 'deleteProjectImage',
  method: 'delete',
  path: '/projects/{id}/images/{imageId}',
  middleware: [signedIn] as const,
  request: { params: uuidParams('id', 'imageId') },
  responses: { 204: { description: 'Removed.' }, ...errorAnswers },
})

/** Matches the upload path, which has its own body limit (app.ts leaves it to this route). */
export const isImageUploadPath = (path: string) => /^\/api\/projects\/[^/]+\/images\/?$/.test(path)

/** RFC 9110 § 13.1.2: `*`, or any listed tag equal to ours by weak comparison. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/**
 * /api/projects/:id/images (docs/product.md#editor, decision 63). `POST` with the file's bytes as
 * the body → 201 ProjectImage; `GET …/:imageId` → the image, to its owner only (another user's is
 * a 404, a signed-out caller a 401), streamed from where its bytes live, with its content hash as
 * a strong `ETag`; `DELETE …/:imageId` → 204. The image at an id never changes, so the browser may
 * keep it: privately, and per token (`Vary: Authorization`). Reads are limited per user like writes.
 */
export function projectImagesRoutes({ db, config, imageBlobs }: { db: Database; config: ImageConfig; imageBlobs: ImageBlobStore }) {
  const limits: h.ImageLimits = {
    perProject: config.PROJECT_IMAGES_MAX,
    projectBytes: config.PROJECT_IMAGE_BYTES,
    userBytes: config.IMAGE_BYTES_PER_USER,
    imageBytes: config.EXPORT_IMAGE_MAX_BYTES,
  }
  const limitUpload = bodyLimit({
    maxSize: limits.imageBytes,
    onError: () => {
      throw tooLarge(limits.imageBytes)
    },
  })
  const perMinute = config.IMAGE_WRITES_PER_MINUTE
  const writeLimit = (userId: string) =>
    enforceUserRateLimit(db, `image:user:${userId}`, perMinute, `Too many image uploads: at most ${perMinute} a minute.`)
  const readsPerMinute = config.IMAGE_READS_PER_MINUTE
  // Every read counts, a 304 too: what it costs the server (the lookup, this count) is most of a
  // read's cost once the bytes no longer pass through the database (decision 72).
  const readLimit = (userId: string) =>
    enforceUserRateLimit(db, `image-read:user:${userId}`, readsPerMinute, `Too many image reads: at most ${readsPerMinute} a minute.`)
  // Counted before the body is read: a flood of uploads is refused before it is buffered.
  const countUpload: MiddlewareHandler = async (c, next) => {
    const user = await requireRequestUser(c)
    await writeLimit(user.id)
    await next()
  }
  return contractRouter()
    .openapi(uploadRoute([countUpload, limitUpload]), async (c) => {
      const user = await requireRequestUser(c)
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      return c.json(await h.uploadImage(db, imageBlobs, user.id, projectIdParam(c), bytes, limits), 201)
    })
    .openapi(readRoute, async (c) => {
      const user = await requireRequestUser(c)
      const imageId = imageIdParam(c)
      const projectId = projectIdParam(c)
      await readLimit(user.id)
      const file = await h.imageFile(db, user.id, projectId, imageId)
      const etag = `"${file.sha256}"`
      const headers = {
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: etag,
        Vary: 'Authorization',
        'X-Content-Type-Options': 'nosniff',
      }
      if (noneMatch(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers)
      const full = {
        ...headers,
        'Content-Type': file.contentType,
        'Content-Length': String(file.byteSize),
        'Content-Disposition': 'inline',
      }
      // Hono answers HEAD from this GET and drops the body: an opened file would never be closed.
      if (c.req.method === 'HEAD') return c.body(null, 200, full)
      const body = await h.openImage(imageBlobs, user.id, file)
      return c.body(body as ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>, 200, full)
    })
    .openapi(removeRoute, async (c) => {
      const user = await requireRequestUser(c)
      await writeLimit(user.id)
      await h.removeImage(db, imageBlobs, user.id, projectIdParam(c), imageIdParam(c))
      return c.body(null, 204)
    })
}
