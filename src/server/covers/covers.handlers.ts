import type { CoverImageResponse, ImageModelStatus, ParsedCoverImageRequest } from '@core/cover-image-schemas.ts'
import { CREDIT_COSTS } from '@core/generation.ts'
import { findCredits } from '../credits/credits.queries.ts'
import { insufficientCredits, spendCredits } from '../credits/ledger.ts'
import type { Database } from '../db/database.ts'
import type { AiCallQueue } from '../generation/providers/ai-call-queue.ts'
import { AppError } from '../http/app-error.ts'
import type { ImageBlobStore } from '../images/image-blob-store.ts'
import { checkImageRoom, type ImageLimits, removeImage, uploadImage } from '../images/project-images.handlers.ts'
import { checkUpload } from '../images/upload-check.ts'
import { timedAiCall } from '../observability/metrics.ts'
import { asUser } from '../projects/as-user.ts'
import { toProject } from '../projects/project-json.ts'
import { findProject } from '../projects/projects.queries.ts'
import { type CoverBook, coverImagePrompt } from './cover-image-prompt.ts'
import { type CoverImageModel, drawCover } from './image-model.ts'
import { log } from '../observability/logger.ts'

export interface CoverDeps {
  db: Database
  imageBlobs: ImageBlobStore
  aiCalls: AiCallQueue
  /** Undefined when no AI_IMAGE_MODEL is set: covers use the built-in art. */
  imageModel: CoverImageModel | undefined
  imageLimits: ImageLimits
  timeoutMs: number
}

export const COVER_IMAGE_CREDITS = CREDIT_COSTS.coverImage

export const imageModelStatus = (imageModel: CoverImageModel | undefined): ImageModelStatus => ({
  available: imageModel !== undefined,
  credits: COVER_IMAGE_CREDITS,
})

/** What a model may send before its bytes are looked at: far above any 1024×1792 picture. */
const MODEL_BYTES_MAX = 50 * 1024 * 1024

/**
 * The model's bytes, checked like any upload (type by its bytes, pixel cap, a full decode), and a
 * PNG kept as a JPEG at quality 90: a painted 1024×1536 PNG takes 2–4 MB, near the per-image cap
 * and a fifth of a project's image quota, where the JPEG takes a few hundred KB and looks the same
 * at cover size. Anything unusable is the model's failure, `image_model_failed`, never charged.
 */
async function keptBytes(bytes: Uint8Array): Promise<Uint8Array> {
  try {
    const checked = await checkUpload(bytes, MODEL_BYTES_MAX)
    if (checked.contentType !== 'image/png') return bytes
    const { default: sharp } = await import('sharp')
    return new Uint8Array(await sharp(bytes).flatten({ background: '#ffffff' }).jpeg({ quality: 90, mozjpeg: true }).toBuffer())
  } catch (error) {
    log.error(`[covers] the image model sent bytes that are no usable image: ${error instanceof Error ? error.message : String(error)}`)
    throw new AppError('image_model_failed')
  }
}

/** The book as the prompt reads it, from the saved project (the caller's own, through RLS). */
async function coverBook(db: Database, userId: string, projectId: string, refinement: string | undefined): Promise<CoverBook> {
  const row = await asUser(db, userId, (tx) => findProject(tx, projectId))
  if (!row) throw new AppError('not_found', 'There is no such project.')
  const project = toProject(row)
  return {
    title: project.title,
    ...(project.subtitle ? { subtitle: project.subtitle } : {}),
    description: project.description,
    productType: project.productType,
    tone: project.tone,
    chapters: project.chapters.map(({ title, plan }) => ({ title, ...(plan ? { plan } : {}) })),
    ...(refinement ? { refinement } : {}),
  }
}

/**
 * POST /api/covers/image (decision 89). In order: the project, the balance and the room for one
 * more image are checked (so no model is paid for an image that could not be kept or charged); the call waits for a place in the
 * instance's fair AI queue (decision 77); the bytes are checked like any upload (a PNG kept as a
 * JPEG) and stored as a project image with the store's caps and quotas; only then are the credits spent, once, under a
 * ref naming the stored image. Any failure before the spend charges nothing; a spend refused
 * because the balance fell meanwhile (another tab's draft) removes the image again.
 */
export async function createCoverImage(
  deps: CoverDeps,
  userId: string,
  request: ParsedCoverImageRequest,
  signal?: AbortSignal,
): Promise<CoverImageResponse> {
  const { imageModel } = deps
  if (!imageModel) throw new AppError('image_model_not_configured')
  const book = await coverBook(deps.db, userId, request.projectId, request.prompt)
  const balance = (await findCredits(deps.db, userId)) ?? 0
  if (balance < COVER_IMAGE_CREDITS) throw insufficientCredits(COVER_IMAGE_CREDITS, balance)
  // A project or account with no room left would waste the call: the store would refuse the image.
  await checkImageRoom(deps.db, userId, request.projectId, deps.imageLimits)

  let bytes: Uint8Array
  try {
    const release = await deps.aiCalls.acquire(userId, { signal })
    try {
      ;({ bytes } = await timedAiCall('cover', () => drawCover(imageModel, coverImagePrompt(book), { timeoutMs: deps.timeoutMs, signal })))
    } finally {
      release()
    }
  } catch (error) {
    // The creator left (closed the designer): nobody reads the answer, and nothing was charged.
    if (signal?.aborted && !(error instanceof AppError)) throw new AppError('image_model_failed', 'The request was cancelled.')
    throw error
  }
  const kept = await keptBytes(bytes)
  const image = await uploadImage(deps.db, deps.imageBlobs, userId, request.projectId, kept, deps.imageLimits)
  try {
    const row = await deps.db.transaction((tx) =>
      spendCredits(tx, { userId, ref: `cover-image:${image.id}`, amount: COVER_IMAGE_CREDITS, reason: 'cover_image' }),
    )
    return { image, creditsSpent: COVER_IMAGE_CREDITS, creditsLeft: row.balance_after }
  } catch (error) {
    await removeImage(deps.db, deps.imageBlobs, userId, request.projectId, image.id).catch(() => undefined)
    throw error
  }
}
