import { type FileChild, HeadingLevel, LeaderType, Paragraph, TableOfContents, TextRun } from 'docx'
import type { ExportModel } from '../export-model.ts'
import { copyrightPage, hasContentsPage, hasHalfTitle, titlePageSubtitle } from '../front-matter.ts'
import { xmlSafeText } from '../html/escape.ts'
import { curlyQuotes, quoteMarks } from '../quote-marks.ts'
import type { DocxPage } from './docx-page.ts'

const run = (text: string) => new TextRun(xmlSafeText(text))

/** The creator's words from the publishing settings, with the book's quote marks, as the chapters get them (decision 56). */
export const printedText = (model: ExportModel) => {
  const marks = quoteMarks(model.publishing.language)
  return (text: string) => curlyQuotes(text, marks)
}

/**
 * A printed book's first leaf (issue 29): the title alone, then a blank verso, so the title page
 * that follows is a recto too.
 */
function halfTitle(model: ExportModel, page: DocxPage): Paragraph[] {
  if (!hasHalfTitle(model)) return []
  return [
    new Paragraph({ style: 'HalfTitle', spacing: { before: Math.round(page.height / 5) }, children: [run(model.title)] }),
    new Paragraph({ pageBreakBefore: true }),
  ]
}

/** Title, the subtitle (never the description: it goes stale, issue 29) and the author, a third of the way down the page. */
function titlePage(model: ExportModel, page: DocxPage): Paragraph[] {
  const { author } = model.publishing
  const subtitle = titlePageSubtitle(model)
  return [
    new Paragraph({
      heading: HeadingLevel.TITLE,
      pageBreakBefore: hasHalfTitle(model),
      spacing: { before: Math.round(page.height / 6) },
      children: [run(model.title)],
    }),
    ...(subtitle ? [new Paragraph({ style: 'Subtitle', children: [run(subtitle)] })] : []),
    ...(author ? [new Paragraph({ style: 'Author', children: [run(author)] })] : []),
  ]
}

/** Twips a copyright line takes: its lines at 9 pt (≈ 90 twips a character, 270 a line) and its paragraph's spacing. */
const copyrightHeight = (text: string, textWidth: number) => Math.ceil((text.length * 90) / textWidth) * 270 + 100
const GROUP_GAP = 240

/**
 * On the back of the title page, low on the page as books set it (issue 29): the notice, the
 * reservation and the rights sentence; the imprint, edition and ISBN; the disclaimer; the AI
 * disclosure — each group a little apart. How low depends on how much there is: a long
 * disclaimer moves the block up so it stays on its page.
 */
function copyrightBlock(model: ExportModel, page: DocxPage): Paragraph[] {
  const printed = printedText(model)
  const parts = copyrightPage(model)
  const groups = [
    [parts.notice, parts.reserved, parts.rights],
    [parts.imprint, parts.edition, parts.isbn],
    [parts.disclaimer],
    [parts.aiDisclosure],
  ]
    .map((group) => group.filter((line): line is string => line !== null).map(printed))
    .filter((group) => group.length > 0)
  const lines = groups.flat()
  const height = lines.reduce((sum, line) => sum + copyrightHeight(line, page.textWidth), 0) + GROUP_GAP * (groups.length - 1)
  const room = page.height - page.top - page.bottom
  const top = Math.max(0, Math.min(Math.round(page.height * 0.45), room - height - 720))
  return groups.flatMap((group, g) =>
    group.map(
      (line, i) =>
        new Paragraph({
          style: 'Copyright',
          pageBreakBefore: g === 0 && i === 0,
          spacing: i === 0 ? { before: g === 0 ? top : GROUP_GAP } : undefined,
          children: [run(line)],
        }),
    ),
  )
}

/**
 * Word's TOC field over the chapter and closing-page titles (Heading 1), written with its entries
 * and clean, so Word shows it as written and never asks to update fields on opening (the document
 * has no updateFields). Each entry's PAGEREF carries the page Folio worked out (render-docx.ts,
 * decision 101), so the numbers are there on first open. A short book has no contents page.
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
      tabLeader: LeaderType.DOT,
    }),
  ]
}

export function frontMatter(model: ExportModel, page: DocxPage): FileChild[] {
  return [...halfTitle(model, page), ...titlePage(model, page), ...copyrightBlock(model, page), ...contents(model)]
}
