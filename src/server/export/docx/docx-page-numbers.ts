import type { PageNumberEstimator } from 'docx'
import type { ExportModel } from '../export-model.ts'
import { hasContentsPage } from '../front-matter.ts'
import { log } from '../../observability/logger.ts'

/** The `_Toc…` bookmarks docx puts on the headings the contents lists, in the body's order. */
function tocBookmarks(node: unknown, names: string[] = []): string[] {
  if (Array.isArray(node)) for (const child of node) tocBookmarks(child, names)
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === 'w:bookmarkStart') {
        const name = (value as { _attr?: Record<string, unknown> })._attr?.['w:name']
        if (typeof name === 'string' && name.startsWith('_Toc')) names.push(name)
      } else if (key !== '_attr') tocBookmarks(value, names)
    }
  return names
}

/**
 * The contents' PAGEREF numbers (issue 29, decision 101) from Folio's own page count
 * (docx-page-estimate.ts), one number per Heading 1 — the chapters', then the closing pages' —
 * written clean, so Word and LibreOffice show them on first open and Word's Update Table
 * recomputes them. Should the headings the contents lists not be one for each number (a change
 * in the renderer the count has not followed), the numbers are left blank, as before: the file
 * is still right, only the numbers wait for Word.
 */
export function contentsPageNumbers(pages: readonly number[]): PageNumberEstimator {
  return (body) => {
    const names = tocBookmarks(body)
    if (names.length !== pages.length) {
      log.error(`DOCX page numbers: ${names.length} contents entries for ${pages.length} counted headings; left blank`)
      return { bookmarks: new Map() }
    }
    return {
      bookmarks: new Map(names.map((name, i) => [name, String(pages[i])])),
      bookmarkPageNumbers: new Map(names.map((name, i) => [name, pages[i]!])),
    }
  }
}

/** Whether the DOCX's contents get page numbers: it has a contents page. */
export const worksOutPageNumbers = (model: ExportModel): boolean => hasContentsPage(model)

/**
 * No page numbers, for a document without a contents page: docx writes each PAGEREF dirty
 * unless it is given page numbers, and Word asks to update the fields of a document with dirty
 * fields; given these, it writes them clean and blank, and lays nothing out.
 */
export const noPageNumbers: PageNumberEstimator = () => ({ bookmarks: new Map() })
