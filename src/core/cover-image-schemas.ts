import { z } from 'zod'
import { documentText } from './document-text.ts'
import { projectImageSchema } from './project-images.ts'

/**
 * Cover art from the operator's image model (issue 27 item 2(b), decision 89): the server writes
 * the prompt from the book; the creator may add a short refinement ("a lighthouse at dusk").
 */
/** A refinement is a nudge to the prompt the server writes, not a prompt of its own. */
export const COVER_PROMPT_MAX = 300

/** POST /api/covers/image. */
export const coverImageRequestSchema = z.object({
  projectId: z.uuid('Choose a saved project.'),
  prompt: documentText()
    .trim()
    .max(COVER_PROMPT_MAX, `Keep the refinement to ${COVER_PROMPT_MAX} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined)),
})
/** What the client sends. */
export type CoverImageRequest = z.input<typeof coverImageRequestSchema>
/** What the server reads: the refinement trimmed, an empty one none. */
export type ParsedCoverImageRequest = z.output<typeof coverImageRequestSchema>

/** 201: the image, stored as a project image (use its id in the cover design), and the balance after the charge. */
export const coverImageResponseSchema = z.object({
  image: projectImageSchema,
  creditsSpent: z.number().int().min(0),
  creditsLeft: z.number().int().min(0),
})
export type CoverImageResponse = z.infer<typeof coverImageResponseSchema>

/** GET /api/covers/image-model: whether the button can be offered, and what it costs. */
export const imageModelStatusSchema = z.object({
  available: z.boolean(),
  /** Credits one image costs (charged only when an image was stored). */
  credits: z.number().int().min(0),
})
export type ImageModelStatus = z.infer<typeof imageModelStatusSchema>
