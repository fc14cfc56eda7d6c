import { PAPER_INCHES_PER_PAGE, type Paper, SPINE_TEXT_MIN_PAGES, WRAP_BLEED_INCHES } from '@core/export.ts'
import { TRIM_SIZE_INFO, type TrimSize } from '@core/publishing.ts'

/** The paperback wrap cover's measures (decision 83), in inches. */
export interface WrapLayout {
  pages: number
  paper: Paper
  trim: { width: number; height: number }
  bleed: number
  /** Page count × the paper's thickness per page (KDP's figures). */
  spine: number
  /** The whole sheet: back + spine + front, with the bleed on every outer edge. */
  width: number
  height: number
  /** KDP prints spine text only above 79 pages: a thinner spine has no room for it. */
  spineText: boolean
}

const MM_PER_INCH = 25.4

/**
 * The wrap's geometry from the trim, the interior's page count and the paper: pure, so the tests
 * can try any page count while the route always counts the real interior (render-wrap.ts).
 */
export function wrapLayout({ trimSize, pages, paper }: { trimSize: TrimSize; pages: number; paper: Paper }): WrapLayout {
  const info = TRIM_SIZE_INFO[trimSize]
  const trim = { width: info.widthMm / MM_PER_INCH, height: info.heightMm / MM_PER_INCH }
  const spine = pages * PAPER_INCHES_PER_PAGE[paper]
  const bleed = WRAP_BLEED_INCHES
  return {
    pages,
    paper,
    trim,
    bleed,
    spine,
    width: 2 * trim.width + spine + 2 * bleed,
    height: trim.height + 2 * bleed,
    spineText: pages >= SPINE_TEXT_MIN_PAGES,
  }
}
