import type { ExportModel } from '../export-model.ts'
import { copyrightLines, titlePageSubtitle } from '../front-matter.ts'
import { escapeHtml, xmlSafeText } from '../html/escape.ts'

/** A content document before the chapters; `kind` is its body's class, `cover` makes it the cover page. */
export interface EpubPage {
  title: string
  content: string
  filename: string
  kind?: string
  cover?: { href: string; alt: string }
}

/** Title, the subtitle (else the description), and the author. */
export function titlePage(model: ExportModel): EpubPage {
  const { author, labels } = model.publishing
  const line = titlePageSubtitle(model)
  const subtitle = line ? `<p class="subtitle">${escapeHtml(line)}</p>` : ''
  const byline = author ? `<p class="author">${escapeHtml(author)}</p>` : ''
  return {
    title: xmlSafeText(labels.titlePage),
    content: `<section class="title-page" epub:type="titlepage"><h1>${escapeHtml(model.title)}</h1>${subtitle}${byline}</section>`,
    filename: 'title-page.xhtml',
  }
}

/** ©, year and holder, "All rights reserved." in the book's language, and the AI disclosure when given. */
export function copyrightPage(model: ExportModel): EpubPage {
  const lines = copyrightLines(model)
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return {
    title: xmlSafeText(model.publishing.labels.copyright),
    content: `<section class="copyright-page" epub:type="copyright-page">${paragraphs}</section>`,
    filename: 'copyright.xhtml',
  }
}

/** dc:rights: '© 2026 Jane Doe. All rights reserved.' */
export function copyrightRights(model: ExportModel): string {
  const [notice, reserved] = copyrightLines(model)
  return `${notice}. ${reserved}`
}
