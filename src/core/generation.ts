/**
 * Generation constants shared by the web app and the server (spec §3, §9). Kept free of zod so
 * the generator screen, which is the home page, can use them without loading a validator.
 */
export const PRODUCT_TYPES = ['ebook', 'guide', 'checklist', 'planner'] as const
export const TONES = ['friendly', 'professional', 'expert', 'casual'] as const
export const CHAPTER_MODIFIERS = ['shorter', 'longer', 'grammar'] as const

export type ProductType = (typeof PRODUCT_TYPES)[number]
export type Tone = (typeof TONES)[number]
export type ChapterModifier = (typeof CHAPTER_MODIFIERS)[number]

/** Credit costs (spec §9). Editing, chapter regeneration, exports and projects are free. */
export const CREDIT_COSTS = { outline: 2, draft: 8 } as const

/** Form defaults (spec §9). */
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
  minChapters: 1,
  maxChapters: 30,
  chapterContent: 100_000,
} as const
