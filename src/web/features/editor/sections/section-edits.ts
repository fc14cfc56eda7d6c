import { type PageTemplate } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import type { PageOptions } from '@core/planner-schemas.ts'
import type { ProjectChapter, ProjectDocument } from '@core/project-schemas.ts'
import { addChapter, canAddChapter } from '../document-edits.ts'

/**
 * A planner's or checklist's sections (issue 28, decision 95): each is a chapter with a page
 * template. Like document-edits.ts, pure functions of the document, so the autosave always sends a
 * whole one. A chapter keeps its id wherever it moves, so its history follows it.
 */

/** Which of a section's options its template reads (planner-schemas.ts, pageOptionsSchema). */
export function optionsFor(template: PageTemplate | undefined): (keyof PageOptions)[] {
  if (!template) return []
  const keys: (keyof PageOptions)[] = []
  if (PAGE_TEMPLATE_INFO[template].repeats === 'pages') keys.push('pages')
  if (template === 'week') keys.push('layout')
  if (template === 'goals' || template === 'review') keys.push('period')
  return keys
}

/** Only the options the template reads; none at all leaves `pageOptions` out. */
function keptOptions(template: PageTemplate | undefined, options: PageOptions | undefined): PageOptions | undefined {
  if (!options) return undefined
  const kept: PageOptions = {}
  for (const key of optionsFor(template)) if (options[key] !== undefined) Object.assign(kept, { [key]: options[key] })
  return Object.keys(kept).length > 0 ? kept : undefined
}

function withPage(chapter: ProjectChapter, template: PageTemplate | undefined, options: PageOptions | undefined): ProjectChapter {
  const { pageTemplate: _t, pageOptions: _o, ...rest } = chapter
  const kept = keptOptions(template, options)
  return { ...rest, ...(template ? { pageTemplate: template } : {}), ...(kept ? { pageOptions: kept } : {}) }
}

function changeChapter(doc: ProjectDocument, index: number, change: (c: ProjectChapter) => ProjectChapter): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter) return doc
  const chapters = doc.chapters.slice()
  chapters[index] = change(chapter)
  return { ...doc, chapters }
}

/**
 * A section's page template, or none (a text page). Options the new template does not read are
 * dropped, so a weekly spread turned into notes pages carries no week layout into the export.
 */
export function setPageTemplate(doc: ProjectDocument, index: number, template: PageTemplate | undefined): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter || chapter.pageTemplate === template) return doc
  return changeChapter(doc, index, (c) => withPage(c, template, c.pageOptions))
}

/** One option of a section; undefined removes it (the template's default then applies). */
export function setPageOption<K extends keyof PageOptions>(
  doc: ProjectDocument,
  index: number,
  key: K,
  value: PageOptions[K] | undefined,
): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter || chapter.pageOptions?.[key] === value) return doc
  return changeChapter(doc, index, (c) => withPage(c, c.pageTemplate, { ...c.pageOptions, [key]: value }))
}

/**
 * A new section after the last, drawn with `template` and named after it, selected. Its words start
 * empty under the title line (the draft's convention): the engine draws the pages without them.
 * Without a template it is a text page, added as any chapter is.
 */
export function addSection(doc: ProjectDocument, id: string, template: PageTemplate | undefined): ProjectDocument {
  if (!template) return addChapter(doc, id)
  if (!canAddChapter(doc)) return doc
  const title = PAGE_TEMPLATE_INFO[template].label
  const chapters = [...doc.chapters, { id, title, content: `## ${title}\n`, pageTemplate: template }]
  return { ...doc, chapters, currentChapterIndex: chapters.length - 1 }
}

/**
 * Moves the section at `from` to `to` (one place up or down from the buttons). Ids stay, so the
 * moved section keeps its history; the same section stays selected wherever it went.
 */
export function moveChapter(doc: ProjectDocument, from: number, to: number): ProjectDocument {
  const count = doc.chapters.length
  if (from === to || from < 0 || to < 0 || from >= count || to >= count) return doc
  const chapters = doc.chapters.slice()
  const [moved] = chapters.splice(from, 1) as [ProjectChapter]
  chapters.splice(to, 0, moved)
  const selected = doc.chapters[doc.currentChapterIndex]?.id
  const currentChapterIndex = Math.max(
    0,
    chapters.findIndex((c) => c.id === selected),
  )
  return { ...doc, chapters, currentChapterIndex }
}

/**
 * Repeats a section: a copy with its own id right after it, selected. The quality notes and the
 * removed passages stay with the original (they are about its text and its history).
 */
export function repeatSection(doc: ProjectDocument, index: number, id: string): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter || !canAddChapter(doc)) return doc
  const { notes: _n, removals: _r, ...copy } = chapter
  const chapters = [...doc.chapters.slice(0, index + 1), { ...copy, id }, ...doc.chapters.slice(index + 1)]
  return { ...doc, chapters, currentChapterIndex: index + 1 }
}
