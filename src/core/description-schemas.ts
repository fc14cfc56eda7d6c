import { z } from 'zod'
import { documentText } from './document-text.ts'
import { GENERATION_LIMITS as L } from './generation.ts'

/**
 * POST /api/projects/:id/description (issue 29, decision 103): a new description for the saved
 * project, written from its title, subtitle, audience, tone, language and chapters. Free, under the
 * free rewrites' per-user limit; the editor shows it before it replaces the old one.
 */
export const descriptionRequestSchema = z.object({
  /** 'Try again': the suggestion not taken, so the next one differs. */
  previous: documentText().trim().max(L.description, `Keep the previous description to ${L.description} characters.`).optional(),
})
export type DescriptionRequest = z.infer<typeof descriptionRequestSchema>

export const descriptionResponseSchema = z.object({ description: z.string().min(1).max(L.description) })
export type DescriptionResponse = z.infer<typeof descriptionResponseSchema>
