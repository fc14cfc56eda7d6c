/**
 * Export formats (docs/product.md#export; EPUB and Markdown go beyond the first product). Kept free of zod so
 * the editor can show the buttons and toasts without loading a validator.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'epub', 'markdown'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/**
 * The store cover image (issue 16): `POST /api/export/cover`, a JPEG in the ebook-store size, or
 * square for shop thumbnails with `?size=square`. Exported like a file format, but not one of the
 * four the editor offers as 'Export as …'.
 */
export const COVER_SIZES = ['ebook', 'square'] as const
export type CoverSize = (typeof COVER_SIZES)[number]
export const COVER_PIXELS: Record<CoverSize, { width: number; height: number }> = {
  ebook: { width: 1600, height: 2560 },
  square: { width: 1080, height: 1080 },
}

/**
 * The paperback's full-wrap cover (decision 83): `POST /api/export/cover?size=wrap`, one PDF with
 * back cover, spine and front cover at the trim size plus bleed. Not an image, so not a CoverSize.
 */
export const COVER_QUERY_SIZES = [...COVER_SIZES, 'wrap'] as const
export type CoverQuerySize = (typeof COVER_QUERY_SIZES)[number]

/** The interior paper a paperback prints on; its thickness sets the spine's width. */
export const PAPERS = ['white', 'cream', 'color'] as const
export type Paper = (typeof PAPERS)[number]

/** KDP's spine width per interior page, in inches (KDP Help, "Paperback cover calculator"). */
export const PAPER_INCHES_PER_PAGE: Record<Paper, number> = { white: 0.002252, cream: 0.0025, color: 0.002347 }

/** The bleed on every outer edge of the wrap, and the safe zone inside the trim and the spine's edges, in inches. */
export const WRAP_BLEED_INCHES = 0.125
export const WRAP_SAFE_INCHES = 0.125

/** KDP prints text on the spine only for a book of more pages than this. */
export const SPINE_TEXT_MIN_PAGES = 80

/** The response headers the wrap cover reports its measures in (decision 83). */
export const WRAP_HEADERS = { spineInches: 'X-Folio-Spine-Inches', pageCount: 'X-Folio-Page-Count' } as const

/**
 * What one export makes: a file format, the cover image in one of its sizes, the paperback's wrap
 * cover, the preflight report on the print interior (a JSON report, rendered like a PDF; decision 57),
 * or the page preview of one part of the interior (JSON with SVG pages; decision 87).
 */
export type ExportKind = ExportFormat | 'cover' | 'cover-square' | 'cover-wrap' | 'cover-preview' | 'preflight' | 'pages'

export function coverKind(size: CoverQuerySize): ExportKind {
  return size === 'square' ? 'cover-square' : size === 'wrap' ? 'cover-wrap' : 'cover'
}

/** The route of an export: the cover's size is a query parameter. */
export function exportPath(kind: ExportKind): string {
  if (kind === 'cover-square') return '/api/export/cover?size=square'
  if (kind === 'cover-wrap') return '/api/export/cover?size=wrap'
  if (kind === 'cover-preview') return '/api/export/cover?size=ebook&preview=true'
  return `/api/export/${kind}`
}

interface ExportFormatInfo {
  /** The word in the button and the toasts: 'Export as PDF', 'PDF Export Complete'. */
  label: string
  extension: string
  mediaType: string
  /** After the title in the file name: 'golf-for-life-cover.jpg'. */
  suffix?: string
  /** The file name (docs/product.md#export) when the response has no usable content-disposition. */
  fallbackFileName: string
}

export const EXPORT_FORMAT_INFO: Record<ExportKind, ExportFormatInfo> = {
  pdf: { label: 'PDF', extension: 'pdf', mediaType: 'application/pdf', fallbackFileName: 'document.pdf' },
  docx: {
    label: 'DOCX',
    extension: 'docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fallbackFileName: 'document.docx',
  },
  epub: { label: 'EPUB', extension: 'epub', mediaType: 'application/epub+zip', fallbackFileName: 'document.epub' },
  markdown: { label: 'Markdown', extension: 'md', mediaType: 'text/markdown; charset=utf-8', fallbackFileName: 'document.md' },
  cover: { label: 'Cover', extension: 'jpg', mediaType: 'image/jpeg', suffix: '-cover', fallbackFileName: 'document-cover.jpg' },
  'cover-square': {
    label: 'Square Cover',
    extension: 'jpg',
    mediaType: 'image/jpeg',
    suffix: '-cover-square',
    fallbackFileName: 'document-cover-square.jpg',
  },
  'cover-wrap': {
    label: 'Paperback Cover',
    extension: 'pdf',
    mediaType: 'application/pdf',
    suffix: '-paperback-cover',
    fallbackFileName: 'document-paperback-cover.pdf',
  },
  // The cover designer's live preview (decision 84): the ebook cover's render, small.
  'cover-preview': {
    label: 'Cover Preview',
    extension: 'jpg',
    mediaType: 'image/jpeg',
    suffix: '-cover-preview',
    fallbackFileName: 'document-cover-preview.jpg',
  },
  preflight: {
    label: 'Preflight',
    extension: 'json',
    mediaType: 'application/json',
    suffix: '-preflight',
    fallbackFileName: 'document-preflight.json',
  },
  pages: {
    label: 'Page preview',
    extension: 'json',
    mediaType: 'application/json',
    suffix: '-pages',
    fallbackFileName: 'document-pages.json',
  },
}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value)
}

/** The export toasts (docs/product.md#export), word for word. */
export const exportToast = {
  preparing: 'Preparing your export...',
  failedTitle: (format: ExportKind) => `${EXPORT_FORMAT_INFO[format].label} Export Failed`,
  completeTitle: (format: ExportKind) => `${EXPORT_FORMAT_INFO[format].label} Export Complete`,
  completeDescription: (fileName: string) => `Downloaded: ${fileName}`,
} as const

/**
 * The file name for a title: lower-case ASCII words joined by hyphens ('Golf for Life!' →
 * 'golf-for-life'); a title with no usable letters gives 'document', as the fallback does.
 * The cover adds its suffix: 'golf-for-life-cover.jpg'.
 */
export function exportFileName(title: string, format: ExportKind): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  const info = EXPORT_FORMAT_INFO[format]
  return `${slug || 'document'}${info.suffix ?? ''}.${info.extension}`
}
