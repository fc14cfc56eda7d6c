import { defaultMatter, MATTERS, type Matter } from '@core/book-matter.ts'
import type { Outline } from '@core/generation-schemas.ts'
import type { ProductType } from '@core/generation.ts'
import { isPrintable } from '@core/planner.ts'

const isMatter = (value: unknown): value is Matter => (MATTERS as readonly unknown[]).includes(value)

/**
 * Front matter only at the start, back matter only at the end, and at least one numbered chapter
 * between: a book whose fourth chapter is "front matter" was marked by mistake.
 */
function inOrder(matters: Matter[]): boolean {
  const rank = { front: 0, body: 1, back: 2 } as const
  return matters.every((m, i) => i === 0 || rank[matters[i - 1]!] <= rank[m]) && matters.includes('body')
}

/**
 * Each chapter's `matter` (issue 29, decision 103). An ebook or a guide gets one on every chapter:
 * the writer's when it gave one and the whole book's stay in order, else defaultMatter (a first
 * "Introduction" front, a last "Conclusion" back, the rest numbered), else all numbered. A planner's or checklist's
 * sections get none: they are drawn pages, not numbered chapters, and absent reads as `body`.
 */
export function withMatter(outline: Outline, productType: ProductType): Outline {
  const count = outline.chapters.length
  if (isPrintable(productType)) {
    return { ...outline, chapters: outline.chapters.map(({ matter: _none, ...chapter }) => chapter) }
  }
  const defaults = outline.chapters.map((c, i) => defaultMatter(c.title, i, count))
  const written = outline.chapters.map((c, i) => (isMatter(c.matter) ? c.matter : defaults[i]!))
  const matters = inOrder(written) ? written : inOrder(defaults) ? defaults : defaults.map((): Matter => 'body')
  return { ...outline, chapters: outline.chapters.map((c, i) => ({ ...c, matter: matters[i]! })) }
}

/**
 * Matters as a book can print them, for chapters the creator may have reordered before drafting:
 * front matter only in the opening run, back matter only in the closing run; one moved into the
 * middle is numbered like its neighbours.
 */
export function settledMatters(matters: readonly (Matter | undefined)[]): (Matter | undefined)[] {
  const firstOther = matters.findIndex((m) => m !== 'front')
  const opening = firstOther === -1 ? matters.length : firstOther
  let closing = matters.length
  while (closing > opening && matters[closing - 1] === 'back') closing--
  return matters.map((m, i) => ((m === 'front' && i >= opening) || (m === 'back' && i < closing) ? 'body' : m))
}
