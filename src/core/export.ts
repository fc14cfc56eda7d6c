/**
 * Export formats (docs/product.md#export; EPUB and Markdown go beyond the first product). Kept free of zod so
 * the editor can show the buttons and toasts without loading a validator.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'epub', 'markdown'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

/**
 * The store cover and listing images (issue 16, issue 27 item 4; decisions 52 and 86):
 * `POST /api/export/cover?size=…`, each a JPEG from the same cover design. `front` (the default)
 * and `square` are designed by the cover renderer on a page of their own shape; the listing sizes
 * are composed around that front cover (a backdrop, a tablet, printed pages, an open spread).
 * Exported like a file format, but not one of the four the editor offers as 'Export as …'.
 */
export const COVER_SIZES = ['front', 'square'] as const
export type CoverSize = (typeof COVER_SIZES)[number]
export const LISTING_SIZES = ['gumroad', 'og', 'mockup-1', 'mockup-2', 'mockup-3'] as const
export type ListingSize = (typeof LISTING_SIZES)[number]
/** Every image the cover endpoint makes, in the order the editor lists them. */
export const IMAGE_SIZES = [...COVER_SIZES, ...LISTING_SIZES] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]
export const COVER_PIXELS: Record<ImageSize, { width: number; height: number }> = {
  front: { width: 1600, height: 2560 },
  square: { width: 2000, height: 2000 },
  gumroad: { width: 1280, height: 720 },
  og: { width: 1200, height: 630 },
  // Etsy's listing photos: 4:3, at least 2000 px wide.
  'mockup-1': { width: 2700, height: 2025 },
  'mockup-2': { width: 2700, height: 2025 },
  'mockup-3': { width: 2700, height: 2025 },
}

/** The sizes that show pages of the interior, so the export gathers the book's images for them. */
export const INTERIOR_SIZES: readonly ImageSize[] = ['mockup-2', 'mockup-3']

/**
 * The paperback's full-wrap cover (decision 83): `POST /api/export/cover?size=wrap`, one PDF with
 * back cover, spine and front cover at the trim size plus bleed. Not an image, so not an ImageSize.
 */
export const COVER_QUERY_SIZES = [...IMAGE_SIZES, 'wrap'] as const
export type CoverQuerySize = (typeof COVER_QUERY_SIZES)[number]
/** The front's name before issue 27, still accepted so old links and scripts keep working (decision 86). */
export const COVER_SIZE_ALIASES: ReadonlyMap<string, CoverQuerySize> = new Map([['ebook', 'front']])

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
 * What one export makes: a file format, the cover image in one of its sizes ('cover' is the
 * front, the others `cover-<size>`), the paperback's wrap cover, the cover designer's small preview
 * of the front (decision 84), the preflight report on the print interior (a JSON report, rendered
 * like a PDF; decision 57), or the page preview of one part of the interior (JSON with SVG pages; decision 87).
 */
export type CoverKind = 'cover' | `cover-${Exclude<CoverQuerySize, 'front'>}`
export type ExportKind = ExportFormat | CoverKind | 'cover-preview' | 'preflight' | 'pages' | 'bundle'

export function coverKind(size: CoverQuerySize): CoverKind {
  return size === 'front' ? 'cover' : `cover-${size}`
}

/** The image size of a cover kind, or null for the wrap (a PDF) and every other export. */
export function imageSize(kind: ExportKind): ImageSize | null {
  if (kind === 'cover') return 'front'
  const size = kind.startsWith('cover-') ? kind.slice('cover-'.length) : ''
  return (IMAGE_SIZES as readonly string[]).includes(size) ? (size as ImageSize) : null
}

/** The route of an export, as the typed client sends it: the format, and the cover's size (and preview) as query. */
export function exportRoute(kind: ExportKind): { format: string; query: Record<string, string> } {
  if (kind === 'cover-preview') return { format: 'cover', query: { size: 'front', preview: 'true' } }
  if (kind.startsWith('cover-')) return { format: 'cover', query: { size: kind.slice('cover-'.length) } }
  return { format: kind, query: {} }
}

/** The route of an export as one path: the cover's size is a query parameter (the front needs none). */
export function exportPath(kind: ExportKind): string {
  const { format, query } = exportRoute(kind)
  const search = new URLSearchParams(query).toString()
  return `/api/export/${format}${search ? `?${search}` : ''}`
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

/** A listing image's entry: a JPEG named `<slug>-<size>.jpg` ('golf-for-life-mockup-1.jpg'). */
function coverImageInfo<S extends Exclude<ImageSize, 'front'>>(size: S, label: string): Record<`cover-${S}`, ExportFormatInfo> {
  const info = { label, extension: 'jpg', mediaType: 'image/jpeg', suffix: `-${size}`, fallbackFileName: `document-${size}.jpg` }
  return { [`cover-${size}`]: info } as Record<`cover-${S}`, ExportFormatInfo>
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
  ...coverImageInfo('square', 'Square Cover'),
  ...coverImageInfo('gumroad', 'Gumroad Cover'),
  ...coverImageInfo('og', 'Link Preview'),
  ...coverImageInfo('mockup-1', 'Tablet Mockup'),
  ...coverImageInfo('mockup-2', 'Printed Pages Mockup'),
  ...coverImageInfo('mockup-3', 'Open Book Mockup'),
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
  // A printable's sizes in one ZIP (issue 28): Letter, A4 and A5, and the digital planner when it is on.
  bundle: {
    label: 'ZIP',
    extension: 'zip',
    mediaType: 'application/zip',
    suffix: '-printables',
    fallbackFileName: 'document-printables.zip',
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

/** A title as lower-case ASCII words joined by hyphens, at most `max` characters ('' when nothing is left): every system takes it. */
export function titleSlug(title: string, max: number): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '')
}

/**
 * The file name for a title: lower-case ASCII words joined by hyphens ('Golf for Life!' →
 * 'golf-for-life'); a title with no usable letters gives 'document', as the fallback does.
 * The cover adds its suffix: 'golf-for-life-cover.jpg'.
 */
export function exportFileName(title: string, format: ExportKind): string {
  const slug = titleSlug(title, 80)
  const info = EXPORT_FORMAT_INFO[format]
  return `${slug || 'document'}${info.suffix ?? ''}.${info.extension}`
}
