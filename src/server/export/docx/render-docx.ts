import { AlignmentType, Document, type FileChild, Footer, Header, HeadingLevel, Packer, PageNumber, Paragraph, TableOfContents, TextRun } from 'docx'
import type { ExportChapterModel, ExportModel } from '../export-model.ts'
import { chapterReferences } from '../html/chapter-references.ts'
import { xmlSafeText } from '../html/escape.ts'
import { exportLayout, type ExportLayout } from '../html/export-layout.ts'
import { type DocxBlock, renderBlocks, TOP_SCOPE } from './docx-blocks.ts'
import { chapterContext, type DocxDocumentState, newDocumentState } from './docx-context.ts'
import { documentStyles, numbering } from './docx-styles.ts'
import { notesLines } from './docx-table.ts'
import { PAGE } from './docx-theme.ts'

function renderChapter(chapter: ExportChapterModel, layout: ExportLayout, state: DocxDocumentState): DocxBlock[] {
  const context = chapterContext(chapterReferences(chapter.tree), layout, state, (definition, ctx) =>
    // Word footnotes hold paragraphs only; a table in a footnote is dropped.
    renderBlocks(definition.children, ctx, TOP_SCOPE).filter((block): block is Paragraph => block instanceof Paragraph),
  )
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, pageBreakBefore: true, children: [new TextRun(xmlSafeText(chapter.title))] }),
    ...renderBlocks(chapter.tree.children, context, TOP_SCOPE),
    ...notesLines(layout),
  ]
}

function cover(model: ExportModel): Paragraph[] {
  const title = new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(xmlSafeText(model.title))] })
  const description = model.description ? [new Paragraph({ style: 'Subtitle', children: [new TextRun(xmlSafeText(model.description))] })] : []
  return [title, ...description]
}

/**
 * The contents as Word's own TOC field over the chapter titles (Heading 1). docx writes the
 * entries without page numbers; Word fills them in when it opens the file (updateFields).
 */
function contents(): FileChild[] {
  return [
    new Paragraph({ style: 'TOCHeading', pageBreakBefore: true, children: [new TextRun('Contents')] }),
    new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '1-1' }),
  ]
}

const runningHeader = (title: string) =>
  new Header({ children: [new Paragraph({ style: 'Header', alignment: AlignmentType.RIGHT, children: [new TextRun(xmlSafeText(title))] })] })

const pageNumberFooter = () =>
  new Footer({ children: [new Paragraph({ style: 'Footer', alignment: AlignmentType.CENTER, children: [new TextRun({ children: [PageNumber.CURRENT] })] })] })

/**
 * DOCX from the document model: a cover (Title, description), a contents page with a TOC
 * field, each chapter as Heading 1 on a new page, body headings as Heading 2–6, real Word
 * numbering for lists, tick boxes for task items, a running header with the title and page
 * numbers in the footer (neither on the cover). Checklists and planners get worksheet spacing,
 * blank table rows and notes lines (ExportLayout).
 */
export async function renderDocx(model: ExportModel): Promise<Uint8Array> {
  const layout = exportLayout(model.productType)
  const state = newDocumentState()
  const chapters = model.chapters.flatMap((chapter) => renderChapter(chapter, layout, state))
  const document = new Document({
    title: xmlSafeText(model.title),
    description: xmlSafeText(model.description),
    creator: 'Folio',
    styles: documentStyles,
    numbering,
    footnotes: state.footnotes,
    features: { updateFields: true },
    sections: [
      {
        properties: {
          titlePage: true,
          page: {
            size: { width: PAGE.width, height: PAGE.height },
            margin: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin, header: PAGE.headerFooter, footer: PAGE.headerFooter },
          },
        },
        headers: { default: runningHeader(model.title), first: new Header({ children: [new Paragraph({})] }) },
        footers: { default: pageNumberFooter(), first: new Footer({ children: [new Paragraph({})] }) },
        children: [...cover(model), ...contents(), ...chapters],
      },
    ],
  })
  return new Uint8Array(await Packer.toBuffer(document))
}
