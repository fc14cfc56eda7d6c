import { EXPORT_FORMAT_INFO, type ExportKind, exportFileName } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { buildExportModel } from './export-model.ts'
import { partExportDocument } from './page-part.ts'
import { type ExportImageInput, NO_IMAGE_INPUT } from './images/export-image.ts'
import { type ExportOptions, type ExportRenderer, loadRenderer } from './renderer.ts'
import { checkExportImages } from './images/check-export-images.ts'
import { authorPhotoSource } from './images/image-destinations.ts'
import { log } from '../observability/logger.ts'

export interface ExportFile {
  bytes: Uint8Array
  fileName: string
  mediaType: string
  /** Measures the response reports beside the file (the wrap cover's spine and page count; decision 83). */
  headers?: Record<string, string>
}

/**
 * Builds the document model once and renders it in the asked format; runs in an export worker
 * process (export-worker.ts). A document over the export limits is answered with the limit's
 * AppError. A renderer that fails is our fault, never the writer's: it is logged with its cause
 * and answered as a plain 500 whose message says nothing about the engine.
 */
export async function renderExport(
  format: ExportKind,
  document: ExportDocument,
  load: (format: ExportKind) => Promise<ExportRenderer> = loadRenderer,
  images: ExportImageInput = NO_IMAGE_INPUT,
  options: ExportOptions = {},
): Promise<ExportFile> {
  const info = EXPORT_FORMAT_INFO[format]
  try {
    // A page preview parses only the chapter it shows (decision 87).
    const source = options.part ? partExportDocument(document, options.part) : document
    // The author's photo prints only on the whole book's closing pages, never in a page preview.
    const authorPhoto = options.part ? undefined : authorPhotoSource(source)
    const model = buildExportModel(source, await checkExportImages({ chapters: source.chapters, authorPhoto }, images))
    const render = await load(format)
    const rendered = await render(model, options)
    const file = { fileName: exportFileName(model.title, format), mediaType: info.mediaType }
    if (rendered instanceof Uint8Array) return { ...file, bytes: rendered }
    const { extension, mediaType } = rendered
    return {
      fileName: extension ? file.fileName.replace(/\.[^.]+$/, `.${extension}`) : file.fileName,
      mediaType: mediaType ?? file.mediaType,
      bytes: rendered.bytes,
      headers: rendered.headers,
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    log.error({ err: error }, `${info.label} export failed`)
    throw new AppError('internal', `The ${info.label} file could not be created. Please try again.`)
  }
}

/** `attachment` with the plain name and its RFC 5987 twin, for clients that prefer `filename*`. */
export function contentDisposition(fileName: string): string {
  const plain = fileName.replace(/["\\\r\n]/g, '_')
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
