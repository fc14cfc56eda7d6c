import type { ExportModel } from './export-model.ts'

/**
 * What the front matter says, worked out once for every format (issue 16): the title page's
 * lines, the copyright page's lines in the book's language, whether the book gets a contents
 * page and how each chapter is labelled. The renderers only lay these out.
 */

/** Titles that carry their own number ("Chapter 3: …", "Week 2", "4. …"): the book then goes without ours. */
const OWN_NUMBER = /^\s*((chapter|part|section|step|day|week|month|module|lesson|unit)\s+\d+\b|\d+\s*[.):]\s|\d+\s+[-–]\s)/i

/** Below this many chapters a contents page would be nearly empty: a five-item checklist needs none. */
export const MIN_CHAPTERS_FOR_CONTENTS = 3

export function hasContentsPage(model: ExportModel): boolean {
  return model.chapters.length >= MIN_CHAPTERS_FOR_CONTENTS
}

/**
 * The line under the title on the title page: the subtitle (issue 27), else the description, as
 * every title page printed before books had a subtitle.
 */
export function titlePageSubtitle(model: ExportModel): string {
  return model.subtitle ?? model.description
}

/** '© 2026 Jane Doe', 'All rights reserved.' and the AI disclosure when there is one. */
export function copyrightLines(model: ExportModel): string[] {
  const { copyright, author, year, aiDisclosure, labels } = model.publishing
  const holder = copyright ?? author
  return [`© ${year}${holder ? ` ${holder}` : ''}`, labels.allRightsReserved, ...(aiDisclosure ? [aiDisclosure] : [])]
}

/**
 * 'Capítulo 3' over a book's chapter title; none for worksheets (a planner's sections are not
 * chapters) nor when most titles already carry their own number, so numbers never disagree.
 */
export function chapterLabels(model: ExportModel): (string | null)[] {
  const book = model.productType === 'ebook' || model.productType === 'guide'
  const ownNumbers = model.chapters.filter((chapter) => OWN_NUMBER.test(chapter.title)).length
  const numbered = book && ownNumbers * 2 < model.chapters.length
  return model.chapters.map((_, i) => (numbered ? model.publishing.labels.chapter(i + 1) : null))
}
