import { z } from 'zod'
import { PAPERS } from './export.ts'
import { TRIM_SIZES } from './publishing.ts'

/**
 * The preflight report (issue 16, item 12): `POST /api/export/preflight` takes the export payload
 * and answers what a print shop would check before accepting the PDF interior (decision 57).
 */

export const PREFLIGHT_ISSUE_CODES = [
  'too_few_pages',
  'too_many_pages',
  'not_print_mode',
  'fonts_not_embedded',
  'low_resolution_images',
  'images_as_alt_text',
  'unprintable_characters',
  'text_in_margins',
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
  /**
   * Where characters no embedded font has are, and which, with those the compiled PDF drew as the
   * missing glyph all the same (read back from its fonts, decision 93): the PDF export refuses both (decision 53).
   */
  unprintable: z.array(z.object({ chapter: z.string(), characters: z.array(z.string()) })),
  /**
   * The paperback's wrap cover for this interior (issue 27, decision 85): its full size with the
   * bleed, in inches, and the spine for the counted pages on the chosen paper (white when none);
   * spine text prints only above 79 pages (KDP's rule). The same figures as the wrap cover's PDF.
   */
  cover: z.object({
    paper: z.enum(PAPERS),
    widthInches: z.number(),
    heightInches: z.number(),
    spineInches: z.number(),
    spineText: z.boolean(),
  }),
  /**
   * A print interior's margins as KDP checks them (issue 29, decision 98), read from where the PDF
   * prints its text: the gutter KDP asks for at this page count and the 0.25 in it asks for outside,
   * top and bottom, the narrowest inside and outside margins any page's text keeps, and the pages
   * whose text comes nearer an edge than that. Absent when print is off.
   */
  margins: z
    .object({
      requiredInsideInches: z.number(),
      requiredOutsideInches: z.number(),
      insideInches: z.number(),
      outsideInches: z.number(),
      pages: z.array(z.number().int()),
    })
    .optional(),
  /** Everything not ready for print; empty when the interior passes. */
  issues: z.array(z.object({ code: z.enum(PREFLIGHT_ISSUE_CODES), message: z.string() })),
})

export type PreflightReport = z.infer<typeof preflightReportSchema>
export type PreflightIssueCode = (typeof PREFLIGHT_ISSUE_CODES)[number]
