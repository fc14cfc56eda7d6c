import type { ProjectImageType } from '@core/project-images.ts'
import { Slots } from '../export/images/bounded.ts'
import { EXPORT_IMAGE_LIMITS } from '../export/images/export-image.ts'
import { checkImageBytes } from '../export/images/image-check.ts'
import { IMAGE_MEDIA_TYPES, readImageHeader } from '../export/images/image-header.ts'
import { AppError } from '../http/app-error.ts'
import type { NewProjectImage } from './project-images.queries.ts'

const MIB = 1024 * 1024
export const sizeText = (bytes: number) => (bytes >= MIB ? `${Math.round((bytes / MIB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`)

/**
 * Full decodes at once in this process (decision 75). Each runs in libuv's threads, not on the
 * event loop, but those threads also serve file, DNS and zlib work for every request: a burst of
 * uploads waits its turn here instead of taking them all.
 */
const decodeSlots = new Slots(2)

/**
 * An upload is what its bytes say (decision 63): a PNG, JPEG or WebP header with a pixel size,
 * whatever the file's name or declared type. Within the per-image byte cap (the body limit has
 * already stopped anything larger on the way in) and the export's pixel cap, and whole: its
 * structure and a full decode are checked (decision 75, image-check.ts), so every image kept can
 * print. A file that fails is a 422 `image_unreadable`, never a 500.
 */
export async function checkUpload(bytes: Uint8Array, maxBytes: number): Promise<NewProjectImage> {
  if (bytes.length === 0) throw new AppError('image_unsupported', 'This file is empty. Choose a PNG, JPEG or WebP image.')
  if (bytes.length > maxBytes) throw tooLarge(maxBytes)
  const header = readImageHeader(bytes)
  if (!header || header.format === 'gif') throw new AppError('image_unsupported')
  if (header.width * header.height > EXPORT_IMAGE_LIMITS.pixels) {
    const megapixels = EXPORT_IMAGE_LIMITS.pixels / 1_000_000
    throw new AppError(
      'image_too_large',
      `This image is ${header.width}×${header.height} pixels, over ${megapixels} megapixels. Use a smaller image.`,
    )
  }
  const check = await decodeSlots.run(() => checkImageBytes(bytes))
  if (!check.ok)
    throw new AppError(
      'image_unreadable',
      `This image cannot be read: ${check.reason}. Save it again as a PNG, JPEG or WebP and upload it.`,
    )
  const contentType = IMAGE_MEDIA_TYPES[header.format] as ProjectImageType
  return { contentType, bytes, width: header.width, height: header.height }
}

export const tooLarge = (maxBytes: number) =>
  new AppError('image_too_large', `This image is over ${sizeText(maxBytes)}, the most an image can be. Use a smaller image.`)
