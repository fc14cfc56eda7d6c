import type { ExportFormat } from '@core/export.ts'
import type { ExportModel } from './export-model.ts'

/** Renders the document model to one format's bytes. Pure: no I/O but the renderer's own engine. */
export type ExportRenderer = (model: ExportModel) => Promise<Uint8Array>

/**
 * Renderers load on first use: the PDF engine (Typst's native compiler) and the DOCX/EPUB
 * builders add nothing to start-up or to requests that never export.
 */
const loaders: Record<ExportFormat, () => Promise<ExportRenderer>> = {
  pdf: async () => (await import('./pdf/render-pdf.ts')).renderPdf,
  docx: async () => (await import('./docx/render-docx.ts')).renderDocx,
  epub: async () => (await import('./epub/render-epub.ts')).renderEpub,
  markdown: async () => (await import('./markdown/render-markdown.ts')).renderMarkdown,
}

const cache = new Map<ExportFormat, Promise<ExportRenderer>>()

export function loadRenderer(format: ExportFormat): Promise<ExportRenderer> {
  let renderer = cache.get(format)
  if (!renderer) {
    renderer = loaders[format]()
    renderer.catch(() => cache.delete(format))
    cache.set(format, renderer)
  }
  return renderer
}
