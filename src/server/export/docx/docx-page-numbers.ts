import type { PageNumberEstimator } from 'docx'
import { estimatePageNumbersWith } from 'docx/layout'

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
 * No page numbers, for a document without a contents page: docx writes each PAGEREF dirty
 * unless it is given page numbers, and Word asks to update the fields of a document with dirty
 * fields; given these, it writes them clean and blank, and lays nothing out.
 */
export const noPageNumbers: PageNumberEstimator = () => ({ bookmarks: new Map() })
