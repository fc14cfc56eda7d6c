import { EXPORT_FORMAT_INFO, type ExportKind, exportRoute } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { loadApi } from '@web/lib/lazy-api.ts'

/**
 * The export payload (docs/product.md#export), with the document's real product type (the original always sent
 * 'guide'), and the project's language and publishing settings flattened in (issue 16); without a
 * language the export reads it from the text, as the Export section shows. The project's id gives
 * the EPUB its identifier, the same however the book is retitled (decision 56), and the export
 * the project's uploaded images (decision 63).
 */
export function exportPayload(doc: ProjectDocument, projectId?: string): ExportDocument {
  // One subtitle (issue 29, decision 102): the project's own, edited under the title; a stray copy in the settings never wins.
  const { subtitle: _notHere, ...publishing } = doc.publishing ?? {}
  return {
    title: doc.title,
    // The subtitle (issue 27): the covers, the title page and the files' metadata print it.
    ...(doc.subtitle?.trim() ? { subtitle: doc.subtitle.trim() } : {}),
    description: doc.description,
    productType: doc.productType,
    // A planner's or checklist's section carries its page template and options (issue 28): the engine draws it with them.
    // A book's chapter carries where it stands (issue 29): front and back matter print unnumbered.
    chapters: doc.chapters.map(({ title, content, pageTemplate, pageOptions, matter }) => ({
      title,
      content,
      ...(pageTemplate ? { pageTemplate } : {}),
      ...(pageTemplate && pageOptions ? { pageOptions } : {}),
      ...(matter ? { matter } : {}),
    })),
    ...(doc.language ? { language: doc.language } : {}),
    // Every publishing setting, the book matter's included (issue 29): edition, isbn, imprint, disclaimer,
    // aboutAuthor, authorPhoto, alsoBy, callToAction.
    ...publishing,
    ...(projectId ? { projectId } : {}),
  }
}

/**
 * The file name in a Content-Disposition header: RFC 6266's `filename*` (UTF-8, percent-encoded)
 * before the plain `filename`; null when there is neither, or only a path-like name.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1]
  let name: string | undefined
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim())
    } catch {
      name = undefined
    }
  }
  name ??= /filename\s*=\s*"((?:[^"\\]|\\.)*)"/.exec(header)?.[1]?.replace(/\\(.)/g, '$1') ?? /filename\s*=\s*([^;"\s]+)/.exec(header)?.[1]
  name = name?.trim()
  if (!name || /[/\\]/.test(name) || name === '.' || name === '..') return null
  return name
}

export interface ExportedFile {
  blob: Blob
  fileName: string
}

/**
 * POST /api/export/{format} (or /cover): the file, named by the server, or the fallback name
 * (docs/product.md#export). Every format carries the project's id: the project's uploaded images
 * are read from it (decision 63), and the EPUB's identifier is derived from it (decision 56).
 */
export async function requestExport(format: ExportKind, doc: ProjectDocument, projectId?: string): Promise<ExportedFile> {
  const { format: path, query } = exportRoute(format)
  const res = await (await loadApi()).postExport(path, query, exportPayload(doc, projectId))
  const blob = await res.blob()
  return { blob, fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) ?? fallbackFileName(format, blob.type) }
}

/** The name when the server gave none: the format's, or a .zip when a ZIP came back (Markdown with images, decision 101). */
function fallbackFileName(format: ExportKind, mediaType: string): string {
  const name = EXPORT_FORMAT_INFO[format].fallbackFileName
  return mediaType === 'application/zip' ? name.replace(/\.[^.]+$/, '.zip') : name
}

/** Saves a blob through a temporary link; the URL is released once the download has surely started. */
export function downloadFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
