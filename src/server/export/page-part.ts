import { languageOfBook } from '@core/book-language.ts'
import type { ExportChapter, ExportDocument } from '@core/export-schemas.ts'
import type { PagePart } from '@core/page-preview.ts'

/**
 * The chapters a page preview reads (decision 87): every chapter keeps its title (the contents page
 * lists them; a chapter's label depends on all of them), only the previewed one keeps its text, so
 * only its images are read and only its Markdown parsed. The front matter keeps none.
 */
export function partChapters<T extends Pick<ExportChapter, 'content'>>(chapters: readonly T[], part: PagePart): T[] {
  return chapters.map((chapter, i) => (part.kind === 'chapter' && i === part.index ? chapter : { ...chapter, content: '' }))
}

/**
 * The document a page preview is rendered from, in the export worker: the part's chapters, and the
 * language the whole book would be read as (the text sample it is guessed from spans every
 * chapter), so hyphenation, quotes and labels are the book's.
 */
export function partExportDocument(document: ExportDocument, part: PagePart): ExportDocument {
  const language = document.language ?? languageOfBook(document) ?? undefined
  return { ...document, ...(language ? { language } : {}), chapters: partChapters(document.chapters, part) }
}
