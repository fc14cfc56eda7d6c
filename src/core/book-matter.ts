import type { ProductType } from './generation.ts'

/**
 * Front and back matter (issue 29), kept free of zod like publishing.ts so the editor can list
 * the choices without a validator.
 *
 * A chapter's `matter` says where it stands in the book: `front` (an introduction, a foreword)
 * and `back` (a conclusion, an afterword) are unnumbered; `body` chapters are numbered 1, 2, 3…
 * among themselves. Absent means `body`.
 */
export const MATTERS = ['front', 'body', 'back'] as const
export type Matter = (typeof MATTERS)[number]

export const MATTER_LABELS: Record<Matter, string> = {
  front: 'Front matter (unnumbered)',
  body: 'Numbered chapter',
  back: 'Back matter (unnumbered)',
}

export const BOOK_MATTER_LIMITS = {
  edition: 80,
  isbn: 17,
  imprint: 120,
  disclaimer: 1200,
  aboutAuthor: 2000,
  alsoByTitles: 20,
  alsoByTitle: 200,
  callToActionHeading: 80,
  callToActionText: 600,
  url: 500,
} as const

// The titles an outline's writer gives an opening or closing chapter, in the languages Folio labels
// (book-labels.ts). Only the whole title counts: "Introduction to Sourdough" is a real chapter.
const FRONT_TITLES =
  /^(introduction|intro|foreword|preface|prologue|before you begin|how to use this (book|guide)|introducción|prólogo|prefacio|avant-propos|préface|prologue|einleitung|einführung|vorwort|prolog|introdução|prefácio|introduzione|prefazione)$/i
const BACK_TITLES =
  /^(conclusion|conclusions|final thoughts|closing thoughts|epilogue|afterword|next steps|wrapping up|conclusión|conclusiones|epílogo|reflexiones finales|épilogue|postface|schluss|schlusswort|fazit|nachwort|epilog|conclusão|considerações finais|posfácio|conclusione|conclusioni|epilogo|postfazione)$/i

/** Strips a leading number or 'Chapter 3:' so "1. Introduction" still reads as an introduction. */
const bareTitle = (title: string) =>
  title
    .trim()
    .replace(/^(chapter|capítulo|chapitre|kapitel|capitolo)?\s*\d+\s*[.:)–-]?\s*/i, '')
    .replace(/[.:!]+$/, '')
    .trim()

/**
 * The matter an outline's chapter defaults to (issue 29): an "Introduction" first and a
 * "Conclusion" last are unnumbered; everything else is a numbered chapter. The creator can change
 * it in the editor; an explicit `matter` always wins.
 */
export function defaultMatter(title: string, index: number, count: number): Matter {
  const bare = bareTitle(title)
  if (index === 0 && FRONT_TITLES.test(bare)) return 'front'
  if (index === count - 1 && count > 1 && BACK_TITLES.test(bare)) return 'back'
  return 'body'
}

/**
 * A short disclaimer per product type the editor offers (issue 29): health, money and how-to
 * books need one. The creator edits it; nothing prints until they keep it.
 */
export const DISCLAIMER_SUGGESTIONS: Record<ProductType, string> = {
  ebook:
    'This book is for general information only and is not professional, medical, legal or financial advice. The author and publisher make no guarantees about results and accept no liability for how its contents are used. Consult a qualified professional about your own situation.',
  guide:
    'This guide is for general information only and is not professional, medical, legal or financial advice. Follow its steps at your own risk; the author and publisher accept no liability for how its contents are used.',
  checklist:
    'This checklist is a general aid, not professional advice. Check each step against your own situation and, where it matters, with a qualified professional.',
  planner:
    'This planner is a personal organising tool. It is not medical, financial or professional advice; consult a qualified professional before changing your health, money or work routines.',
}
