import { z } from 'zod'
import { chapterMatterFields } from './book-matter-schemas.ts'
import { exportDocumentSchema } from './export-schemas.ts'
import { productTypeSchema, toneSchema } from './generation-schemas.ts'
import { chapterPageFields } from './planner-schemas.ts'

/**
 * The examples gallery (issue 30): four finished products, one per product type, made by Folio's
 * own export pipeline from texts kept in the repository and written for Folio. Each lives in
 * `content/examples/<slug>/`: `example.json` (this schema) plus one Markdown file per chapter.
 * The build exports each one (PDF, cover, a few page images); a test fails if one no longer exports.
 */
export const EXAMPLE_PRODUCT_TYPES = ['ebook', 'guide', 'checklist', 'planner'] as const

export const exampleChapterSourceSchema = z.object({
  title: z.string().min(1),
  /** The chapter's Markdown, beside example.json (e.g. `01-why-prep-works.md`). Starts with `## {title}` like a draft's. */
  file: z.string().regex(/^[a-z0-9-]+\.md$/),
  plan: z.string().optional(),
  ...chapterPageFields,
  ...chapterMatterFields,
})

/**
 * `content/examples/<slug>/example.json`. The export document's settings (theme, trim, cover design,
 * planner dates, book matter) are the same fields the editor sends, so an example is exported
 * exactly as a creator's project would be.
 */
export const exampleSourceSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  productType: productTypeSchema,
  /** What a creator would have typed into the generator for it. */
  topic: z.string().min(1),
  tone: toneSchema,
  targetAudience: z.string(),
  /** One line for the gallery card: who it is for and what it does. */
  blurb: z.string().min(1).max(200),
  document: exportDocumentSchema.omit({ chapters: true, productType: true, projectId: true }),
  chapters: z.array(exampleChapterSourceSchema).min(1),
})
export type ExampleSource = z.infer<typeof exampleSourceSchema>

/** Shown on every example (issue 30: honest examples, labelled as such). */
export const EXAMPLE_LABEL = 'Example made with Folio' as const
