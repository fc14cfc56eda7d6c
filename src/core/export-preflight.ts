import { z } from 'zod'
import { TRIM_SIZES, type TrimSize } from './publishing.ts'

/**
 * The preflight report (issue 16, item 12): `POST /api/export/preflight` takes the export payload
 * and answers what a print shop would check before accepting the PDF interior (decision 57).
 */

/** Print asks for 300 dots to the inch at the printed size; exports place images at 150 px/in (images/export-image.ts). */
export const PRINT_DPI = 300

/**
 * KDP paperback page counts, black ink on white paper (KDP's print options table as summarised by
 * publishing guides, 2026): at least 24 pages; at most 828, but 590 for 8.5 × 11 in and 780 for A4.
 */
export const KDP_MIN_PAGES = 24
export const KDP_MAX_PAGES: Record<TrimSize, number> = { letter: 590, a4: 780, a5: 828, '6x9': 828, '5.5x8.5': 828 }

export const PREFLIGHT_ISSUE_CODES = [
  'too_few_pages',
  'too_many_pages',
  'not_print_mode',
  'fonts_not_embedded',
  'low_resolution_images',
  'unprintable_characters',
] as const

export const preflightReportSchema = z.object({
  pages: z.number().int().nonnegative(),
  trimSize: z.enum(TRIM_SIZES),
  print: z.boolean(),
  fontsEmbedded: z.boolean(),
  /** The PDF's fonts by name, subset prefix removed. */
  fonts: z.array(z.string()),
  images: z.array(
    z.object({ alt: z.string(), widthPx: z.number().int(), heightPx: z.number().int(), dpi: z.number().int(), ok: z.boolean() }),
  ),
  /** Where characters no embedded font has are, and which: the PDF export refuses them (decision 53). */
  unprintable: z.array(z.object({ chapter: z.string(), characters: z.array(z.string()) })),
  /** Everything not ready for print; empty when the interior passes. */
  issues: z.array(z.object({ code: z.enum(PREFLIGHT_ISSUE_CODES), message: z.string() })),
})

export type PreflightReport = z.infer<typeof preflightReportSchema>
export type PreflightIssueCode = (typeof PREFLIGHT_ISSUE_CODES)[number]
