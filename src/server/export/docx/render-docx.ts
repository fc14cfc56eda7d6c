import {
  AlignmentType,
  Document,
  Footer,
  Header,
  HeadingLevel,
  type ISectionOptions,
  Packer,
  PageNumber,
  Paragraph,
  SectionType,
  TextRun,
} from 'docx'
import type { ExportChapterModel, ExportModel } from '../export-model.ts'
import { chapterLabels } from '../front-matter.ts'
import { chapterReferences } from '@core/markdown-references.ts'
import { xmlSafeText } from '../html/escape.ts'
import { exportLayout, type ExportLayout } from '../html/export-layout.ts'
import { exportTheme, themeAccent } from '../themes.ts'
import { typographicModel } from '../typographic-model.ts'
import { backMatterHeading, backMatterPages } from './docx-back-matter.ts'
import { renderBlocks } from './docx-blocks.ts'
import { chapterContext, type DocxDocumentState, newDocumentState } from './docx-context.ts'
import { frontMatter } from './docx-front-matter.ts'
import { estimateContentsPages } from './docx-page-estimate.ts'
import { contentsPageNumbers, noPageNumbers, worksOutPageNumbers } from './docx-page-numbers.ts'
import { type DocxPage, docxPage } from './docx-page.ts'
import { type DocxBlock, TOP_SCOPE } from './docx-scope.ts'
import { mirrorMargins } from './docx-settings.ts'
import { documentStyles, halfPoints, numbering } from './docx-styles.ts'
import { notesLines } from './docx-table.ts'

function chapterOpening(chapter: ExportChapterModel, label: string | null, ornament: string): Paragraph[] {
  return [
    ...(ornament ? [new Paragraph({ style: 'Ornament', children: [new TextRun(ornament)] })] : []),
    ...(label ? [new Paragraph({ style: 'ChapterLabel', children: [new TextRun(xmlSafeText(label))] })] : []),
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(xmlSafeText(chapter.title))] }),
  ]
}

function chapterBody(chapter: ExportChapterModel, layout: ExportLayout, state: DocxDocumentState, notes: string): DocxBlock[] {
  const context = chapterContext(chapterReferences(chapter.tree), layout, state, (definition, ctx) =>
    // Word footnotes hold paragraphs only; a table in a footnote is dropped.
    renderBlocks(definition.children, ctx, TOP_SCOPE).filter((block): block is Paragraph => block instanceof Paragraph),
  )
  return [...renderBlocks(chapter.tree.children, context, TOP_SCOPE), ...notesLines(layout, notes, state.page.textWidth)]
}

const pageProperties = (page: DocxPage) => ({
  size: { width: page.width, height: page.height },
  margin: { top: page.top, bottom: page.bottom, left: page.left, right: page.right, header: page.headerFooter, footer: page.headerFooter },
})

const runningHeader = (title: string, print: boolean) => {
  const alignment = print ? AlignmentType.CENTER : AlignmentType.RIGHT
  return new Header({ children: [new Paragraph({ style: 'Header', alignment, children: [new TextRun(xmlSafeText(title))] })] })
}

const pageNumberFooter = () => {
  const number = new TextRun({ children: [PageNumber.CURRENT] })
  return new Footer({ children: [new Paragraph({ style: 'Footer', alignment: AlignmentType.CENTER, children: [number] })] })
}

/**
 * Chapter 1 is page 1 and opens on a right-hand page. An odd-page break can't do it: Word and
 * LibreOffice tell odd from even by the page number, and the restarted 1 is already odd. So the
 * front matter, numbered on, ends with an even-page section holding nothing: the page before
 * chapter 1 is always a verso (an empty one; two when the contents end on a verso themselves).
 */
const versoBeforeChapterOne = (page: DocxPage): ISectionOptions => {
  const blank = empty()
  return {
    properties: { type: SectionType.EVEN_PAGE, page: pageProperties(page) },
    headers: { default: blank.header, even: empty().header },
    footers: { default: blank.footer, even: empty().footer },
    children: [new Paragraph({})],
  }
}

const empty = () => ({ header: new Header({ children: [new Paragraph({})] }), footer: new Footer({ children: [new Paragraph({})] }) })

/**
 * DOCX from the document model, in sections: the front matter (title page, copyright page,
 * contents) without running heads or page numbers, then one section per chapter, so chapter 1
 * is page 1 and no chapter opening carries the running head (its first page shows only the
 * page number). In print mode each chapter section starts on an odd page, Word and LibreOffice
 * adding the blank verso, and the margins mirror. Chapter titles are Heading 1, body headings
 * Heading 2–6; lists are Word numbering, task items tick boxes. Checklists and planners get
 * worksheet spacing, blank table rows and notes lines (ExportLayout).
 */
export async function renderDocx(written: ExportModel): Promise<Uint8Array> {
  const model = typographicModel(written)
  const { publishing } = model
  const layout = exportLayout(model.productType)
  const theme = exportTheme(publishing.theme)
  const page = docxPage(publishing.trimSize, publishing.print)
  const state = newDocumentState(page, halfPoints(theme.bodySize), publishing.language)
  const labels = chapterLabels(model)
  const ornament = theme.opening === 'ornament' ? theme.ornament : ''
  const chapterSections: ISectionOptions[] = model.chapters.map((chapter, i) => {
    const first = empty()
    return {
      properties: {
        type: publishing.print && i > 0 ? SectionType.ODD_PAGE : SectionType.NEXT_PAGE,
        titlePage: true,
        page: { ...pageProperties(page), ...(i === 0 ? { pageNumbers: { start: 1 } } : {}) },
      },
      // In print the verso carries the book's title and the recto the chapter's, as books do.
      headers: publishing.print
        ? { default: runningHeader(chapter.title, true), even: runningHeader(model.title, true), first: first.header }
        : { default: runningHeader(model.title, false), first: first.header },
      footers: { default: pageNumberFooter(), first: pageNumberFooter(), ...(publishing.print ? { even: pageNumberFooter() } : {}) },
      children: [...chapterOpening(chapter, labels[i] ?? null, ornament), ...chapterBody(chapter, layout, state, publishing.labels.notes)],
    }
  })
  // Each closing page a section of its own, like a chapter: a new page, no running head over its heading.
  const closing = backMatterPages(model, page)
  const backSections: ISectionOptions[] = closing.map((back) => ({
    properties: { type: SectionType.NEXT_PAGE, titlePage: true, page: pageProperties(page) },
    headers: publishing.print
      ? { default: runningHeader(back.heading, true), even: runningHeader(model.title, true), first: empty().header }
      : { default: runningHeader(model.title, false), first: empty().header },
    footers: { default: pageNumberFooter(), first: pageNumberFooter(), ...(publishing.print ? { even: pageNumberFooter() } : {}) },
    children: [backMatterHeading(back.heading), ...back.children],
  }))
  const blank = empty()
  const accent = themeAccent(publishing.theme, model.productType)
  const document = new Document({
    title: xmlSafeText(model.title),
    description: xmlSafeText(model.description),
    // The core properties' subject (Word's "Subject"): the subtitle, when the book has one (issue 27).
    ...(model.subtitle ? { subject: xmlSafeText(model.subtitle) } : {}),
    // Word shows these as the file's author; the app is not the author, and without one there is none.
    creator: xmlSafeText(publishing.author ?? ''),
    lastModifiedBy: xmlSafeText(publishing.author ?? ''),
    styles: documentStyles({ theme, accent: accent.slice(1), language: publishing.language }),
    numbering,
    footnotes: state.footnotes,
    evenAndOddHeaderAndFooters: publishing.print,
    pageNumbers: worksOutPageNumbers(model)
      ? contentsPageNumbers(estimateContentsPages(model, page, labels, closing.length))
      : noPageNumbers,
    sections: [
      {
        properties: { page: pageProperties(page) },
        headers: { default: blank.header, even: empty().header },
        footers: { default: blank.footer, even: empty().footer },
        children: frontMatter(model, page),
      },
      ...(publishing.print ? [versoBeforeChapterOne(page)] : []),
      ...chapterSections,
      ...backSections,
    ],
  })
  if (publishing.print) mirrorMargins(document)
  return new Uint8Array(await Packer.toBuffer(document))
}
