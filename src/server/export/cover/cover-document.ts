import { COVER_PIXELS, type CoverSize } from '@core/export.ts'
import type { ExportModel } from '../export-model.ts'
import { type TypstDocument, toTypstDocument } from '../pdf/typst-document.ts'
import { modelSubtitle } from './cover-spec.ts'

/** The shorter side of a cover image's page, in points: 5 in, as the 1600×2560 ebook cover's 5×8 in. */
const SHORT_SIDE = 360
const LETTER_WIDTH = 612

/** The cover image's page in points, the shape of its pixels (COVER_PIXELS): 5×8 in for 1600×2560, 5×5 in for a square. */
export function coverPage(size: CoverSize): { width: number; height: number } {
  const { width, height } = COVER_PIXELS[size]
  const scale = SHORT_SIDE / Math.min(width, height)
  return { width: width * scale, height: height * scale }
}

/**
 * What cover-image.typ reads: the book's title, author and language as in the PDF, on the image's
 * page, and no chapters (the cover prints none). The blurb is not printed on the front (issue 27).
 */
export function coverDocument(model: ExportModel, size: CoverSize): TypstDocument & { subtitle: string | null } {
  const base = toTypstDocument({ ...model, chapters: [] })
  const { width, height } = coverPage(size)
  return {
    ...base,
    // The subtitle as typst-document.ts will carry it (i27-subtitle): the cover reads `doc.subtitle`.
    subtitle: modelSubtitle(model) || null,
    page: { width, height, inside: 0, outside: 0, top: 0, bottom: 0, fontSize: base.page.fontSize, scale: width / LETTER_WIDTH },
  }
}
