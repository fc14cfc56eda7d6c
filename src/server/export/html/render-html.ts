import type { FootnoteDefinition } from 'mdast'
import { type BookLabels, bookLabels } from '@core/book-labels.ts'
import type { ExportChapterModel, ExportModel } from '../export-model.ts'
import { typographicModel } from '../typographic-model.ts'
import { chapterReferences } from '@core/markdown-references.ts'
import { escapeHtml } from './escape.ts'
import { exportLayout, type ExportLayout } from './export-layout.ts'
import { type HtmlContext, renderBlocks } from './mdast-html.ts'
import { printCss } from './print-css.ts'

/** The id a chapter's section has in the whole document, for the contents' links. */
export const chapterId = (index: number) => `chapter-${index + 1}`

/** How a chapter is written beyond its content: the book's labels, an EPUB's semantics, a 'Chapter 3' label over the title. */
export interface ChapterHtmlOptions {
  labels?: BookLabels
  epub?: boolean
  label?: string | null
}

const epubType = (epub: boolean, type: string) => (epub ? ` epub:type="${type}"` : '')

function renderFootnotes(footnotes: FootnoteDefinition[], context: HtmlContext, labels: BookLabels): string {
  if (footnotes.length === 0) return ''
  const { epub } = context
  const items = footnotes.map((footnote, i) => {
    const number = i + 1
    const backLabel = escapeHtml(labels.backToText)
    const type = epubType(epub, 'backlink')
    const back = ` <a href="#${context.idPrefix}fnref-${number}" class="footnote-back"${type} aria-label="${backLabel}">↩</a>`
    return `<li id="${context.idPrefix}fn-${number}"${epubType(epub, 'endnote')}>${renderBlocks(footnote.children, context)}${back}</li>`
  })
  return `<section class="footnotes"${epubType(epub, 'endnotes')}><ol>${items.join('')}</ol></section>`
}

function renderNotesLines(layout: ExportLayout, labels: BookLabels): string {
  if (layout.notesLines === 0) return ''
  const lines = '<div class="notes-line"></div>'.repeat(layout.notesLines)
  return `<div class="notes"><p class="notes-label">${escapeHtml(labels.notes)}</p>${lines}</div>`
}

/**
 * One chapter as a <section>: its title as the only <h1>, the body (headings from <h2>), its
 * footnotes and, on a worksheet, lines for notes. EPUB uses it as a chapter file's body.
 */
export function renderChapterHtml(
  chapter: ExportChapterModel,
  index: number,
  layout: ExportLayout,
  options: ChapterHtmlOptions = {},
): string {
  const { labels = bookLabels('en'), epub = false, label = null } = options
  const context: HtmlContext = { references: chapterReferences(chapter.tree), layout, idPrefix: `c${index + 1}-`, epub }
  const body = renderBlocks(chapter.tree.children, context)
  const footnotes = renderFootnotes(context.references.footnotes, context, labels)
  const labelHtml = label ? `<p class="chapter-label">${escapeHtml(label)}</p>` : ''
  const title = `${labelHtml}<h1 class="chapter-title">${escapeHtml(chapter.title)}</h1>`
  const notes = renderNotesLines(layout, labels)
  return `<section class="chapter" id="${chapterId(index)}"${epubType(epub, 'chapter')}>${title}${body}${footnotes}${notes}</section>`
}

/**
 * The whole document as one printable HTML page: cover (title, subtitle and description), contents with
 * links, and every chapter on a new page, styled for print (the export benchmark prints it with
 * Chromium to compare against the PDF renderer).
 */
export function renderHtmlDocument(written: ExportModel, layout: ExportLayout = exportLayout(written.productType)): string {
  const model = typographicModel(written)
  const title = escapeHtml(model.title)
  const subtitle = model.subtitle ? `<p class="subtitle">${escapeHtml(model.subtitle)}</p>` : ''
  const description = model.description ? `<p class="description">${escapeHtml(model.description)}</p>` : ''
  const contents = model.chapters.map((chapter, i) => `<li><a href="#${chapterId(i)}">${escapeHtml(chapter.title)}</a></li>`).join('')
  const { labels, language } = model.publishing
  const chapters = model.chapters.map((chapter, i) => renderChapterHtml(chapter, i, layout, { labels })).join('\n')
  return `<!DOCTYPE html>
<html lang="${escapeHtml(language)}">
<head>
<meta charset="utf-8" />
<title>${title}</title>
<style>${printCss(model.title, layout)}</style>
</head>
<body class="${layout.worksheet ? 'worksheet' : 'book'}">
<section class="cover"><h1 class="title">${title}</h1>${subtitle}${description}</section>
<nav class="toc" aria-label="${escapeHtml(labels.contents)}"><h2>${escapeHtml(labels.contents)}</h2><ol>${contents}</ol></nav>
${chapters}
</body>
</html>
`
}
