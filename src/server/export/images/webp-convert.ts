import type { Sharp } from 'sharp'
import { EXPORT_IMAGE_LIMITS, type ExportImageInput } from './export-image.ts'
import { readImageHeader } from './image-header.ts'
import { log } from '../../observability/logger.ts'

/** Times a converted image is scaled down before it is given up on (each aims just under the cap). */
const SHRINK_TRIES = 3

/**
 * The first encoding within `maxBytes` (decision 71): PNG when the image has transparency, else
 * JPEG at quality 90, then 75; past that, the same encoding on fewer pixels — about the share of
 * pixels the cap leaves room for, so a file's bytes shrink with its pixel count. Undefined when
 * even that does not fit.
 */
async function fitEncoding(image: Sharp, maxBytes: number): Promise<Uint8Array | undefined> {
  const { hasAlpha, width = 1 } = await image.metadata()
  const encode = (pipeline: Sharp, quality: number) => (hasAlpha ? pipeline.png() : pipeline.jpeg({ quality })).toBuffer()
  let bytes = await encode(image.clone(), 90)
  if (bytes.length > maxBytes && !hasAlpha) bytes = await encode(image.clone(), 75)
  let scaled = width
  for (let i = 0; i < SHRINK_TRIES && bytes.length > maxBytes && scaled > 1; i += 1) {
    scaled = Math.max(1, Math.floor(scaled * Math.sqrt(maxBytes / bytes.length) * 0.9))
    bytes = await encode(image.clone().resize({ width: scaled }), 75)
  }
  return bytes.length <= maxBytes ? new Uint8Array(bytes) : undefined
}

/**
 * No export engine here prints WebP (decision 55), so in the export worker, before the checks,
 * each WebP the server sent along is converted with sharp (decision 63), to an encoding that fits
 * the per-image cap (`fitEncoding`). One that cannot be converted or made to fit stays WebP and
 * prints as its alt text. `data:` images are decoded later and are not converted.
 */
export async function convertWebpImages(input: ExportImageInput): Promise<ExportImageInput> {
  const webp = Object.entries(input.files).filter(([, bytes]) => {
    const header = readImageHeader(bytes)
    return header?.format === 'webp' && bytes.length <= input.maxBytes && header.width * header.height <= EXPORT_IMAGE_LIMITS.pixels
  })
  if (webp.length === 0) return input
  const { default: sharp } = await import('sharp')
  const files = { ...input.files }
  for (const [key, bytes] of webp) {
    try {
      const fitted = await fitEncoding(sharp(bytes, { limitInputPixels: EXPORT_IMAGE_LIMITS.pixels }), input.maxBytes)
      if (fitted) files[key] = fitted
      else log.warn(`A WebP image does not fit ${input.maxBytes} bytes as PNG or JPEG, even scaled down; it prints as its alt text.`)
    } catch (error) {
      log.warn({ err: error }, 'A WebP image could not be converted; it prints as its alt text')
    }
  }
  return { ...input, files }
}
