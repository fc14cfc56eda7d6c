import { kdpGutterInches } from '@core/print-limits.ts'
import { TRIM_SIZE_INFO, type TrimSize } from '@core/publishing.ts'
import type { ExportTheme } from '../themes.ts'

/** The page as the Typst template sets it (doc.typ), in points. */
export interface TypstPage {
  width: number
  height: number
  /** Print: the binding side's margin; otherwise left and right are both `inside`. */
  inside: number
  outside: number
  top: number
  bottom: number
  fontSize: number
  /** Page width against US Letter's: fixed sizes in the template (cover type, spacing) scale by it. */
  scale: number
}

const PT_PER_MM = 72 / 25.4
const LETTER_WIDTH = 612
const INCH = 72

// Body size and the text block's width in ems, per trim, so a line holds about 65–72 characters
// of Libertinus Serif (≈0.41 em a character): the book measure, not a letter page's 100 (decision 50).
const BOOK: Record<TrimSize, { fontSize: number; measureEm: number }> = {
  letter: { fontSize: 12.5, measureEm: 29 },
  a4: { fontSize: 12.5, measureEm: 29 },
  a5: { fontSize: 10.5, measureEm: 28.5 },
  '6x9': { fontSize: 11, measureEm: 28.5 },
  '5.5x8.5': { fontSize: 10.5, measureEm: 28 },
}

/**
 * A theme's body face against Libertinus: its size (themes.ts sets 11 pt for Libertinus) and how
 * wide its average character is, so the measure keeps its 65–72 characters in every theme.
 */
export interface TypeScale {
  size: number
  width: number
}

/** Measured: characters per full line (pdftotext) of the sample book in each face, against Libertinus. */
const CHAR_WIDTH: Record<string, number> = { 'Libertinus Serif': 1, 'IBM Plex Sans': 1.06, 'EB Garamond': 0.92, Lora: 1.12 }

export function typeScale(theme: ExportTheme): TypeScale {
  return { size: theme.bodySize / 11, width: CHAR_WIDTH[theme.body.family] ?? 1 }
}

/** The binding side takes this share of the two side margins in print mode. */
const INSIDE_SHARE = 0.56

/**
 * Room over KDP's minimum gutter: a line's first letters stay clear of the curve of the binding, not
 * just inside the printer's limit.
 */
export const GUTTER_COMFORT = 0.0625 * INCH

/**
 * The page of a print book of `pages` pages (issue 29, decision 98): its inside margin is at least
 * KDP's minimum for that page count plus GUTTER_COMFORT. The extra width comes out of the text
 * block, not the outside margin, which at the small trims is already near its own minimum. Without
 * a page count (the first compile), the theme's own inside margin.
 */
export function typstPage(
  trim: TrimSize,
  worksheet: boolean,
  print: boolean,
  type: TypeScale = { size: 1, width: 1 },
  pages?: number,
): TypstPage {
  const info = TRIM_SIZE_INFO[trim]
  const width = info.widthMm * PT_PER_MM
  const height = info.heightMm * PT_PER_MM
  const scale = width / LETTER_WIDTH
  let sides: number
  let fontSize: number
  if (worksheet) {
    // Worksheets keep their full-width layout, scaled; the type only steps down once, to stay writable.
    sides = 2 * Math.max(0.6 * INCH, 1.05 * INCH * scale)
    fontSize = (scale > 0.9 ? 11.5 : 10) * type.size
  } else {
    const book = BOOK[trim]
    fontSize = book.fontSize * type.size
    sides = width - book.measureEm * fontSize * type.width
  }
  const inside = print ? sides * INSIDE_SHARE : sides / 2
  const gutter = print && !worksheet && pages !== undefined ? kdpGutterInches(pages) * INCH + GUTTER_COMFORT : 0
  const outside = sides - inside
  const round = (n: number) => Math.round(n * 100) / 100
  return {
    width: round(width),
    height: round(height),
    inside: round(Math.max(inside, gutter)),
    outside: round(outside),
    top: round(height * 0.095),
    bottom: round(height * 0.086),
    fontSize: round(fontSize),
    scale: round(scale),
  }
}
