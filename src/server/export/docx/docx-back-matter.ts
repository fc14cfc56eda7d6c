import { AlignmentType, ExternalHyperlink, HeadingLevel, LineRuleType, Paragraph, TextRun } from 'docx'
import type { ExportModel } from '../export-model.ts'
import { type BackPage, backMatter } from '../front-matter.ts'
import { safeHref, xmlSafeText } from '../html/escape.ts'
import { loneImage } from '../images/lone-image.ts'
import { printedText } from './docx-front-matter.ts'
import { imageRun } from './docx-image.ts'
import type { DocxPage } from './docx-page.ts'

/** A closing page: its heading (a Heading 1, so it is in the contents) and what it holds. */
export interface DocxBackPage {
  heading: string
  children: Paragraph[]
}

const text = (value: string, options: { italics?: boolean } = {}) => new TextRun({ text: xmlSafeText(value), ...options })

/** The author's photo, as the chapters' images are drawn (docx-image.ts), at most two fifths of the text's width. */
function photo(model: ExportModel, page: DocxPage): Paragraph[] {
  const first = model.authorPhoto?.children[0]
  const lone = first?.type === 'paragraph' ? loneImage(first.children) : undefined
  // A photo that could not be read is left out: its alt text ("Photo of …") says nothing here.
  if (!lone) return []
  const small = { ...page, textWidth: Math.round(page.textWidth * 0.4) }
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      keepNext: true,
      spacing: { before: 0, after: 240, line: 240, lineRule: LineRuleType.AUTO },
      children: [imageRun(lone.placed, lone.node.alt ?? '', small)],
    }),
  ]
}

/** The call to action's address as a link that shows itself: on paper, or in a reader that hides links, it is still there. */
function address(url: string | null): Paragraph[] {
  const href = url ? safeHref(url) : null
  if (!href) return []
  const shown = href.replace(/^mailto:/, '')
  return [
    new Paragraph({
      style: 'BackMatterText',
      spacing: { before: 240 },
      children: [new ExternalHyperlink({ link: href, children: [new TextRun({ text: xmlSafeText(shown), style: 'Hyperlink' })] })],
    }),
  ]
}

function pageBody(page: BackPage, model: ExportModel, docxPage: DocxPage, printed: (text: string) => string): Paragraph[] {
  switch (page.kind) {
    case 'call-to-action':
      return [...page.paragraphs.map((p) => new Paragraph({ style: 'BackMatterText', children: [text(printed(p))] })), ...address(page.url)]
    case 'about-author':
      return [...photo(model, docxPage), ...page.paragraphs.map((p) => new Paragraph({ children: [text(printed(p))] }))]
    case 'also-by':
      return page.titles.map((title) => new Paragraph({ style: 'BackMatterText', children: [text(printed(title), { italics: true })] }))
  }
}

/**
 * The closing pages after the last chapter (issue 29), in backMatter's order and words: the call
 * to action, About the Author with the photo, Also By. render-docx.ts puts each on a page of its own.
 */
export function backMatterPages(model: ExportModel, page: DocxPage): DocxBackPage[] {
  const printed = printedText(model)
  return backMatter(model).map((back) => ({ heading: printed(back.heading), children: pageBody(back, model, page, printed) }))
}

export const backMatterHeading = (heading: string) =>
  new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(xmlSafeText(heading))] })
