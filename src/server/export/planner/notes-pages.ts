import type { PageTemplate } from '@core/planner.ts'
import type { PageBuilder } from './planner-types.ts'
import { numbered, pageCount, type PagesContext, pageWords } from './page-parts.ts'

/** Notes pages (issue 28): lined, dot grid or blank, `pageOptions.pages` of them (1 when absent). */
const notes: PageBuilder = (section, context: PagesContext) =>
  numbered(
    section,
    context,
    Array.from({ length: pageCount(section) }, () => ({
      title: section.title,
      data: { labels: { notes: pageWords(context.language).notes, date: pageWords(context.language).date } },
    })),
  )

export const notesBuilders: Partial<Record<PageTemplate, PageBuilder>> = {
  'notes-lined': notes,
  'notes-dots': notes,
  'notes-blank': notes,
}
