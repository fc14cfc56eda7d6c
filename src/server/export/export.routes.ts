import { type Context, Hono } from 'hono'
import { coverKind, EXPORT_FORMATS, type ExportKind, imageSize, INTERIOR_SIZES, isExportFormat } from '@core/export.ts'
import { coverQuerySchema, exportDocumentSchema } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser } from '../http/request-user.ts'
import { readJson } from '../http/validate.ts'
import { contentDisposition } from './export-handler.ts'
import { checkExportMarkdown } from './export-limits.ts'
import type { ExportPool } from './export-pool.ts'
import { NO_IMAGE_INPUT } from './images/export-image.ts'
import { gatherExportImages, type ImageGatherOptions } from './images/gather-images.ts'
import { readQuery } from '../projects/project-params.ts'

/**
 * `POST /api/export/{pdf|docx|epub|markdown}` (docs/product.md#export) (an export document) → the file; signed-in,
 * free. `POST /api/export/cover[?size=front|square|gumroad|og|mockup-1|mockup-2|mockup-3]` → the
 * store cover or a listing image, a JPEG (decisions 52 and 86);
 * `POST /api/export/cover?size=wrap` → the paperback's wrap cover, a PDF, with its spine width and
 * the interior's page count in headers (decision 83);
 * `POST /api/export/preflight` → the print preflight report, JSON (decision 57). The
 * document is checked against the export limits here, in one linear pass, and rendered by the
 * worker pool: nothing about an export runs long on this thread (decision 26). Its images come
 * along as bytes (decision 55).
 */
export function exportRoutes(pool: ExportPool, images: ImageGatherOptions) {
  return new Hono().post('/export/:format', async (c) => {
    const user = await requireRequestUser(c)
    const format = exportKind(c)
    // The user's export slot first (decision 74): one at their cap is refused before the body,
    // a project image or a remote one is read.
    const slot = pool.hold(user.id)
    let file
    try {
      const document = await readJson(c, exportDocumentSchema)
      checkExportMarkdown(document.chapters)
      // The project's images and allowed remote ones are read here: the worker never goes to the network.
      // Asset images only from the caller's own project (decision 63): someone else's print as alt text.
      // Markdown keeps images as written and the cover draws none (only the mockups' interior pages do): nothing is read for them.
      const signal = c.req.raw.signal
      const files = embedsImages(format)
        ? await gatherExportImages(document.chapters, images, { userId: user.id, projectId: document.projectId }, signal)
        : NO_IMAGE_INPUT
      // A request that went away while its images came in is not queued.
      if (signal.aborted) throw new AppError('bad_request', 'The export was cancelled.')
      file = await pool.run(user.id, format, document, signal, files, slot)
    } finally {
      slot.release()
    }
    if (format === 'preflight')
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': file.mediaType, 'Cache-Control': 'no-store' })
    // Renderers return plain (never shared) buffers; the cast only narrows the type Hono asks for.
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': file.mediaType,
      'Content-Disposition': contentDisposition(file.fileName),
      'Content-Length': String(file.bytes.byteLength),
      'Cache-Control': 'no-store',
      ...file.headers,
    })
  })
}

/**
 * The formats that print images; the others are sent none (decision 74). Of the cover's sizes,
 * only the mockups that show interior pages print them (decision 86).
 */
function embedsImages(format: ExportKind): boolean {
  if (format === 'markdown') return false
  // The wrap's spine is as thick as the interior, whose images count in its pages.
  if (format === 'cover-wrap') return true
  const size = imageSize(format)
  return size === null || INTERIOR_SIZES.includes(size)
}

/** The format of the path, or the cover in the size its query asks for. */
function exportKind(c: Context): ExportKind {
  const format = c.req.param('format') ?? ''
  if (format === 'cover') return coverKind(readQuery(c, coverQuerySchema).size)
  if (format === 'preflight') return format
  if (!isExportFormat(format))
    throw new AppError('not_found', `Unknown export format. Use one of: ${[...EXPORT_FORMATS, 'cover', 'preflight'].join(', ')}.`)
  return format
}
