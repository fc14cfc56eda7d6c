import { z } from 'zod'
import { documentText } from './document-text.ts'
import { GENERATION_LIMITS as L } from './generation.ts'
import { COVER_DESIGN_LIMITS } from './cover-design.ts'
import { publishingSettingsSchema } from './publishing-schemas.ts'
import {
  chapterPlanSchema,
  chapterRemovalSchema,
  MAX_CHAPTER_REMOVALS,
  productTypeSchema,
  qualityNoteSchema,
  toneSchema,
} from './generation-schemas.ts'
import { languageTagSchema } from './language-tag.ts'
import { chapterPageFields } from './planner-schemas.ts'
import { chapterMatterFields } from './book-matter-schemas.ts'

/**
 * Saved projects (docs/product.md#projects; free). A project is the editor
 * document: title, description, the draft's chapters, tone, audience and the current
 * chapter. Chapters carry a stable id so their history survives reordering and renames.
 */
export const projectChapterSchema = z.object({
  id: z.uuid(),
  title: documentText().max(L.chapterTitle),
  content: documentText().max(L.chapterContent),
  /** The outline's plan for the chapter, kept so rewrites stay within its scope. */
  plan: chapterPlanSchema.optional(),
  /** A planner's or checklist's section: its page template and options (issue 28). */
  ...chapterPageFields,
  // Front or back matter is unnumbered (issue 29); absent = body.
  ...chapterMatterFields,
  /** The quality pass's notes the creator has not dismissed. */
  // Two notes (fixed, open) per other chapter for repetition, plus two each for statistics and phrases.
  notes: z
    .array(qualityNoteSchema)
    .max(2 * L.maxChapters + 4)
    .optional(),
  /** What the cleaner or the quality pass removed, offered back in the editor. */
  removals: z.array(chapterRemovalSchema).max(MAX_CHAPTER_REMOVALS).optional(),
})
export type ProjectChapter = z.infer<typeof projectChapterSchema>

export const projectDocumentSchema = z.object({
  title: documentText().max(L.title),
  description: documentText().max(L.description),
  /** The book's subtitle (issue 27), suggested with the outline and editable; the description stays the blurb. */
  subtitle: documentText()
    .trim()
    .max(COVER_DESIGN_LIMITS.subtitle, `Keep the subtitle to ${COVER_DESIGN_LIMITS.subtitle} characters.`)
    .optional(),
  productType: productTypeSchema,
  tone: toneSchema,
  targetAudience: documentText().max(L.audience),
  chapters: z.array(projectChapterSchema).min(L.minChapters).max(L.maxChapters),
  currentChapterIndex: z
    .number()
    .int()
    .min(0)
    .max(L.maxChapters - 1),
  /** The book's language (BCP 47), from its outline. */
  language: languageTagSchema.optional(),
  /** Author, trim size, theme and the rest of the Export section's settings. */
  publishing: publishingSettingsSchema.optional(),
})
export type ProjectDocument = z.infer<typeof projectDocumentSchema>

export const projectSchema = projectDocumentSchema.extend({
  id: z.uuid(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Rises by one with every save; the editor shows "Saved" for the revision it sent. */
  revision: z.number().int().min(1),
})
export type Project = z.infer<typeof projectSchema>

/** One row of the projects list: enough for a card, without the chapters' text. */
export const projectSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  productType: productTypeSchema,
  chapterCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ProjectSummary = z.infer<typeof projectSummarySchema>

/** GET /api/projects?limit=: newest first; `total` is the count of all the caller's projects. */
export const projectListResponseSchema = z.object({ projects: z.array(projectSummarySchema), total: z.number().int() })
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>
export const projectListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(100) })

/** POST /api/projects creates one from a document; PUT /api/projects/:id saves the whole document. */
export const createProjectRequestSchema = projectDocumentSchema
export const saveProjectRequestSchema = projectDocumentSchema
export const saveProjectResponseSchema = z.object({ id: z.uuid(), revision: z.number().int(), updatedAt: z.string() })
export type SaveProjectResponse = z.infer<typeof saveProjectResponseSchema>

/** PATCH /api/projects/:id: rename. */
export const renameProjectRequestSchema = z.object({ title: documentText().trim().min(1, 'Please enter a title').max(L.title) })
export type RenameProjectRequest = z.infer<typeof renameProjectRequestSchema>

/** Why a chapter's earlier text was kept: a regeneration (with its modifier), a style rewrite, a restore or an accepted selection rewrite. */
export const VERSION_REASONS = ['regenerate', 'shorter', 'longer', 'grammar', 'style', 'restore', 'selection'] as const
export const versionReasonSchema = z.enum(VERSION_REASONS)
export type VersionReason = z.infer<typeof versionReasonSchema>

/** POST /api/projects/:id/versions: keeps a chapter's text before it is replaced. */
export const createChapterVersionRequestSchema = z.object({
  chapterId: z.uuid(),
  title: documentText().max(L.chapterTitle),
  content: documentText().max(L.chapterContent),
  reason: versionReasonSchema,
})
export type CreateChapterVersionRequest = z.infer<typeof createChapterVersionRequestSchema>

export const chapterVersionSchema = createChapterVersionRequestSchema.extend({ id: z.uuid(), createdAt: z.string() })
export type ChapterVersion = z.infer<typeof chapterVersionSchema>

/** GET /api/projects/:id/versions?chapterId=: newest first. */
export const chapterVersionListResponseSchema = z.object({ versions: z.array(chapterVersionSchema) })
export const chapterVersionListQuerySchema = z.object({ chapterId: z.uuid() })
