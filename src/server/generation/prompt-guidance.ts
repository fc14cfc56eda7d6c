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
    outline: '4 to 7 chapters, each a phase of the work (for example preparation, setup, doing it, review), in order.',
    chapter:
      'A checklist chapter is one phase. Group its items under ### headings for the stages of the phase. ' +
      'Every item is a Markdown task line "- [ ] …": short, concrete and checkable, with at most a brief clause of explanation. ' +
      'At most two sentences of introduction; 12 to 25 items in all.',
  },
  planner: {
    outline: '4 to 8 chapters, each a period (day, week or month) or a planning area, in the order they are used.',
    chapter:
      'A planner chapter is made of periodic sections: days, weeks or months, whichever suits it, each under a ### heading, ' +
      'with Markdown tables (for example | Day | Focus | Tasks | Done |) the reader fills in or follows, ' +
      'and short notes on how to use them. Include at least one table.',
  },
}

export const TONE_GUIDANCE: Record<Tone, string> = {
  friendly: 'Friendly: warm and encouraging, speaks to the reader as "you", plain words, short sentences.',
  professional: 'Professional: clear, precise and confident; well structured; no slang and no hype.',
  expert: 'Expert: authoritative and in depth; precise terminology, nuance, trade-offs and evidence-based advice.',
  casual: 'Casual: relaxed and conversational, contractions welcome, a light touch of humour, never sloppy.',
}
