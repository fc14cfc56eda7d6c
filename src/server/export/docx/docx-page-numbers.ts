import type { PageNumberEstimator } from 'docx'
import { estimatePageNumbersWith } from 'docx/layout'
import { toString } from 'mdast-util-to-string'
import type { ExportModel } from '../export-model.ts'
import { hasContentsPage } from '../front-matter.ts'

const layout = estimatePageNumbersWith({ guess: true })

/**
 * The page each chapter starts on, for the contents' PAGEREF fields (issue 29, decision 101):
 * `docx/layout` lays the document's pages out as Word does — its page size, margins, sections
 * (chapter 1 is page 1, print chapters on a recto), spacing, keeps, tables and images — and the
 * numbers are written into the fields, clean, so Word and LibreOffice show them on first open
 * and Word's Update Table recomputes them. `guess` lays out past what it cannot follow exactly
 * (a theme face not in its width tables, such as Garamond, is measured as the nearest one it
 * has) instead of leaving the numbers after it blank. Should it fail, the numbers are left blank,
 * as before: the file is still right, only the numbers wait for Word.
 */
export const contentsPageNumbers: PageNumberEstimator = (body, context) => {
  try {
    return layout(body, context)
  } catch (error) {
    console.error('DOCX page numbers could not be worked out:', error)
    return { bookmarks: new Map() }
  }
}

/**
 * The layout costs about 10 s on the 45,000-word book (≈ 300,000 characters) on a busy server,
 * and grows with the text: past this many characters (≈ 75,000 words) the numbers are left blank
 * for Word's Update Table rather than risk the export's time limit (EXPORT_TIME_LIMIT_MS, 30 s).
 */
export const PAGE_NUMBER_LAYOUT_MAX_CHARACTERS = 480_000

/** Whether the DOCX's contents get their page numbers from the layout: it has a contents page, and the book is within the layout's budget. */
export function worksOutPageNumbers(model: ExportModel): boolean {
  if (!hasContentsPage(model)) return false
  let characters = 0
  for (const chapter of model.chapters) {
    characters += toString(chapter.tree).length
    if (characters > PAGE_NUMBER_LAYOUT_MAX_CHARACTERS) return false
  }
  return true
}

/**
 * No page numbers, for a document without a contents page or past the layout's budget: docx writes each PAGEREF dirty
 * unless it is given page numbers, and Word asks to update the fields of a document with dirty
 * fields; given these, it writes them clean and blank, and lays nothing out.
 */
export const noPageNumbers: PageNumberEstimator = () => ({ bookmarks: new Map() })
