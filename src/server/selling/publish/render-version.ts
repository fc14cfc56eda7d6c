import { createHash } from 'node:crypto'
import type { ExportKind } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { SellFormat } from '@core/selling.ts'
import { AppError } from '../../http/app-error.ts'
import { checkExportMarkdown } from '../../export/export-limits.ts'
import { NO_IMAGE_INPUT, type ExportImageInput } from '../../export/images/export-image.ts'
import { authorPhotoSource, gatherCoverImage, gatherExportImages } from '../../export/images/gather-images.ts'
import type { ProductFileFormat } from '../shared/product-files.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'

/** One rendered file of a version, ready to store. */
export interface RenderedFile {
  format: ProductFileFormat
  fileName: string
  mediaType: string
  bytes: Uint8Array
  sha256: string
}

/**
 * What each stored file is made as: a sold format by the export of the same name ('bundle' is the
 * printables ZIP of every size), the front cover (the JPEG the page shows) and the 1200×630 link
 * preview ('og', the page's Open Graph image).
 */
const KINDS: Record<ProductFileFormat, ExportKind> = {
  pdf: 'pdf',
  epub: 'epub',
  docx: 'docx',
  bundle: 'bundle',
  cover: 'cover',
  og: 'cover-og',
}

/** The outputs that draw the designed front cover and so read its image (the export route's rule). */
const drawsCover = (kind: ExportKind) => kind === 'pdf' || kind === 'epub' || kind.startsWith('cover')
/** The outputs that print the chapters' images (the listing images and the front cover print none). */
const embedsImages = (kind: ExportKind) => !kind.startsWith('cover')

/**
 * Renders a version's files through the export pool, exactly as `POST /api/export/{format}` does:
 * the document checked against the export limits, its images gathered here as the owner (the
 * worker never reads the network or the store), one pool job per file under the user's own export
 * slots and fair queue. Nothing is stored here: a render that fails answers its own error (a 422
 * for an unprintable character, the engine's 500) and the publish changes nothing (decision 128).
 */
export async function renderVersionFiles(
  deps: Pick<SellingDeps, 'exportPool' | 'exportImages'>,
  userId: string,
  document: ExportDocument,
  formats: readonly SellFormat[],
  signal?: AbortSignal,
): Promise<RenderedFile[]> {
  checkExportMarkdown(document.chapters)
  const owner = { userId, projectId: document.projectId }
  const wanted: ProductFileFormat[] = [...formats, 'cover', 'og']
  const kinds = wanted.map((format) => KINDS[format])
  const images: ExportImageInput = kinds.some(embedsImages)
    ? await gatherExportImages({ chapters: document.chapters, authorPhoto: authorPhotoSource(document) }, deps.exportImages, owner, signal)
    : NO_IMAGE_INPUT
  const coverImageId = document.cover?.image.source !== 'art' ? document.cover?.image.imageId : undefined
  const coverFiles = kinds.some(drawsCover) ? await gatherCoverImage(coverImageId, deps.exportImages, owner) : {}
  const files: RenderedFile[] = []
  // One after another: the pool runs one export of a user's at a time anyway, and each takes (and gives back) one of their slots.
  for (const format of wanted) {
    if (signal?.aborted) throw new AppError('bad_request', 'The publish was cancelled.')
    const kind = KINDS[format]
    const base = embedsImages(kind) ? images : NO_IMAGE_INPUT
    const input = drawsCover(kind) ? { ...base, files: { ...base.files, ...coverFiles } } : base
    const file = await deps.exportPool.run(userId, kind, document, signal, input)
    files.push({
      format,
      fileName: file.fileName,
      mediaType: file.mediaType,
      bytes: file.bytes,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
    })
  }
  return files
}
