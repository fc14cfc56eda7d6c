import { z } from 'zod'
import { errorCodeSchema } from './api-schemas.ts'
import { COVER_DESIGN_LIMITS } from './cover-design.ts'
import { documentText } from './document-text.ts'
import { CHAPTER_MODIFIERS, GENERATION_LIMITS as L, PRODUCT_TYPES, REWRITE_TASKS, TONES } from './generation.ts'
import { languageTagSchema } from './language-tag.ts'
import { chapterPageFields } from './planner-schemas.ts'
import { chapterMatterFields } from './book-matter-schemas.ts'
import { MAX_CHAPTER_REMOVALS } from './chapter-removals.ts'

/** The generator's validation text (docs/product.md#outline-generation), word for word. */
export const TOPIC_REQUIRED = { title: 'Topic required', description: 'Please enter a topic for your digital product.' } as const

export const productTypeSchema = z.enum(PRODUCT_TYPES)
export const toneSchema = z.enum(TONES)
export const chapterModifierSchema = z.enum(CHAPTER_MODIFIERS)
export const rewriteTaskSchema = z.enum(REWRITE_TASKS)

/** One or two sentences of scope and a few key points; optional so older clients and outlines stay valid. */
export const chapterPlanSchema = documentText().trim().max(L.chapterPlan)

const topic = documentText().trim().min(1, TOPIC_REQUIRED.description).max(L.topic)
// Sent only when non-empty (docs/product.md#outline-generation); an empty string from an older client means "none".
const audience = documentText()
  .trim()
  .max(L.audience)
  .optional()
  .transform((v) => (v ? v : undefined))

/** The outline request (docs/product.md#entities): POST /api/outline. */
export const outlineRequestSchema = z.object({ topic, productType: productTypeSchema, tone: toneSchema, targetAudience: audience })
export type OutlineRequest = z.infer<typeof outlineRequestSchema>

export const outlineChapterSchema = z.object({
  title: documentText().trim().min(1).max(L.chapterTitle),
  plan: chapterPlanSchema.optional(),
  // A planner's or checklist's section: the page template Folio draws it with (issue 28).
  ...chapterPageFields,
  // Front or back matter is unnumbered (issue 29); absent = body.
  ...chapterMatterFields,
})
export type OutlineChapter = z.infer<typeof outlineChapterSchema>

/** The outline (docs/product.md#outline-generation): what a provider must return (structured output) and what the client may edit. */
export const outlineSchema = z.object({
  title: documentText().trim().min(1).max(L.title),
  description: documentText().trim().min(1).max(L.description),
  /**
   * A short, benefit-led subtitle (issue 27), apart from the description (the blurb): the project
   * keeps it for the cover, the title page and the files' metadata. Optional: older outlines and
   * writers have none.
   */
  subtitle: documentText().trim().max(COVER_DESIGN_LIMITS.subtitle).optional(),
  chapters: z.array(outlineChapterSchema).min(L.minChapters).max(L.maxChapters),
  /** The book's language, as the outline's writer found it in the topic; stated in every chapter prompt. */
  language: languageTagSchema.optional(),
})
export type Outline = z.infer<typeof outlineSchema>

export const outlineResponseSchema = z.object({
  outline: outlineSchema,
  creditsSpent: z.number().int(),
  creditsLeft: z.number().int(),
  /** Which writer produced it: 'offline' for the built-in writer, else the provider's name. */
  writer: z.string(),
  /** The outline as kept on the account (issue 30, `core/saved-outlines.ts`): edits and drafts refer to it. */
  outlineId: z.uuid().optional(),
})
export type OutlineResponse = z.infer<typeof outlineResponseSchema>

/**
 * POST /api/draft/start: the (possibly edited) outline plus the request it came from. `outlineId`
 * names the saved outline (issue 30): the finished project is linked to it, and drafting an
 * outline a project was already made from is refused with 409 `outline_drafted` unless `again`
 * says the person chose 'Draft again as a new project'.
 */
export const draftStartRequestSchema = outlineRequestSchema.extend({
  outline: outlineSchema,
  outlineId: z.uuid().optional(),
  again: z.boolean().optional(),
})
export type DraftStartRequest = z.infer<typeof draftStartRequestSchema>

export const chapterStatusSchema = z.enum(['pending', 'writing', 'done', 'failed'])
export type ChapterStatus = z.infer<typeof chapterStatusSchema>

/**
 * What the quality pass found in a chapter (issue 14): overused AI phrases, passages repeating
 * another chapter, specifics to verify. `fixed` when the revision call removed it; the creator
 * may dismiss a note in the editor.
 */
export const qualityNoteSchema = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(['phrase', 'repetition', 'unsourced']),
  /** What a person reads, e.g. '2 repeated passages with chapter 3 — fixed'. */
  text: z.string().max(300),
  /** The sentences concerned, so the editor can show them. */
  excerpts: z.array(z.string().max(500)).max(10),
  /** 1-based number of the other chapter, for repetition. */
  otherChapter: z.number().int().min(1).max(L.maxChapters).optional(),
  status: z.enum(['fixed', 'open']),
})
export type QualityNote = z.infer<typeof qualityNoteSchema>

/**
 * Text the cleaner or the quality pass took out of a chapter, kept on the chapter so nothing of the
 * book is lost silently: the editor offers it back in one click (issue 26).
 */
export const chapterRemovalSchema = z.object({
  id: z.string().min(1).max(64),
  source: z.enum(['cleaner', 'quality']),
  /** Why it went: model chatter, a sign-off to the requester, the next chapter run on, or a revision. */
  reason: z.enum(['chatter', 'sign-off', 'run-on', 'revision']),
  /** The removed text, as Markdown. */
  text: z.string().max(L.chapterContent),
  /** Up to 200 characters of the chapter just before where the text stood ('' = the chapter's start). */
  before: z.string().max(200),
})
export type ChapterRemoval = z.infer<typeof chapterRemovalSchema>
/** Removals kept per chapter (defined in chapter-removals.ts, which the editor loads without zod). */
export { MAX_CHAPTER_REMOVALS }

/** A draft job as the client sees it (docs/product.md#entities, with resume state). */
export const draftJobSchema = z.object({
  jobId: z.uuid(),
  status: z.enum(['running', 'finished', 'released']),
  title: z.string(),
  description: z.string(),
  subtitle: z.string().optional(),
  chapters: z.array(
    z.object({
      title: z.string(),
      plan: z.string().optional(),
      ...chapterPageFields,
      ...chapterMatterFields,
      status: chapterStatusSchema,
      content: z.string().nullable(),
      error: z.string().nullable(),
      notes: z.array(qualityNoteSchema).optional(),
      removals: z.array(chapterRemovalSchema).max(MAX_CHAPTER_REMOVALS).optional(),
      /** Being written with enough text streamed that a cancel now pays for it (decision 41). */
      delivered: z.boolean().optional(),
    }),
  ),
  language: languageTagSchema.optional(),
  creditsHeld: z.number().int(),
  expiresAt: z.string(),
})
export type DraftJob = z.infer<typeof draftJobSchema>

export const draftStartResponseSchema = draftJobSchema.extend({ creditsLeft: z.number().int() })
export type DraftStartResponse = z.infer<typeof draftStartResponseSchema>

export const draftNextRequestSchema = z.object({
  jobId: z.uuid(),
  index: z
    .number()
    .int()
    .min(0)
    .max(L.maxChapters - 1),
})
export type DraftNextRequest = z.infer<typeof draftNextRequestSchema>
export const draftNextResponseSchema = z.object({ content: z.string() })

/**
 * `fullText` (every chapter joined) is in the product API's finish payload (docs/product.md#product-api);
 * the server accepts and ignores it, since it has each chapter already (decision 46).
 */
export const draftFinishRequestSchema = z.object({
  jobId: z.uuid(),
  fullText: documentText()
    .max(L.chapterContent * L.maxChapters)
    .optional(),
})
/** `projectId`: the saved project the finished draft became (the editor opens it). */
export const draftFinishResponseSchema = z.object({ creditsSpent: z.number().int(), creditsLeft: z.number().int(), projectId: z.uuid() })
export type DraftFinishResponse = z.infer<typeof draftFinishResponseSchema>

export const draftCancelRequestSchema = z.object({ jobId: z.uuid() })

/** POST /api/generate/chapter (docs/product.md#chapter-rewrites): free, rate-limited per user. */
export const chapterRequestSchema = z
  .object({
    chapterTitle: documentText().trim().min(1).max(L.chapterTitle),
    brief: documentText().max(L.chapterContent),
    tone: toneSchema,
    targetAudience: audience,
    /** The modifiers plus 'restyle' (Regenerate Style: same content, new voice). */
    modifier: rewriteTaskSchema.optional(),
    // Optional context so a rewrite keeps the book (issue 14): a checklist stays a checklist, the
    // language stays the book's, and the chapter does not take over its neighbours' ground.
    productType: productTypeSchema.optional(),
    language: languageTagSchema.optional(),
    bookTitle: documentText().trim().max(L.title).optional(),
    chapterPlan: chapterPlanSchema.optional(),
    neighbours: z.object({ previous: outlineChapterSchema.optional(), next: outlineChapterSchema.optional() }).optional(),
    // A planner's or checklist's section (issue 28): regenerated as the words inside its pages again.
    ...chapterPageFields,
    /**
     * The saved project and the chapter being regenerated (issue 26 item 4): the server reads the
     * project as the caller (404 when it is not theirs) and checks the new chapter against every
     * other saved chapter. Both or neither; without them the rewrite is not checked.
     */
    projectId: z.uuid().optional(),
    chapterId: z.uuid().optional(),
    /**
     * 'Write this chapter' (issue 30, decision 108): the saved chapter is written from its title and
     * plan as the draft writes one, with the book's brief, outline and earlier chapters; `brief` is
     * then only the text it replaces. Needs the saved project; takes no modifier.
     */
    write: z.literal(true).optional(),
  })
  .refine((r) => (r.projectId === undefined) === (r.chapterId === undefined), {
    message: 'projectId and chapterId go together',
    path: ['chapterId'],
  })
  .refine((r) => !r.write || (r.projectId !== undefined && r.modifier === undefined), {
    message: 'Writing a chapter needs its saved project and takes no modifier',
    path: ['write'],
  })
export type ChapterRequest = z.infer<typeof chapterRequestSchema>
export const chapterResponseSchema = z.object({
  title: z.string(),
  content: z.string(),
  /** What the cleaner took out of the model's reply (decision 79); the editor offers it back. */
  removals: z.array(chapterRemovalSchema).max(MAX_CHAPTER_REMOVALS).optional(),
  /**
   * The book-level quality pass on the regenerated chapter (decision 81, addendum): present when it
   * ran. `notes` are the regenerated chapter's; `others` the repetition notes about it for other
   * chapters (by id), which replace those chapters' earlier notes naming chapter `chapterNumber`.
   */
  quality: z
    .object({
      /** The regenerated chapter's 1-based place in the saved project, as the other chapters' notes name it. */
      chapterNumber: z.number().int().min(1).max(L.maxChapters),
      notes: z.array(qualityNoteSchema).max(2 * L.maxChapters + 4),
      // Per other chapter, what it shares with this one: open and fixed, on either side of a pair.
      others: z.array(z.object({ chapterId: z.uuid(), notes: z.array(qualityNoteSchema).max(4) })).max(L.maxChapters),
    })
    .optional(),
})
export type ChapterResponse = z.infer<typeof chapterResponseSchema>

/** A call's place in this server's queue of AI calls (decision 77): 1 is next; sent again as it moves up. */
export const queuePosition = z.number().int().min(1)

/** The server-sent events of POST /api/draft/next/stream, as JSON in each event's data; `queued` while the chapter waits its turn. */
export const draftStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued'), position: queuePosition }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), content: z.string() }),
  z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() }),
])
export type DraftStreamEvent = z.infer<typeof draftStreamEventSchema>

/** POST /api/draft/stream: the server writes every unwritten chapter of the job and streams them all. */
export const draftJobStreamRequestSchema = z.object({ jobId: z.uuid() })
export type DraftJobStreamRequest = z.infer<typeof draftJobStreamRequestSchema>

const chapterIndex = z
  .number()
  .int()
  .min(0)
  .max(L.maxChapters - 1)
/**
 * The events of POST /api/draft/stream, chapters interleaved: `queued` while chapter `index` waits
 * for one of the server's places for AI calls (decision 77), with its place; `delta` text of chapter `index`;
 * `retry` when the provider throttled it and it starts again after `waitMs` (its text so far is
 * dropped); `chapter` its whole text (wins over the deltas); `chapter-error` it failed for good;
 * `error` the job itself cannot go on (cancelled, expired); `done` nothing more will come.
 */
export const draftJobEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('queued'), index: chapterIndex, position: queuePosition }),
  z.object({ type: z.literal('delta'), index: chapterIndex, text: z.string() }),
  z.object({ type: z.literal('retry'), index: chapterIndex, waitMs: z.number().int().min(0) }),
  z.object({ type: z.literal('chapter'), index: chapterIndex, content: z.string() }),
  z.object({ type: z.literal('chapter-error'), index: chapterIndex, code: errorCodeSchema, message: z.string() }),
  z.object({ type: z.literal('error'), code: errorCodeSchema, message: z.string() }),
  z.object({ type: z.literal('done') }),
])
export type DraftJobEvent = z.infer<typeof draftJobEventSchema>

/** GET /api/draft/current: the caller's unfinished draft, so a returning user resumes it. */
export const currentDraftResponseSchema = z.object({ job: draftJobSchema.nullable() })
export type CurrentDraftResponse = z.infer<typeof currentDraftResponseSchema>

/**
 * POST /api/draft/cancel: gives up a running draft. Its hold keeps `creditsSpent` for the chapters
 * delivered and gives `creditsReturned` back (src/core/draft-charge.ts).
 */
export const draftCancelResponseSchema = z.object({
  creditsLeft: z.number().int(),
  creditsSpent: z.number().int(),
  creditsReturned: z.number().int(),
})
export type DraftCancelResponse = z.infer<typeof draftCancelResponseSchema>

/** The draft (docs/product.md#entities): a title, a description and every chapter written (content starts `## {title}`). */
export const draftChapterSchema = z.object({ title: z.string(), content: z.string().max(L.chapterContent) })
export const draftSchema = z.object({
  title: z.string().max(L.title),
  description: z.string().max(L.description),
  chapters: z.array(draftChapterSchema).min(L.minChapters).max(L.maxChapters),
})
export type Draft = z.infer<typeof draftSchema>
export type DraftChapter = z.infer<typeof draftChapterSchema>
