import { z } from 'zod'
import { chapterMatterFields } from './book-matter-schemas.ts'
import { exportDocumentSchema } from './export-schemas.ts'
import { productTypeSchema, toneSchema } from './generation-schemas.ts'
import { chapterPageFields } from './planner-schemas.ts'
import type { ExampleManifest, ExamplesIndex } from './example-gallery.ts'
import { EXAMPLE_LABEL, EXAMPLE_PRODUCT_TYPES } from './example-gallery.ts'

// Defined in the zod-free example-gallery.ts, which the gallery's chunk reads; named here as the contract did.
export { EXAMPLE_LABEL, EXAMPLE_PRODUCT_TYPES }

/**
 * The examples gallery (issue 30): four finished products, one per product type, made by Folio's
 * own export pipeline from texts kept in the repository and written for Folio. Each lives in
 * `content/examples/<slug>/`: `example.json` (this schema) plus one Markdown file per chapter.
 * The build exports each one (PDF, cover, a few page images); a test fails if one no longer exports.
 */
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

const exampleImageSchema = z.object({
  url: z.string().startsWith('/examples/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  alt: z.string().min(1),
})

/** What the build writes for each example (`dist/examples/<slug>/manifest.json`) and the gallery reads. */
export const exampleManifestSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  productType: productTypeSchema,
  title: z.string().min(1),
  subtitle: z.string().min(1).optional(),
  blurb: z.string().min(1),
  chapters: z.array(z.string().min(1)).min(1),
  pageCount: z.number().int().positive(),
  pdf: z.object({ url: z.string().startsWith('/examples/'), bytes: z.number().int().positive(), fileName: z.string().endsWith('.pdf') }),
  cover: exampleImageSchema,
  pages: z.array(exampleImageSchema).min(1).max(4),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
}) satisfies z.ZodType<ExampleManifest>

/** `dist/examples/index.json` (EXAMPLES_INDEX_PATH): every example's manifest. */
export const examplesIndexSchema = z.object({ examples: z.array(exampleManifestSchema) }) satisfies z.ZodType<ExamplesIndex>
