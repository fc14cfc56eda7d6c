import type { TrimSize } from './publishing.ts'

// What a print shop accepts, for the preflight report (decision 57). Kept free of zod, like
// publishing.ts, so the editor can show the figures without a validator.

/** Print asks for 300 dots to the inch at the printed size; exports place images at 150 px/in (images/export-image.ts). */
export const PRINT_DPI = 300

/**
 * KDP paperback page counts, black ink on white paper (KDP's print options table as summarised by
 * publishing guides, 2026): at least 24 pages; at most 828, but 590 for 8.5 × 11 in and 780 for A4.
 */
export const KDP_MIN_PAGES = 24
export const KDP_MAX_PAGES: Record<TrimSize, number> = { letter: 590, a4: 780, a5: 828, '6x9': 828, '5.5x8.5': 828 }

/**
 * KDP's minimum inside (gutter) margin by page count, in inches (KDP's "Set trim size, bleed and
 * margins", 2026): the thicker the book, the more of the page the binding swallows. Past 828 pages
 * KDP prints nothing; the last band stands.
 */
export const KDP_GUTTER_BANDS: readonly { maxPages: number; inches: number }[] = [
  { maxPages: 150, inches: 0.375 },
  { maxPages: 300, inches: 0.5 },
  { maxPages: 500, inches: 0.625 },
  { maxPages: 700, inches: 0.75 },
  { maxPages: 828, inches: 0.875 },
]

/** KDP's minimum outside, top and bottom margin of a paperback without bleed, in inches. */
export const KDP_OUTSIDE_MARGIN_INCHES = 0.25

/** The inside margin KDP requires for a paperback of this many pages, in inches. */
export function kdpGutterInches(pages: number): number {
  return (KDP_GUTTER_BANDS.find((band) => pages <= band.maxPages) ?? KDP_GUTTER_BANDS.at(-1)!).inches
}
