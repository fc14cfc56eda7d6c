import { EXPORT_IMAGE_LIMITS, type ExportImageInput } from './export-image.ts'
import { readImageHeader } from './image-header.ts'

/**
 * No export engine here prints WebP (decision 55), so in the export worker, before the checks,
 * each WebP the server sent along becomes a PNG when it has transparency and a JPEG (quality 90)
 * otherwise (decision 63), with sharp. One that cannot be converted stays WebP and prints as its
 * alt text. `data:` images are decoded later and are not converted.
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
      const image = sharp(bytes, { limitInputPixels: EXPORT_IMAGE_LIMITS.pixels })
      const { hasAlpha } = await image.metadata()
      files[key] = new Uint8Array(await (hasAlpha ? image.png() : image.jpeg({ quality: 90 })).toBuffer())
    } catch (error) {
      console.warn('A WebP image could not be converted; it prints as its alt text:', error)
    }
  }
  return { ...input, files }
}
