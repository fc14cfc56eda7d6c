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
