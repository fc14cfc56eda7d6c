import { z } from 'zod'
import { errorCodeSchema } from './api-schemas.ts'
import { documentText } from './document-text.ts'
import { GENERATION_LIMITS as L } from './generation.ts'
import { chapterPlanSchema, productTypeSchema, queuePosition, toneSchema } from './generation-schemas.ts'
import { languageTagSchema } from './language-tag.ts'
import { SELECTION_LIMITS } from './selection-limits.ts'

/** What can be done to a selected passage (docs/product.md#chapter-rewrites). */
export const SELECTION_ACTIONS = ['rewrite', 'expand', 'shorten', 'simplify', 'tone', 'grammar', 'custom'] as const
export type SelectionAction = (typeof SELECTION_ACTIONS)[number]

// The caps live apart from the schemas, so the editor names them without loading zod (decision 111).
export { SELECTION_LIMITS }

const around = documentText().max(SELECTION_LIMITS.around)

/** POST /api/generate/selection: free, under the chapter rewrites' per-user limit; the answer streams. */
export const selectionRequestSchema = z
  .object({
    action: z.enum(SELECTION_ACTIONS),
    /** The tone to change to; only with `tone`. */
    tone: toneSchema.optional(),
    /** What to do, in the creator's words; only with `custom`. */
    instruction: documentText().trim().max(SELECTION_LIMITS.instruction).optional(),
    selection: documentText()
      .max(SELECTION_LIMITS.selection)
      .refine((s) => s.trim() !== '', 'Select some text first.'),
    /** The text just before and after the selection, so the passage still fits where it stands. */
    before: around.default(''),
    after: around.default(''),
    /** Try again: the suggestion offered before and not taken, so a different one comes back. */
    // An Expand can come back longer than any selection: only its start matters for "something else".
    previous: documentText()
      .transform((s) => s.slice(0, SELECTION_LIMITS.selection))
      .optional(),
    chapterTitle: documentText().trim().max(L.chapterTitle).default(''),
    chapterPlan: chapterPlanSchema.optional(),
    bookTitle: documentText().trim().max(L.title).optional(),
    productType: productTypeSchema.optional(),
    targetAudience: documentText().trim().max(L.audience).optional(),
    language: languageTagSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'tone' && !body.tone) ctx.addIssue({ code: 'custom', path: ['tone'], message: 'Choose a tone.' })
    if (body.action === 'custom' && !body.instruction)
      ctx.addIssue({ code: 'custom', path: ['instruction'], message: 'Say what to do with the text.' })
  })
export type SelectionRequest = z.infer<typeof selectionRequestSchema>
export type SelectionRequestBody = z.input<typeof selectionRequestSchema>

/**
 * The server-sent events of POST /api/generate/selection; `done` carries the whole suggestion and wins over the deltas;
 * `queued` while the call waits for one of the server's places for AI calls (decision 77), with its place (1 is next).
 */
export const selectionStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued'), position: queuePosition }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), text: z.string() }),
  z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() }),
])
export type SelectionStreamEvent = z.infer<typeof selectionStreamEventSchema>
