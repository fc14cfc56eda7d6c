import type { CoverSize } from '@core/export.ts'
import type { ExportModel } from '../export-model.ts'
import { shorten, type TypstDocument, toTypstDocument } from '../pdf/typst-document.ts'
import { themeAccent } from '../themes.ts'

/** The cover image's page in points, the shape of its pixels: 5×8 in for 1600×2560, 6×6 in for the square. */
export const COVER_PAGES: Record<CoverSize, { width: number; height: number }> = {
  front: { width: 360, height: 576 },
  square: { width: 432, height: 432 },
}

/**
 * A blurb longer than this is cut at a word: the cover is a shop window, not the back cover, and
 * its type stays legible in a thumbnail. The square has room for about two lines.
 */
const DESCRIPTION_CHARS: Record<CoverSize, number> = { front: 300, square: 140 }

const LETTER_WIDTH = 612

/**
 * What cover-image.typ reads: the book's title, author and language as in the PDF, on the image's
 * page, in the theme's accent for the product type, and no chapters (the cover prints none).
 */
export function coverDocument(model: ExportModel, size: CoverSize): TypstDocument {
  const base = toTypstDocument({ ...model, chapters: [] })
  const { width, height } = COVER_PAGES[size]
  return {
    ...base,
    description: shorten(model.description.trim(), DESCRIPTION_CHARS[size]),
    accent: themeAccent(model.publishing.theme, model.productType),
    page: { width, height, inside: 0, outside: 0, top: 0, bottom: 0, fontSize: base.page.fontSize, scale: width / LETTER_WIDTH },
  }
}
