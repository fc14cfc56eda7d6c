import type { ProjectImage } from '@core/project-images.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { asUser, type UserTx } from '../projects/as-user.ts'
import { projectExists } from '../projects/projects.queries.ts'
import { isoDate } from '../projects/project-json.ts'
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

export const uploadImage = async (
  db: Database,
  userId: string,
  projectId: string,
  bytes: Uint8Array,
  limits: ImageLimits,
): Promise<ProjectImage> => {
  const image = await checkUpload(bytes, limits.imageBytes)
  return asUser(db, userId, async (tx) => {
    if (!(await projectExists(tx, projectId))) throw notFound('project')
    await q.lockImages(tx)
    await checkRoom(tx, projectId, { count: 1, bytes: image.bytes.length }, limits)
    return toImage(await q.insertImage(tx, projectId, image))
  })
}

export const imageFile = (db: Database, userId: string, projectId: string, imageId: string): Promise<q.ImageFileRow> =>
  asUser(db, userId, async (tx) => {
    const file = await q.findImageFile(tx, projectId, imageId)
    if (!file) throw notFound('image')
    return file
  })

export const removeImage = (db: Database, userId: string, projectId: string, imageId: string): Promise<void> =>
  asUser(db, userId, async (tx) => {
    if (!(await q.deleteImage(tx, projectId, imageId))) throw notFound('image')
  })

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
