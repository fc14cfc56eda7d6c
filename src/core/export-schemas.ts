import { z } from 'zod'
import { COVER_QUERY_SIZES, COVER_SIZE_ALIASES } from './export.ts'
import { PAGE_PARTS, type PagePart } from './page-preview.ts'
import { GENERATION_LIMITS as L } from './generation.ts'
import { productTypeSchema } from './generation-schemas.ts'
import { languageTagSchema } from './language-tag.ts'
import { publishingSettingsSchema } from './publishing-schemas.ts'
import { chapterPageFields } from './planner-schemas.ts'
import { chapterMatterFields } from './book-matter-schemas.ts'

/**
 * The export payload (docs/product.md#export): POST /api/export/{pdf|docx|epub|markdown}. The first
 * product always sent 'guide'; the editor sends the document's real product type and the layout follows it.
 * Chapter content is Markdown; by convention it starts with a '## {title}' line, which the
 * renderers drop in favour of the chapter title.
 */
export const exportChapterSchema = z.object({
  title: z.string().max(L.chapterTitle),
  content: z.string().max(L.chapterContent),
  /** A planner's or checklist's section: drawn with this page template (issue 28); prose without one. */
  ...chapterPageFields,
  /** Front and back matter are unnumbered (issue 29); absent = body. */
  ...chapterMatterFields,
})

export const exportDocumentSchema = z.object({
  title: z.string().max(L.title),
  description: z.string().max(L.description),
  productType: productTypeSchema,
  chapters: z.array(exportChapterSchema).min(L.minChapters).max(L.maxChapters),
  // Publishing settings (issue 16), all optional: the spec's four-field payload stays valid.
  // Without a language the export reads it from the text.
  language: languageTagSchema.optional(),
  // The paperback's `paper` and the cover `design` are among them: the wrap cover's spine and every cover read them.
  // So are the book matter's (issue 29): the subtitle (front cover, title page, metadata), edition, isbn, imprint,
  // disclaimer, aboutAuthor, authorPhoto, alsoBy and callToAction.
  ...publishingSettingsSchema.shape,
  /**
   * The saved project the document comes from: the EPUB's identifier is derived from it, so
   * renaming a chapter keeps the same book (decision 56), and its `asset:` images are read from it,
   * only when the caller owns it (decision 63). Trusted for nothing else.
   */
  projectId: z.uuid().optional(),
})
export type ExportDocument = z.infer<typeof exportDocumentSchema>
export type ExportChapter = z.infer<typeof exportChapterSchema>

/**
 * `POST /api/export/cover?size=…`: the image's size (front, square, the listing images) or the
 * paperback's wrap; without one, the front. 'ebook', the front's old name, still works (decision 86).
 * `&preview=true`: the cover designer's small, fast preview of the front (decision 84).
 */
export const coverQuerySchema = z.object({
  size: z
    .string()
    .optional()
    .transform((size) => (size === undefined ? 'front' : (COVER_SIZE_ALIASES.get(size) ?? size)))
    .pipe(z.enum(COVER_QUERY_SIZES, { error: `Unknown cover size. Use one of: ${COVER_QUERY_SIZES.join(', ')}.` })),
  preview: z.stringbool({ error: 'preview must be true or false.' }).default(false),
})

/**
 * `POST /api/export/pages?part=front` or `?part=chapter&chapter=<index>` (decision 87): which part of
 * the interior the page preview renders. The index is checked against the document's chapters by the route.
 */
export const pagePreviewQuerySchema = z
  .object({
    part: z.enum(PAGE_PARTS),
    chapter: z.coerce
      .number()
      .int()
      .min(0)
      .max(L.maxChapters - 1)
      .optional(),
  })
  .refine((query) => query.part === 'front' || query.chapter !== undefined, {
    message: 'A chapter preview needs ?chapter=<index>.',
    path: ['chapter'],
  })
  .transform((query): PagePart => (query.part === 'front' ? { kind: 'front' } : { kind: 'chapter', index: query.chapter ?? 0 }))
