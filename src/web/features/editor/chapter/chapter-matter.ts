import { type Matter } from '@core/book-matter.ts'
import { isPrintable } from '@core/planner.ts'
import type { ProjectChapter, ProjectDocument } from '@core/project-schemas.ts'

/** The chapter matter control's words (docs/product.md#editor, decision 102). */
export const MATTER_TEXT = {
  label: 'Chapter numbering',
  hint: 'An introduction or a conclusion usually prints without “Chapter n”.',
  unnumbered: 'Unnumbered',
  /** The editor's heading over an unnumbered chapter. */
  heading: { front: 'Front matter', back: 'Back matter' } satisfies Record<Exclude<Matter, 'body'>, string>,
} as const

/** Where a chapter stands in the book; absent is a numbered chapter. */
export const matterOf = (chapter: Pick<ProjectChapter, 'matter'>): Matter => chapter.matter ?? 'body'

/** Only books have chapters in front or back matter: a planner's or checklist's sections are pages, not chapters. */
export const hasChapterMatter = (doc: Pick<ProjectDocument, 'productType'>) => !isPrintable(doc.productType)

/**
 * Each chapter's number as the book prints it (issue 29): numbered chapters count among themselves,
 * front and back matter have none (null). The export may still leave numbers out when the titles
 * carry their own ("Chapter 3: …"); the list then shows the same count the titles do.
 */
export function printedNumbers(chapters: readonly Pick<ProjectChapter, 'matter'>[]): (number | null)[] {
  let n = 0
  return chapters.map((chapter) => (matterOf(chapter) === 'body' ? ++n : null))
}

/** Sets where chapter `index` stands; the choice is kept even for 'body', so an explicit choice always wins over a default. */
export function setChapterMatter(doc: ProjectDocument, index: number, matter: Matter): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter || chapter.matter === matter) return doc
  const chapters = doc.chapters.map((c, i) => (i === index ? { ...c, matter } : c))
  return { ...doc, chapters }
}

/**
 * The editor's heading over the current chapter: 'Chapter 3 of 9' while the list and the book agree
 * (as before issue 29), else the printed name first: 'Chapter 1 · 2 of 9', 'Front matter · 1 of 9'.
 */
export function chapterHeading(doc: Pick<ProjectDocument, 'chapters' | 'currentChapterIndex'>): string {
  const index = doc.currentChapterIndex
  const count = doc.chapters.length
  const chapter = doc.chapters[index]
  const place = `${index + 1} of ${count}`
  if (!chapter) return `Chapter ${place}`
  const matter = matterOf(chapter)
  if (matter !== 'body') return `${MATTER_TEXT.heading[matter]} · ${place}`
  const printed = printedNumbers(doc.chapters)[index]
  return printed === index + 1 ? `Chapter ${place}` : `Chapter ${printed} · ${place}`
}
