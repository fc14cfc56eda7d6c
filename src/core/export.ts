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
 * What one export makes: a file format, the cover image in one of its sizes, or the preflight
 * report on the print interior (a JSON report, rendered like a PDF; decision 57).
 */
export type ExportKind = ExportFormat | 'cover' | 'cover-square' | 'preflight'

export function coverKind(size: CoverSize): ExportKind {
  return size === 'square' ? 'cover-square' : 'cover'
}

/** The route of an export: the cover's size is a query parameter. */
export function exportPath(kind: ExportKind): string {
  return kind === 'cover-square' ? '/api/export/cover?size=square' : `/api/export/${kind}`
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
  preflight: {
    label: 'Preflight',
    extension: 'json',
    mediaType: 'application/json',
    suffix: '-preflight',
    fallbackFileName: 'document-preflight.json',
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
