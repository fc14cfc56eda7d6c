import { z } from 'zod'
import { COVER_ART, COVER_FONTS, COVER_LAYOUTS, COVER_PALETTES, type CoverDesign } from './cover-design.ts'

const HEX = /^#[0-9a-f]{6}$/i

const coverImageSchema = z.discriminatedUnion(
  'source',
  [
    z.object({ source: z.literal('art'), art: z.enum(COVER_ART, 'Choose one of the built-in art styles.') }),
    z.object({ source: z.enum(['upload', 'ai']), imageId: z.uuid('Choose one of the project’s images.') }),
  ],
  'Choose built-in art, an uploaded image or a generated one.',
)

/** The cover designer's choices (issue 27), saved in the project's publishing settings and sent with every export. */
export const coverDesignSchema = z
  .object({
    layout: z.enum(COVER_LAYOUTS, 'Choose one of the cover layouts.'),
    font: z.enum(COVER_FONTS, 'Choose one of the cover fonts.'),
    palette: z.enum(COVER_PALETTES, 'Choose the theme’s colours, the image’s or your own.'),
    color: z.string().regex(HEX, 'Enter a colour as #rrggbb.').optional(),
    image: coverImageSchema,
  })
  .refine((design) => design.palette !== 'custom' || design.color !== undefined, {
    message: 'Pick a colour for the cover.',
    path: ['color'],
  }) satisfies z.ZodType<CoverDesign>
