/**
 * Export formats (docs/product.md#export; EPUB and Markdown go beyond the first product). Kept free of zod so
 * the editor can show the buttons and toasts without loading a validator.
 */
export const EXPORT_FORMATS = ['pdf', 'docx', 'epub', 'markdown'] as const
export type ExportFormat = (typeof EXPORT_FORMATS)[number]

interface ExportFormatInfo {
  /** The word in the button and the toasts: 'Export as PDF', 'PDF Export Complete'. */
  label: string
  extension: string
  mediaType: string
  /** The file name (docs/product.md#export) when the response has no usable content-disposition. */
  fallbackFileName: string
}

export const EXPORT_FORMAT_INFO: Record<ExportFormat, ExportFormatInfo> = {
  pdf: { label: 'PDF', extension: 'pdf', mediaType: 'application/pdf', fallbackFileName: 'document.pdf' },
  docx: {
    label: 'DOCX',
    extension: 'docx',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    fallbackFileName: 'document.docx',
  },
  epub: { label: 'EPUB', extension: 'epub', mediaType: 'application/epub+zip', fallbackFileName: 'document.epub' },
  markdown: { label: 'Markdown', extension: 'md', mediaType: 'text/markdown; charset=utf-8', fallbackFileName: 'document.md' },
}

export function isExportFormat(value: string): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value)
}

/** The export toasts (docs/product.md#export), word for word. */
export const exportToast = {
  preparing: 'Preparing your export...',
  failedTitle: (format: ExportFormat) => `${EXPORT_FORMAT_INFO[format].label} Export Failed`,
  completeTitle: (format: ExportFormat) => `${EXPORT_FORMAT_INFO[format].label} Export Complete`,
  completeDescription: (fileName: string) => `Downloaded: ${fileName}`,
} as const

/**
 * The file name for a title: lower-case ASCII words joined by hyphens ('Golf for Life!' →
 * 'golf-for-life'); a title with no usable letters gives 'document', as the fallback does.
 */
export function exportFileName(title: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return `${slug || 'document'}.${EXPORT_FORMAT_INFO[format].extension}`
}
