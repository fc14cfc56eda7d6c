import { z } from 'zod'
import { CREDIT_COSTS } from './generation.ts'
import { outlineRequestSchema, outlineSchema, productTypeSchema } from './generation-schemas.ts'

/**
 * Outlines kept on the account (issue 30): every outline a user paid for is stored on the server
 * with the input it was made for, listed with the projects, opened in the generator from any
 * device, and marked once a project was drafted from it so it is never bought twice by accident.
 *
 * Routes (docs/product.md#product-api), all for the signed-in owner only (another user's id is 404):
 * - GET    /api/outlines            → savedOutlinesResponseSchema (newest first; `?status=not_drafted` filters)
 * - GET    /api/outlines/:id        → savedOutlineSchema
 * - PUT    /api/outlines/:id        ← savedOutlineUpdateSchema → savedOutlineSchema (edits: titles, plans, order)
 * - DELETE /api/outlines/:id        → 204 (the outline leaves the lists; its projects stay)
 * POST /api/outline answers with `outlineId`; POST /api/draft/start takes `outlineId` (and `again`).
 */

/**
 * Where an outline stands: `not_drafted` — no project from it (or its projects were deleted);
 * `drafting` — a draft job from it is running; `drafted` — a project was made from it (`projectId`).
 */
export const OUTLINE_STATUSES = ['not_drafted', 'drafting', 'drafted'] as const
export const savedOutlineStatusSchema = z.enum(OUTLINE_STATUSES)
export type SavedOutlineStatus = z.infer<typeof savedOutlineStatusSchema>

/** One row of the lists (dashboard, Projects). */
export const savedOutlineSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  productType: productTypeSchema,
  chapterCount: z.number().int().min(0),
  status: savedOutlineStatusSchema,
  /** The newest project drafted from it, while it exists. */
  projectId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type SavedOutlineSummary = z.infer<typeof savedOutlineSummarySchema>

export const savedOutlinesResponseSchema = z.object({ outlines: z.array(savedOutlineSummarySchema) })
export type SavedOutlinesResponse = z.infer<typeof savedOutlinesResponseSchema>

/** The whole outline with what it was made for (topic, type, tone, audience as sent). */
export const savedOutlineSchema = savedOutlineSummarySchema.omit({ title: true, productType: true, chapterCount: true }).extend({
  request: outlineRequestSchema,
  outline: outlineSchema,
  /** The newest project's title, for 'Open in editor' and the draft-again dialog. */
  projectTitle: z.string().nullable(),
})
export type SavedOutline = z.infer<typeof savedOutlineSchema>

/** PUT /api/outlines/:id: the edited outline replaces the stored one (the request it was made for stays). */
export const savedOutlineUpdateSchema = z.object({ outline: outlineSchema })
export type SavedOutlineUpdate = z.infer<typeof savedOutlineUpdateSchema>

export const savedOutlineListQuerySchema = z.object({ status: savedOutlineStatusSchema.optional() })

/** The words of issue 30, exactly. */
export const SAVED_OUTLINE_TEXT = {
  /** The list label of an outline no project was drafted from (dashboard, Projects). */
  notDrafted: 'Outline — not drafted',
  openInEditor: 'Open in editor',
  draftAgain: `Draft again as a new project (${CREDIT_COSTS.draft} cr)`,
} as const
