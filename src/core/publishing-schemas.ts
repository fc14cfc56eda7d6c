import { z } from 'zod'
import { bookMatterSettingsFields } from './book-matter-schemas.ts'
import { COVER_DESIGN_LIMITS } from './cover-design.ts'
import { coverDesignSchema } from './cover-design-schemas.ts'
import { documentText } from './document-text.ts'
import { PAPERS } from './export.ts'
import { plannerSettingsFields } from './planner-schemas.ts'
import { PUBLISHING_LIMITS as P, THEMES, TRIM_SIZES } from './publishing.ts'

const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

// Messages a person can act on: the editor's form shows them under the field, the API in its 400.
const YEAR = `Enter a year from ${P.minYear} to ${P.maxYear}.`
const text = (max: number, what: string) => documentText().trim().max(max, `Keep the ${what} to ${max} characters.`)

/**
 * A project's publishing settings (issue 16), edited in the editor's Export section. Every field
 * is optional: an export without them uses the project's settings, else Letter and no author.
 * The book's language is the project's own `language` (from its outline), not repeated here.
 */
export const publishingSettingsSchema = z.object({
  author: text(P.author, 'author').optional(),
  trimSize: z.enum(TRIM_SIZES, `Choose a trim size: ${oneOf(TRIM_SIZES)}.`).optional(),
  /** Print interior: no cover page, chapters open on right-hand pages, inside/outside margins. */
  print: z.boolean('Print is on (true) or off (false).').optional(),
  theme: z.enum(THEMES, `Choose a theme: ${oneOf(THEMES)}.`).optional(),
  /** The copyright page's holder line, e.g. "Jane Doe"; the © and year are added. */
  copyright: text(P.copyright, 'copyright line').optional(),
  year: z.number(YEAR).int(YEAR).min(P.minYear, YEAR).max(P.maxYear, YEAR).optional(),
  aiDisclosure: text(P.aiDisclosure, 'AI-disclosure line').optional(),
  /** A few sentences about the author, for the paperback's back cover (issue 27); never on the front. */
  authorBio: text(COVER_DESIGN_LIMITS.authorBio, 'author bio').optional(),
  /** The paperback's interior paper: it sets the wrap cover's spine width (decision 83). White when absent. */
  paper: z.enum(PAPERS, `Choose the paper: ${oneOf(PAPERS)}.`).optional(),
  /** The cover designer's choices (issue 27); without them the product type's default design. */
  cover: coverDesignSchema.optional(),
  // Planners and checklists (issue 28): plannerYear, plannerStartMonth, plannerMonths, weekStart, digitalPlanner, fillable.
  ...plannerSettingsFields,
  // Book matter (issue 29): subtitle, edition, isbn, imprint, disclaimer, aboutAuthor, authorPhoto, alsoBy, callToAction.
  ...bookMatterSettingsFields,
})
export type PublishingSettings = z.infer<typeof publishingSettingsSchema>
