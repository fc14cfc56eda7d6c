/**
 * Generation constants shared by the web app and the server (docs/product.md#generator, #limits). Kept free of zod so
 * the generator screen, which is the home page, can use them without loading a validator.
 */
export const PRODUCT_TYPES = ['ebook', 'guide', 'checklist', 'planner'] as const
export const TONES = ['friendly', 'professional', 'expert', 'casual'] as const
export const CHAPTER_MODIFIERS = ['shorter', 'longer', 'grammar'] as const
/** Rewrite tasks beyond the modifiers: 'restyle' keeps every fact and changes only the voice (docs/product.md#chapter-rewrites). */
export const REWRITE_TASKS = [...CHAPTER_MODIFIERS, 'restyle'] as const

export type ProductType = (typeof PRODUCT_TYPES)[number]
export type Tone = (typeof TONES)[number]
export type ChapterModifier = (typeof CHAPTER_MODIFIERS)[number]
export type RewriteTask = (typeof REWRITE_TASKS)[number]

/**
 * How many chapters a provider's outline may have per product type (the prompt asks for these;
 * an outline outside the range goes back to the model once). A creator may still add or remove
 * chapters by hand within GENERATION_LIMITS.
 */
export const CHAPTER_RANGE: Record<ProductType, { min: number; max: number }> = {
  ebook: { min: 6, max: 10 },
  guide: { min: 5, max: 8 },
  // A checklist's phases plus an optional one-page cheat sheet; a planner's sections (issue 28): a
  // calendar backbone (year, month, week or day), trackers for its topic, goals, review and notes.
  checklist: { min: 4, max: 8 },
  planner: { min: 5, max: 12 },
}

/**
 * Credit costs (docs/product.md#credits). Editing, chapter regeneration, exports and projects are free.
 * A cover image from the operator's image model (decision 89) costs as much as an outline: why is in
 * README § Cover art from an image model. A project's first launch kit (issue 32, decision 122) costs
 * as much as an outline; regenerating its pieces is free.
 */
export const CREDIT_COSTS = { outline: 2, draft: 8, coverImage: 2, launchKit: 2 } as const

/** Form defaults (docs/product.md#generator). */
export const GENERATOR_DEFAULTS = { productType: 'ebook', tone: 'professional', currentChapterIndex: 0 } as const satisfies {
  productType: ProductType
  tone: Tone
  currentChapterIndex: number
}

/** Input limits: generous for people, small enough that a prompt never balloons. */
export const GENERATION_LIMITS = {
  topic: 200,
  audience: 200,
  title: 200,
  description: 1000,
  chapterTitle: 200,
  /** A chapter's plan: one or two sentences of scope and a few key points. */
  chapterPlan: 600,
  /** A BCP 47 language tag such as 'en', 'es' or 'pt-BR'. */
  language: 35,
  minChapters: 1,
  maxChapters: 30,
  chapterContent: 100_000,
} as const
