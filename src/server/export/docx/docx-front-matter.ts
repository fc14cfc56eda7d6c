import { type FileChild, HeadingLevel, LeaderType, type PageNumberEstimator, Paragraph, TableOfContents, TextRun } from 'docx'
import type { ExportModel } from '../export-model.ts'
import { copyrightLines, hasContentsPage, titlePageSubtitle } from '../front-matter.ts'
import { xmlSafeText } from '../html/escape.ts'
import type { DocxPage } from './docx-page.ts'

const run = (text: string) => new TextRun(xmlSafeText(text))

/** Title, the subtitle (else the description) and the author, a third of the way down the page. */
function titlePage(model: ExportModel, page: DocxPage): Paragraph[] {
  const { author } = model.publishing
  const subtitle = titlePageSubtitle(model)
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, spacing: { before: Math.round(page.height / 6) }, children: [run(model.title)] }),
    ...(subtitle ? [new Paragraph({ style: 'Subtitle', children: [run(subtitle)] })] : []),
    ...(author ? [new Paragraph({ style: 'Author', children: [run(author)] })] : []),
  ]
}

/** On the back of the title page, low on the page as books set it. */
function copyrightPage(model: ExportModel, page: DocxPage): Paragraph[] {
  return copyrightLines(model).map(
    (line, i) =>
      new Paragraph({
        style: 'Copyright',
        pageBreakBefore: i === 0,
        spacing: i === 0 ? { before: Math.round(page.height * 0.45) } : undefined,
        children: [run(line)],
      }),
  )
}

/**
 * Word's TOC field over the chapter titles (Heading 1), written with its entries and clean, so
 * Word shows it as written and never asks to update fields on opening (the document has no
 * updateFields). The entries carry no page numbers: only Word knows its pages, and a wrong
 * number is worse than none; Update Table in Word adds them. A short book has no contents page.
 */
function contents(model: ExportModel): FileChild[] {
  if (!hasContentsPage(model)) return []
  const { labels } = model.publishing
  return [
    new Paragraph({ style: 'TOCHeading', pageBreakBefore: true, children: [run(labels.contents)] }),
    new TableOfContents(xmlSafeText(labels.contents), {
      hyperlink: true,
      headingStyleRange: '1-1',
      beginDirty: false,
      tabLeader: LeaderType.NONE,
    }),
  ]
}

/**
 * The document's page numbers as docx asks for them (`pageNumbers`): none. docx writes each
 * entry's PAGEREF dirty unless it is given page numbers, and Word asks to update the fields of a
 * document with dirty fields; given these, it writes them clean and blank.
 */
export const noPageNumbers: PageNumberEstimator = () => ({ bookmarks: new Map() })

export function frontMatter(model: ExportModel, page: DocxPage): FileChild[] {
  return [...titlePage(model, page), ...copyrightPage(model, page), ...contents(model)]
}
