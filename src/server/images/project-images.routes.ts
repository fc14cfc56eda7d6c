import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { enforceUserRateLimit } from '../generation/chapter-rate-limit.ts'
import { requireRequestUser } from '../http/request-user.ts'
import { projectIdParam, uuidPathParam } from '../projects/project-params.ts'
import * as h from './project-images.handlers.ts'
import { tooLarge } from './upload-check.ts'

type ImageConfig = Pick<
  Config,
  'PROJECT_IMAGES_MAX' | 'PROJECT_IMAGE_BYTES' | 'IMAGE_BYTES_PER_USER' | 'EXPORT_IMAGE_MAX_BYTES' | 'IMAGE_WRITES_PER_MINUTE'
>

/** A malformed image id names no image: 404, as for a missing one or someone else's. */
const imageIdParam = (c: Context) => uuidPathParam(c, 'imageId', 'There is no such image.')

/** Matches the upload path, which has its own body limit (app.ts leaves it to this route). */
export const isImageUploadPath = (path: string) => /^\/api\/projects\/[^/]+\/images\/?$/.test(path)

/**
 * /api/projects/:id/images (docs/product.md#editor, decision 63). `POST` with the file's bytes as
 * the body → 201 ProjectImage; `GET …/:imageId` → the image, to its owner only (another user's is
 * a 404, a signed-out caller a 401); `DELETE …/:imageId` → 204. The image at an id never changes,
 * so the browser may keep it: privately, and per token (`Vary: Authorization`).
 */
export function projectImagesRoutes({ db, config }: { db: Database; config: ImageConfig }) {
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
  return new Hono()
    .post('/projects/:id/images', async (c, next) => {
      const user = await requireRequestUser(c)
      // Counted before the body is read: a flood of uploads is refused before it is buffered.
      await writeLimit(user.id)
      return limitUpload(c, next)
    })
    .post('/projects/:id/images', async (c) => {
      const user = await requireRequestUser(c)
      const bytes = new Uint8Array(await c.req.arrayBuffer())
      return c.json(await h.uploadImage(db, user.id, projectIdParam(c), bytes, limits), 201)
    })
    .get('/projects/:id/images/:imageId', async (c) => {
      const user = await requireRequestUser(c)
      const imageId = imageIdParam(c)
      const file = await h.imageFile(db, user.id, projectIdParam(c), imageId)
      const etag = `"${imageId}"`
      const headers = {
        'Cache-Control': 'private, max-age=31536000, immutable',
        ETag: etag,
        Vary: 'Authorization',
        'X-Content-Type-Options': 'nosniff',
      }
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers)
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': file.content_type,
        'Content-Length': String(file.bytes.byteLength),
        'Content-Disposition': 'inline',
      })
    })
    .delete('/projects/:id/images/:imageId', async (c) => {
      const user = await requireRequestUser(c)
      await writeLimit(user.id)
      await h.removeImage(db, user.id, projectIdParam(c), imageIdParam(c))
      return c.body(null, 204)
    })
}
