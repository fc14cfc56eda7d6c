import { z } from 'zod'
import { documentText } from './document-text.ts'
import { PUBLISHING_LIMITS as P, THEMES, TRIM_SIZES } from './publishing.ts'

/**
 * A project's publishing settings (issue 16), edited in the editor's Export section. Every field
 * is optional: an export without them uses the project's settings, else Letter and no author.
 * The book's language is the project's own `language` (from its outline), not repeated here.
 */
export const publishingSettingsSchema = z.object({
  author: documentText().trim().max(P.author).optional(),
  trimSize: z.enum(TRIM_SIZES).optional(),
  /** Print interior: no cover page, chapters open on right-hand pages, inside/outside margins. */
  print: z.boolean().optional(),
  theme: z.enum(THEMES).optional(),
  /** The copyright page's holder line, e.g. "Jane Doe"; the © and year are added. */
  copyright: documentText().trim().max(P.copyright).optional(),
  year: z.number().int().min(P.minYear).max(P.maxYear).optional(),
  aiDisclosure: documentText().trim().max(P.aiDisclosure).optional(),
})
export type PublishingSettings = z.infer<typeof publishingSettingsSchema>
