import { imageSourceKind } from '@core/image-reference.ts'
import { decodeDataUrl } from './data-url.ts'
import { EXPORT_IMAGE_LIMITS, type ExportImageInput } from './export-image.ts'
import { documentImageUrls, type ImageSourceDocument } from './image-destinations.ts'
import { checkImageBytes } from './image-check.ts'
import { convertWebpImages } from './webp-convert.ts'
import { log } from '../../observability/logger.ts'

/**
 * In the export worker, before the model is built (decision 75): WebP converted for print
 * (webp-convert.ts), the document's `data:` images decoded (under their URL, the key
 * image-attach.ts looks them up by), and every image checked by a full decode
 * (image-check.ts). An image that fails is dropped with its reason logged, so it prints as its
 * alt text in every format and the export goes on; an image this did not check is never embedded.
 * The author's photo (issue 29) is checked as the chapters' images are.
 */
export async function checkExportImages(
  source: ImageSourceDocument | ImageSourceDocument['chapters'],
  input: ExportImageInput,
): Promise<ExportImageInput> {
  const converted = await convertWebpImages(input)
  const candidates: Record<string, Uint8Array> = { ...converted.files }
  const dataUrls = new Set<string>()
  for (const url of documentImageUrls(source))
    if (imageSourceKind(url) === 'data' && dataUrls.size < EXPORT_IMAGE_LIMITS.count) dataUrls.add(url.trim())
  for (const url of dataUrls) {
    const bytes = decodeDataUrl(url, input.maxBytes)
    if (bytes) candidates[url] = bytes
    else log.warn('An image prints as its alt text: a data: image over the size limit or not decodable')
  }
  const files: Record<string, Uint8Array> = {}
  for (const [key, bytes] of Object.entries(candidates)) {
    if (bytes.length > input.maxBytes) continue
    const check = await checkImageBytes(bytes)
    if (check.ok) files[key] = bytes
    else log.warn(`An image prints as its alt text: ${check.reason}`)
  }
  return { files, maxBytes: input.maxBytes }
}
