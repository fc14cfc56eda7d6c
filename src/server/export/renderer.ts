import type { CoverSize, ExportKind, ListingSize } from '@core/export.ts'
import type { PagePart } from '@core/page-preview.ts'
import type { ExportModel } from './export-model.ts'

/** A file with measures the response reports in headers: the wrap cover's spine and page count (decision 83). */
export interface RenderedFile {
  bytes: Uint8Array
  headers: Record<string, string>
  /**
   * When the file is not its format's usual type: the Markdown export of a book with images is a
   * ZIP (decision 101), sent as application/zip and named `<title>.zip`.
   */
  extension?: string
  mediaType?: string
}

/** What an export asks beyond its kind and document: the page preview's part (decision 87), the cover preview's size (decision 84). */
export interface ExportOptions {
  part?: PagePart
  previewSize?: CoverSize
}

/** Renders the document model to one format's bytes (or the cover's). Pure: no I/O but the renderer's own engine. */
export type ExportRenderer = (model: ExportModel, options?: ExportOptions) => Promise<Uint8Array | RenderedFile>

const loadCover = () => import('./cover/render-cover.ts')

async function coverImage(size: CoverSize): Promise<ExportRenderer> {
  const { renderCover } = await loadCover()
  return (model) => renderCover(model, size)
}

async function listingImage(size: ListingSize): Promise<ExportRenderer> {
  const { renderListing } = await import('./cover/listing/render-listing.ts')
  return (model) => renderListing(model, size)
}

/**
 * Renderers load on first use: the PDF engine (Typst's native compiler) and the DOCX/EPUB
 * builders add nothing to start-up or to requests that never export. The EPUB draws its cover
 * image first, in the same job (a store shows it as the book's thumbnail).
 */
const loaders: Record<ExportKind, () => Promise<ExportRenderer>> = {
  pdf: async () => (await import('./pdf/render-pdf.ts')).renderPdf,
  docx: async () => (await import('./docx/render-docx.ts')).renderDocx,
  epub: async () => {
    const [{ renderEpub }, { renderCover }] = await Promise.all([import('./epub/render-epub.ts'), loadCover()])
    return async (model) => renderEpub(model, { cover: await renderCover(model, 'front') })
  },
  markdown: async () => (await import('./markdown/render-markdown.ts')).renderMarkdown,
  cover: () => coverImage('front'),
  'cover-square': () => coverImage('square'),
  // The listing images (decision 86): composed around the front cover, some with interior pages.
  'cover-gumroad': () => listingImage('gumroad'),
  'cover-og': () => listingImage('og'),
  'cover-mockup-1': () => listingImage('mockup-1'),
  'cover-mockup-2': () => listingImage('mockup-2'),
  'cover-mockup-3': () => listingImage('mockup-3'),
  // The designer's live preview (decision 84): the same render as the front or square cover, small.
  'cover-preview': async () => {
    const { renderCover } = await loadCover()
    return (model, options) => renderCover(model, options?.previewSize ?? 'front', { preview: true })
  },
  // The interior is compiled first for its page count, so the wrap costs a PDF export and a little more.
  'cover-wrap': async () => (await import('./cover/render-wrap.ts')).renderWrap,
  // A printable's sizes, each a PDF render in this one job (issue 28), zipped.
  bundle: async () => (await import('./bundle/render-bundle.ts')).renderBundle,
  // The preflight report travels as the job's bytes, JSON, like a file (decision 57).
  preflight: async () => {
    const { preflightReport } = await import('./preflight/preflight.ts')
    return async (model) => new TextEncoder().encode(JSON.stringify(await preflightReport(model)))
  },
  // The page preview's pages travel as JSON too, gzipped here where blocking is harmless: SVG
  // text, one per page (≈ 120 KB a full page, 30 KB gzipped), and their measures.
  pages: async () => {
    const [{ renderPages }, { gzipSync }] = await Promise.all([import('./pdf/render-pages.ts'), import('node:zlib')])
    return async (model, options) => gzipSync(JSON.stringify(await renderPages(model, options?.part ?? { kind: 'front' })), { level: 6 })
  },
}

const cache = new Map<ExportKind, Promise<ExportRenderer>>()

export function loadRenderer(format: ExportKind): Promise<ExportRenderer> {
  let renderer = cache.get(format)
  if (!renderer) {
    renderer = loaders[format]()
    renderer.catch(() => cache.delete(format))
    cache.set(format, renderer)
  }
  return renderer
}
