import type { ProjectImage } from '@core/project-images.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { asUser, type UserTx } from '../projects/as-user.ts'
import { projectExists } from '../projects/projects.queries.ts'
import { isoDate } from '../projects/project-json.ts'
import type { ImageBlobStore, StoredImage } from './image-blob-store.ts'
import * as q from './project-images.queries.ts'
import { checkUpload, sizeText } from './upload-check.ts'

/** PROJECT_IMAGES_MAX, PROJECT_IMAGE_BYTES and IMAGE_BYTES_PER_USER; each image EXPORT_IMAGE_MAX_BYTES. */
export interface ImageLimits {
  perProject: number
  projectBytes: number
  userBytes: number
  imageBytes: number
}

// Someone else's project or image and a missing one answer alike, so ids do not leak.
const notFound = (what: 'project' | 'image') =>
  new AppError('not_found', what === 'project' ? 'There is no such project.' : 'There is no such image.')

const toImage = (row: q.ProjectImageRow): ProjectImage => ({
  id: row.id,
  contentType: row.content_type,
  byteSize: row.byte_size,
  width: row.width,
  height: row.height,
  createdAt: isoDate(row.created_at),
})

/** Refuses growth past the limits; checked under the caller's image lock, before the bytes are written. */
async function checkRoom(tx: UserTx, projectId: string, adding: { count: number; bytes: number }, limits: ImageLimits): Promise<void> {
  const usage = await q.imageUsage(tx, projectId)
  if (usage.count + adding.count > limits.perProject)
    throw new AppError('image_limit', `This project has ${usage.count} images, the most a project can hold. Remove one it no longer uses.`)
  if (usage.bytes + adding.bytes > limits.projectBytes)
    throw new AppError(
      'image_limit',
      `This project's images would take over ${sizeText(limits.projectBytes)}. Use a smaller image or remove one.`,
    )
  if (usage.userBytes + adding.bytes > limits.userBytes)
    throw new AppError('image_limit', `Your images would take over ${sizeText(limits.userBytes)} in all. Remove images you no longer use.`)
}

/**
 * Whether one more image would fit the project and the account, before paying for one (an image
 * model's call, decision 89). Advisory: `uploadImage` checks again under the lock.
 */
export const checkImageRoom = (db: Database, userId: string, projectId: string, limits: ImageLimits): Promise<void> =>
  asUser(db, userId, async (tx) => {
    if (!(await projectExists(tx, projectId))) throw notFound('project')
    await checkRoom(tx, projectId, { count: 1, bytes: 0 }, limits)
  })

/**
 * The bytes are hashed and (embedded mode) written to a file before the transaction, moved into
 * place under the image lock just before the row, and cleaned up after it (decision 72).
 */
export async function uploadImage(
  db: Database,
  blobs: ImageBlobStore,
  userId: string,
  projectId: string,
  bytes: Uint8Array,
  limits: ImageLimits,
): Promise<ProjectImage> {
  const image = await checkUpload(bytes, limits.imageBytes)
  const staged = await blobs.stage(image.bytes)
  let committed = false
  try {
    const stored = await asUser(db, userId, async (tx) => {
      if (!(await projectExists(tx, projectId))) throw notFound('project')
      await q.lockImages(tx)
      await checkRoom(tx, projectId, { count: 1, bytes: staged.byteSize }, limits)
      const inRow = await blobs.place(tx, userId, staged)
      const { contentType, width, height } = image
      return toImage(await q.insertImage(tx, projectId, { contentType, width, height, bytes: inRow, ...staged }))
    })
    committed = true
    return stored
  } finally {
    await blobs.settle(userId, staged, committed)
  }
}

export interface ImageFile extends StoredImage {
  contentType: q.ImageFileRow['content_type']
  byteSize: number
}

/** What serving needs before any byte is read: the type, size and content hash (the ETag). */
export const imageFile = (db: Database, userId: string, projectId: string, imageId: string): Promise<ImageFile> =>
  asUser(db, userId, async (tx) => {
    const file = await q.findImageFile(tx, projectId, imageId)
    if (!file) throw notFound('image')
    return { projectId, id: imageId, sha256: file.sha256, contentType: file.content_type, byteSize: file.byte_size }
  })

/** An image's bytes as the owner reads them; gone meanwhile is a 404 as for a missing row. */
export async function openImage(blobs: ImageBlobStore, userId: string, image: StoredImage) {
  const body = await blobs.open(userId, image)
  if (!body) throw notFound('image')
  return body
}

export async function removeImage(db: Database, blobs: ImageBlobStore, userId: string, projectId: string, imageId: string): Promise<void> {
  const sha256 = await asUser(db, userId, async (tx) => {
    const removed = await q.deleteImage(tx, projectId, imageId)
    if (!removed) throw notFound('image')
    return removed
  })
  await blobs.release(userId, [sha256])
}

/**
 * In a project's delete transaction, before the delete: the hashes of its images, whose bytes to
 * `release` after the commit. Under the image lock, so an upload into the project either commits
 * first (and is counted here) or finds the project gone.
 */
export async function imagesGoingWithProject(tx: UserTx, projectId: string): Promise<string[]> {
  await q.lockImages(tx)
  return q.projectImageHashes(tx, projectId)
}

/** A duplicate's images come along while the account has room for them; in the duplicate's transaction. */
export async function copyProjectImages(tx: UserTx, fromProjectId: string, toProjectId: string, userBytes: number): Promise<void> {
  await q.lockImages(tx)
  const usage = await q.imageUsage(tx, fromProjectId)
  if (usage.count === 0) return
  if (usage.userBytes + usage.bytes > userBytes)
    throw new AppError(
      'image_limit',
      `The copy's images would take your images over ${sizeText(userBytes)} in all. Remove images you no longer use.`,
    )
  await q.copyImages(tx, fromProjectId, toProjectId)
}
