import { WRAP_HEADERS, WRAP_SAFE_INCHES } from '@core/export.ts'
import type { ExportModel } from '../export-model.ts'
import { compileModel } from '../pdf/render-pdf.ts'
import { compileTypst } from '../pdf/typst-compiler.ts'
import { type TypstDocument, toTypstDocument } from '../pdf/typst-document.ts'
import { TYPST_WRAP } from '../pdf/typst-files.ts'
import { withCoverPicture } from './cover-image.ts'
import { modelSubtitle } from './cover-spec.ts'
import { type WrapLayout, wrapLayout } from './wrap-layout.ts'
import { log } from '../../observability/logger.ts'

const POINTS = 72
const LETTER_WIDTH = 612
/** The front's picture at 300 dpi across a 6 in trim plus bleed, about. */
const FRONT_IMAGE_PIXELS = 2800

/** What cover-wrap.typ reads: the cover's document on the trim, and the wrap's measures in points. */
export interface WrapDocument extends TypstDocument {
  /** The subtitle as typst-document.ts will carry it (i27-subtitle): the front reads `doc.subtitle`. */
  subtitle: string | null
  wrap: {
    width: number
    height: number
    bleed: number
    safe: number
    spine: number
    trimWidth: number
    trimHeight: number
    spineText: boolean
    blurb: string
    /** The author bio (issue 27), under the blurb; null (Typst's none) without one. */
    bio: string | null
  }
}

export function wrapDocument(model: ExportModel, layout: WrapLayout): WrapDocument {
  const base = toTypstDocument({ ...model, chapters: [] })
  const width = layout.trim.width * POINTS
  const height = layout.trim.height * POINTS
  const description = model.description.trim()
  return {
    ...base,
    subtitle: modelSubtitle(model) || null,
    page: { width, height, inside: 0, outside: 0, top: 0, bottom: 0, fontSize: base.page.fontSize, scale: width / LETTER_WIDTH },
    wrap: {
      width: layout.width * POINTS,
      height: layout.height * POINTS,
      bleed: layout.bleed * POINTS,
      safe: WRAP_SAFE_INCHES * POINTS,
      spine: layout.spine * POINTS,
      trimWidth: width,
      trimHeight: height,
      spineText: layout.spineText,
      blurb: description,
      bio: model.publishing.authorBio,
    },
  }
}

export interface RenderedWrap {
  pdf: Uint8Array
  layout: WrapLayout
}

/**
 * The wrap cover for a given page count. The route never chooses the count: renderWrap counts the
 * interior; the tests call this to try the counts at KDP's spine-text threshold.
 */
export async function renderWrapPdf(model: ExportModel, pages: number): Promise<RenderedWrap> {
  const layout = wrapLayout({ trimSize: model.publishing.trimSize, pages, paper: model.paper ?? 'white' })
  const { document, files } = await withCoverPicture(model, wrapDocument(model, layout), FRONT_IMAGE_PIXELS)
  const { pdf, warnings, pages: sheets } = await compileTypst({ file: TYPST_WRAP }, JSON.stringify(document), files)
  if (warnings.length > 0) log.warn(`Wrap cover warnings: ${warnings.map((w) => w.message).join('; ')}`)
  if (sheets !== 1) throw new Error(`The wrap cover took ${sheets} pages instead of one.`)
  return { pdf, layout }
}

/**
 * The paperback's wrap cover (decision 83): the interior is compiled first, as the PDF export and
 * the preflight compile it with the same publishing settings, and its page count sets the spine.
 */
export async function renderWrap(model: ExportModel): Promise<{ bytes: Uint8Array; headers: Record<string, string> }> {
  const { pages } = await compileModel(model)
  const { pdf, layout } = await renderWrapPdf(model, pages)
  return { bytes: pdf, headers: wrapHeaders(layout) }
}

/** The measures the editor and the tests read: the spine to four decimals of an inch (KDP's calculator shows three). */
export function wrapHeaders(layout: WrapLayout): Record<string, string> {
  return { [WRAP_HEADERS.spineInches]: layout.spine.toFixed(4), [WRAP_HEADERS.pageCount]: String(layout.pages) }
}
