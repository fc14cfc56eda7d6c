import type { ExportModel } from '../export-model.ts'
import { type BackPage, backMatter, copyrightPage, copyrightLines, titlePageSubtitle } from '../front-matter.ts'
import { chapterReferences } from '@core/markdown-references.ts'
import { escapeHtml, safeHref, xmlSafeText } from '../html/escape.ts'
import { READING_LAYOUT } from '../html/export-layout.ts'
import { renderBlocks } from '../html/mdast-html.ts'

/** Which part of the book a content document is (EPUB 3 Structural Semantics), on its <body>. */
export type BookPart = 'frontmatter' | 'bodymatter' | 'backmatter'

/**
 * A content document besides the chapters: `kind` is its body's class, `cover` makes it the cover
 * page. The words come from front-matter.ts, as in every format; an EPUB has no half-title (a
 * printed book's first leaf: a screen book opens on its cover and title page, hasHalfTitle).
 */
export interface EpubPage {
  title: string
  content: string
  filename: string
  part: BookPart
  kind?: string
  cover?: { href: string; alt: string }
}

/** The cover image's text alternative: what the cover says, the title and the subtitle. */
export function coverAlt(model: ExportModel): string {
  return xmlSafeText(model.subtitle ? `${model.title}: ${model.subtitle}` : model.title)
}

/** Title, the subtitle (never the description, which goes stale), and the author. */
export function titlePage(model: ExportModel): EpubPage {
  const { author, labels } = model.publishing
  const line = titlePageSubtitle(model)
  const subtitle = line ? `<p class="subtitle">${escapeHtml(line)}</p>` : ''
  const byline = author ? `<p class="author">${escapeHtml(author)}</p>` : ''
  return {
    title: xmlSafeText(labels.titlePage),
    content: `<section class="title-page" epub:type="titlepage"><h1>${escapeHtml(model.title)}</h1>${subtitle}${byline}</section>`,
    filename: 'title-page.xhtml',
    part: 'frontmatter',
  }
}

/** The copyright page's parts in the contract's order (front-matter.ts); the disclaimer set apart. */
export function copyrightPageFile(model: ExportModel): EpubPage {
  const page = copyrightPage(model)
  const line = (text: string | null, className?: string) =>
    text === null ? '' : `<p${className ? ` class="${className}"` : ''}>${escapeHtml(text)}</p>`
  const paragraphs = [
    line(page.notice),
    line(page.reserved),
    line(page.rights),
    line(page.imprint),
    line(page.edition),
    line(page.isbn, 'isbn'),
    line(page.disclaimer, 'disclaimer'),
    line(page.aiDisclosure),
  ].join('')
  return {
    title: xmlSafeText(model.publishing.labels.copyright),
    content: `<section class="copyright-page" epub:type="copyright-page">${paragraphs}</section>`,
    filename: 'copyright.xhtml',
    part: 'frontmatter',
  }
}

/** dc:rights: '© 2026 Jane Doe. All rights reserved.' */
export function copyrightRights(model: ExportModel): string {
  const [notice, reserved] = copyrightLines(model)
  return `${notice}. ${reserved}`
}

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')

/**
 * The About the Author photo, drawn like a chapter's image (the model attached its file), but as
 * wide as its frame: the stylesheet gives a portrait a share of the column, whatever its pixels.
 */
function authorPhotoHtml(model: ExportModel): string {
  const tree = model.authorPhoto
  if (!tree) return ''
  const html = renderBlocks(tree.children, { references: chapterReferences(tree), layout: READING_LAYOUT, idPrefix: 'author-', epub: true })
  return html.replace(/ style="width: \d+%"/g, '')
}

function backPageContent(page: BackPage, model: ExportModel): string {
  const heading = `<h1>${escapeHtml(page.heading)}</h1>`
  switch (page.kind) {
    case 'call-to-action': {
      const href = page.url ? safeHref(page.url) : null
      // The address itself is the link's text: a reader sees where it goes, and can type it elsewhere.
      const link = href ? `<p class="link"><a href="${escapeHtml(href)}">${escapeHtml(page.url!.trim())}</a></p>` : ''
      return `<section class="closing call-to-action">${heading}${paragraphsHtml(page.paragraphs)}${link}</section>`
    }
    case 'about-author':
      return `<section class="closing about-author">${heading}${authorPhotoHtml(model)}${paragraphsHtml(page.paragraphs)}</section>`
    case 'also-by': {
      const titles = page.titles.map((title) => `<li>${escapeHtml(title)}</li>`).join('')
      return `<section class="closing also-by">${heading}<ul class="also-by">${titles}</ul></section>`
    }
  }
}

/** The closing pages after the last chapter (backMatter's order), each a file in the contents. */
export function backPages(model: ExportModel): EpubPage[] {
  return backMatter(model).map((page) => ({
    title: xmlSafeText(page.heading),
    content: backPageContent(page, model),
    filename: `${page.kind}.xhtml`,
    part: 'backmatter',
  }))
}
