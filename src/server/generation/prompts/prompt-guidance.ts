import type { ProductType, Tone } from '@core/generation.ts'

/** How each product type reads: its outline shape and how one chapter is written. */
export const PRODUCT_GUIDANCE: Record<ProductType, { outline: string; chapter: string }> = {
  ebook: {
    outline: '6 to 10 chapters that build from foundations to mastery and read as one coherent book.',
    chapter:
      'An ebook chapter is narrative: flowing prose paragraphs with a few ### sub-headings, concrete examples and short stories or scenarios. ' +
      'Use lists only where they really help. About 700 to 1,000 words.',
  },
  guide: {
    outline: '5 to 8 chapters, each a stage of the how-to, in the order the reader does them.',
    chapter:
      // Not "open with what the reader will achieve": that asked every chapter for the same formula ("By the end of this chapter, you'll…").
      'A guide chapter is a practical step-by-step how-to. Open with one or two sentences particular to this stage (what is done here and why), ' +
      'then give the steps in order (### Step 1: …, ### Step 2: …, or a numbered list) with concrete actions, ' +
      'tips and common mistakes to avoid. About 600 to 900 words.',
  },
  checklist: {
    outline:
      '4 to 7 chapters, each a phase of the work (for example preparation, setup, doing it, review), in order, ' +
      'plus at most one one-page cheat sheet at the end.',
    chapter:
      'A checklist chapter is one phase. Group its items under ### headings for the stages of the phase. ' +
      'Every item is a Markdown task line "- [ ] …": short, concrete and checkable, with an optional note after " — " (an em dash set off by spaces). ' +
      'At most two sentences of introduction; 12 to 25 items in all. No tables.',
  },
  planner: {
    outline:
      '5 to 12 chapters, each a section of the planner drawn as designed pages (a calendar backbone, trackers, goals, reviews, notes), ' +
      'in the order the buyer uses them; at most one short prose chapter such as "How to use this planner".',
    chapter:
      'A planner is drawn by Folio as designed pages (calendars, trackers, write-in lines); a chapter holds only the words printed inside ' +
      'them: a short introduction, then a Markdown list of entries (habits, prompts, focus lines, example meals, categories or exercises), ' +
      'as the chapter instructions say. No tables and no essays. A chapter without a page template is a short prose page of practical advice ' +
      '(about 200 to 400 words) that describes only the sections in this planner’s chapter list and the routine they make (no weekly ' +
      'planning when it has no weekly pages).',
  },
}

export const TONE_GUIDANCE: Record<Tone, string> = {
  friendly: 'Friendly: warm and encouraging, speaks to the reader as "you", plain words, short sentences.',
  professional: 'Professional: clear, precise and confident; well structured; no slang and no hype.',
  expert: 'Expert: authoritative and in depth; precise terminology, nuance, trade-offs and evidence-based advice.',
  casual: 'Casual: relaxed and conversational, contractions welcome, a light touch of humour, never sloppy.',
}
