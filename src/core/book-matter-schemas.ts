import { z } from 'zod'
import { BOOK_MATTER_LIMITS as B, MATTERS } from './book-matter.ts'
import { COVER_DESIGN_LIMITS } from './cover-design.ts'
import { documentText } from './document-text.ts'
import { isValidIsbn } from './isbn.ts'

/** Where a chapter stands (issue 29): front and back matter are unnumbered; absent = `body`. */
export const matterSchema = z.enum(MATTERS, 'Choose front, body or back matter.')

/** What a chapter may carry on the outline, the draft job, the project and the export payload. */
export const chapterMatterFields = { matter: matterSchema.optional() }

const text = (max: number, what: string) => documentText().trim().max(max, `Keep the ${what} to ${max} characters.`)
const ISBN = 'Enter a valid ISBN-10 or ISBN-13 (digits and hyphens).'
const URL = 'Enter a web address starting with https:// or http://.'

/** A link a reader can follow from the page, or type from paper: printed in full in print mode. */
export const bookLinkSchema = documentText()
  .trim()
  .max(B.url, `Keep the web address to ${B.url} characters.`)
  .refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), URL)

/**
 * The closing page that asks the reader to act (issue 29): join a newsletter, leave a review,
 * visit the creator's store. Printed when any field is given; the heading defaults to the book
 * language's "Thank you for reading".
 */
export const callToActionSchema = z.object({
  heading: text(B.callToActionHeading, 'call-to-action heading').optional(),
  text: text(B.callToActionText, 'call-to-action text').optional(),
  url: bookLinkSchema.optional(),
})
export type CallToAction = z.infer<typeof callToActionSchema>

/**
 * The book matter's settings (issue 29), spread into publishingSettingsSchema and so into the
 * export payload. `subtitle` is the one the covers use (issue 27): the project's own subtitle
 * fills it when the editor exports.
 */
export const bookMatterSettingsFields = {
  subtitle: text(COVER_DESIGN_LIMITS.subtitle, 'subtitle').optional(),
  /** The copyright page's edition line, printed as given: "First edition, March 2027". */
  edition: text(B.edition, 'edition').optional(),
  /** ISBN-10 or ISBN-13, printed as typed; the EPUB's metadata carries it too. */
  isbn: documentText()
    .trim()
    .max(B.isbn, ISBN)
    .refine((value) => value === '' || isValidIsbn(value), ISBN)
    .optional(),
  /** The publisher or imprint: "Published by Bright Fern Press". */
  imprint: text(B.imprint, 'imprint').optional(),
  /** Printed on the copyright page; the editor offers DISCLAIMER_SUGGESTIONS[productType]. */
  disclaimer: text(B.disclaimer, 'disclaimer').optional(),
  /** The About the Author page (back matter); absent = no page. */
  aboutAuthor: text(B.aboutAuthor, 'About the Author text').optional(),
  /** The About the Author photo: an image reference as in chapter Markdown (`asset:<uuid>`, https or a data URL). */
  authorPhoto: documentText().trim().max(B.url, 'Use an uploaded image or a web address for the photo.').optional(),
  /** The Also By page (back matter): the creator's other titles, in order. */
  alsoBy: z.array(text(B.alsoByTitle, 'title')).max(B.alsoByTitles, `List at most ${B.alsoByTitles} titles.`).optional(),
  callToAction: callToActionSchema.optional(),
}
