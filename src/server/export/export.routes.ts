import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { coverKind, type CoverSize, EXPORT_FORMATS, type ExportKind, imageSize, INTERIOR_SIZES, isExportFormat } from '@core/export.ts'
import { coverQuerySchema, exportDocumentSchema, pagePreviewQuerySchema } from '@core/export-schemas.ts'
import type { Queryable } from '../db/database.ts'
import { isPrintable } from '@core/planner.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { binaryAnswer, contractRouter, documentedJsonBody, errorAnswers } from '../http/openapi.ts'
import { readJson } from '../http/validate.ts'
import { contentDisposition } from './export-handler.ts'
import { checkExportMarkdown } from './export-limits.ts'
import type { ExportPool } from './export-pool.ts'
import { partChapters } from './page-part.ts'
import { enforcePagePreviewRateLimit } from './page-preview-rate-limit.ts'
import { enforceCoverPreviewRateLimit } from './cover-preview-rate-limit.ts'
import { NO_IMAGE_INPUT } from './images/export-image.ts'
import { authorPhotoSource, gatherCoverImage, gatherExportImages, type ImageGatherOptions } from './images/gather-images.ts'
import { readQuery } from '../projects/project-params.ts'

// Any text (the first of a repeated parameter is read): the format's own check judges it, as before.
const queryText = (description: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ description })

const FORMATS = [...EXPORT_FORMATS, 'bundle', 'cover', 'preflight', 'pages']

// The format and the query decide which checks apply (a preview's rate, the slot) before the body is
// read, so the body is declared for the document and read by the handler (decision 0117).
const exportRoute = createRoute({
  operationId: 'exportDocument',
  method: 'post',
  path: '/export/{format}',
  middleware: [signedIn] as const,
  request: {
    params: z.object({ format: z.string().openapi({ enum: FORMATS }) }),
    // Declared for the document and the client's types; which apply, and how, depends on the format (read below).
    query: z.object({
      size: queryText('cover: the size (front, square, wrap, or a listing image).'),
      preview: queryText('cover: `true` for the small preview JPEG of the front or the square cover.'),
      part: queryText('pages: `front` or `chapter`.'),
      chapter: queryText('pages: the chapter index, from 0.'),
    }),
  },
  requestBody: documentedJsonBody(exportDocumentSchema, 'The export document.'),
  responses: {
    200: binaryAnswer('The file (named in Content-Disposition), or JSON for `preflight` and `pages`.', [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/epub+zip',
      'application/zip',
      'text/markdown',
      'image/jpeg',
      'application/json',
    ]),
    ...errorAnswers,
  },
})

/**
 * `POST /api/export/{pdf|docx|epub|markdown}` (docs/product.md#export) (an export document) → the file; signed-in,
 * free. `POST /api/export/cover[?size=front|square|gumroad|og|mockup-1|mockup-2|mockup-3]` → the
 * store cover or a listing image, a JPEG (decisions 52 and 86);
 * `POST /api/export/cover?size=wrap` → the paperback's wrap cover, a PDF, with its spine width and
 * the interior's page count in headers (decision 83);
 * `POST /api/export/cover?size=front|square&preview=true` → the cover designer's small preview JPEG, under
 * its own per-user rate limit (decision 84);
 * `POST /api/export/preflight` → the print preflight report, JSON (decision 57);
 * `POST /api/export/bundle` → a planner's or checklist's PDF at US Letter, A4 and A5 (and the digital
 * planner when it is on) in one ZIP, one pool job (decision 93); a planner has no EPUB;
 * `POST /api/export/pages?part=front|chapter&chapter=<index>` → the page preview of that part, JSON
 * with one SVG per page, under a per-user rate limit of its own (decision 87). The
 * document is checked against the export limits here, in one linear pass, and rendered by the
 * worker pool: nothing about an export runs long on this thread (decision 26). Its images come
 * along as bytes (decision 55).
 */
export function exportRoutes(pool: ExportPool, images: ImageGatherOptions, previews: PreviewLimits) {
  return contractRouter().openapi(exportRoute, async (c) => {
    const user = await requireRequestUser(c)
    const format = exportKind(c)
    const part = format === 'pages' ? readQuery(c, pagePreviewQuerySchema) : undefined
    const previewSize = format === 'cover-preview' ? previewCoverSize(c) : undefined
    // Counted before the slot: a preview refused for its rate holds none of the user's exports.
    if (part) await enforcePagePreviewRateLimit(c, previews.db, user.id, previews.pagesPerMinute)
    if (format === 'cover-preview') await enforceCoverPreviewRateLimit(c, previews.db, user.id, previews.coversPerMinute)
    // The user's export slot first (decision 74): one at their cap is refused before the body,
    // a project image or a remote one is read.
    const slot = pool.hold(user.id)
    let file
    try {
      const document = await readJson(c, exportDocumentSchema)
      checkProductFormat(format, document.productType)
      checkExportMarkdown(document.chapters)
      if (part?.kind === 'chapter' && part.index >= document.chapters.length)
        throw new AppError('validation_failed', `There is no chapter ${part.index + 1}: the document has ${document.chapters.length}.`)
      // The project's images and allowed remote ones are read here: the worker never goes to the network.
      // Asset images only from the caller's own project (decision 63): someone else's print as alt text.
      // The Markdown's too: its ZIP carries them (decision 101). The cover draws none (only the mockups' interior pages do): nothing is read for it.
      const signal = c.req.raw.signal
      const owner = { userId: user.id, projectId: document.projectId }
      const gathered = embedsImages(format)
        ? await gatherExportImages(
            // The author's photo (issue 29) prints on the whole book's About the Author page, never in a page preview.
            part ? partChapters(document.chapters, part) : { chapters: document.chapters, authorPhoto: authorPhotoSource(document) },
            images,
            owner,
            signal,
          )
        : NO_IMAGE_INPUT
      // The cover's own image, for every output that draws the front cover (decision 84).
      const coverImage = document.cover?.image.source !== 'art' ? document.cover?.image.imageId : undefined
      const files = drawsCover(format)
        ? { ...gathered, files: { ...gathered.files, ...(await gatherCoverImage(coverImage, images, owner)) } }
        : gathered
      // A request that went away while its images came in is not queued.
      if (signal.aborted) throw new AppError('bad_request', 'The export was cancelled.')
      file = await pool.run(user.id, format, document, signal, files, slot, part ? { part } : previewSize ? { previewSize } : {})
    } finally {
      slot.release()
    }
    // The pages come gzipped from the worker (SVG compresses about 4×): sent so, or unpacked
    // off this thread for the rare client that takes no gzip.
    if (format === 'pages') {
      const gzip = /\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')
      const bytes = gzip ? file.bytes : new Uint8Array(await gunzipAsync(file.bytes))
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.mediaType,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
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

const gunzipAsync = promisify(gunzip)

/**
 * The formats that print images; the others are sent none (decision 74). Of the cover's sizes,
 * only the mockups that show interior pages print them (decision 86); the page preview prints only
 * the previewed chapter's (page-part.ts).
 */
function embedsImages(format: ExportKind): boolean {
  if (format === 'cover-preview') return false
  // The wrap's spine is as thick as the interior, whose images count in its pages.
  if (format === 'cover-wrap') return true
  const size = imageSize(format)
  return size === null || INTERIOR_SIZES.includes(size)
}

/** The previews' rate limits (PAGE_PREVIEWS_PER_MINUTE, COVER_PREVIEWS_PER_MINUTE), counted in the database. */
export interface PreviewLimits {
  db: Queryable
  pagesPerMinute: number
  coversPerMinute: number
}

/** The outputs that draw the designed front cover, and so read its image (decision 84): every cover image and listing image among them. */
function drawsCover(format: ExportKind): boolean {
  // The printables ZIP holds interiors only; a planner's and a checklist's PDF opens on its own page.
  if (format === 'docx' || format === 'markdown' || format === 'preflight' || format === 'pages' || format === 'bundle') return false
  return true
}

/** The designer previews the front or the square cover (decision 84); the listing images are composed from the front. */
function previewCoverSize(c: Context): CoverSize {
  const { size } = readQuery(c, coverQuerySchema)
  if (size !== 'front' && size !== 'square')
    throw new AppError('bad_request', 'The preview is of the front or the square cover: ask for size=front or size=square.')
  return size
}

/** The format of the path, or the cover in the size its query asks for. */
function exportKind(c: Context): ExportKind {
  const format = c.req.param('format') ?? ''
  if (format === 'cover') {
    const { size, preview } = readQuery(c, coverQuerySchema)
    if (!preview) return coverKind(size)
    previewCoverSize(c)
    return 'cover-preview'
  }
  if (format === 'preflight' || format === 'pages' || format === 'bundle') return format
  if (!isExportFormat(format)) throw new AppError('not_found', `Unknown export format. Use one of: ${FORMATS.join(', ')}.`)
  return format
}

/**
 * The formats a product type is made in (decision 93): no EPUB of a planner, whose pages are
 * fixed layouts to write on (an e-reader reflows them and cannot be written in); the ZIP of all
 * sizes only for planners and checklists, the products drawn as pages.
 */
function checkProductFormat(format: ExportKind, productType: string): void {
  if (format === 'epub' && productType === 'planner') throw new AppError('epub_not_for_planners')
  if (format === 'bundle' && !isPrintable(productType)) throw new AppError('bundle_not_for_books')
}
