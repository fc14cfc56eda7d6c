import type { Paragraph } from 'docx'
import type { FootnoteDefinition } from 'mdast'
import type { ChapterReferences } from '@core/markdown-references.ts'
import type { ExportLayout } from '../html/export-layout.ts'
import type { DocxPage } from './docx-page.ts'

/** What lives for the whole document while its chapters are converted. */
export interface DocxDocumentState {
  page: DocxPage
  /** The theme's body size in half-points: a task item's text sets it, its paragraph style sizes the box. */
  bodySize: number
  /** The book's language (BCP 47), for worksheet rows that name the days. */
  language: string
  /** Each ordered list is its own numbering instance, so every list counts from its own start. */
  nextListInstance: number
  /** Word's footnotes, by id (1, 2, … across the whole document). */
  footnotes: Record<number, { children: Paragraph[] }>
  nextFootnoteId: number
}

export const newDocumentState = (page: DocxPage, bodySize: number, language: string): DocxDocumentState => ({
  page,
  bodySize,
  language,
  nextListInstance: 1,
  footnotes: {},
  nextFootnoteId: 1,
})

/** Per chapter: its references, the layout and a way to turn a cited footnote into Word's own. */
export interface DocxContext {
  references: ChapterReferences
  layout: ExportLayout
  state: DocxDocumentState
  /** The Word footnote id for a cited footnote (one footnote however often it is cited), or null when nothing defines it. */
  footnote(identifier: string): number | null
}

export function chapterContext(
  references: ChapterReferences,
  layout: ExportLayout,
  state: DocxDocumentState,
  renderFootnote: (definition: FootnoteDefinition, context: DocxContext) => Paragraph[],
): DocxContext {
  const ids = new Map<string, number>()
  const context: DocxContext = {
    references,
    layout,
    state,
    footnote(identifier) {
      const known = ids.get(identifier)
      if (known !== undefined) return known
      const number = references.footnoteNumbers.get(identifier)
      const definition = number === undefined ? undefined : references.footnotes[number - 1]
      if (!definition) return null
      const id = state.nextFootnoteId++
      ids.set(identifier, id)
      state.footnotes[id] = { children: renderFootnote(definition, context) }
      return id
    },
  }
  return context
}
