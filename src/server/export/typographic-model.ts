import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast'
import type { ExportChapterModel, ExportModel } from './export-model.ts'
import type { ExportPublishing } from './export-publishing.ts'
import { curlyQuotes, type QuoteMarks, Quoter, quoteMarks } from './quote-marks.ts'

/** Blocks whose children are one run of text: each gets its own quoter. */
const RUNS = new Set<string>(['paragraph', 'heading', 'tableCell'])

/** A copy of phrasing content with curly quotes in its text; code, URLs and raw HTML keep theirs. */
function phrasing(node: PhrasingContent, quoter: Quoter, marks: QuoteMarks): PhrasingContent {
  switch (node.type) {
    case 'text':
      return { ...node, value: quoter.text(node.value) }
    case 'break':
      quoter.space()
      return node
    case 'image':
    case 'imageReference':
      quoter.object()
      return node.alt ? { ...node, alt: curlyQuotes(node.alt, marks) } : node
    case 'emphasis':
    case 'strong':
    case 'delete':
    case 'link':
    case 'linkReference':
      return { ...node, children: node.children.map((child) => phrasing(child, quoter, marks)) } as PhrasingContent
    default:
      // Inline code, a footnote mark, raw HTML: printed as they are.
      quoter.object()
      return node
  }
}

function block<T extends Nodes>(node: T, marks: QuoteMarks): T {
  if (node.type === 'code' || !('children' in node)) return node
  if (RUNS.has(node.type)) {
    const quoter = new Quoter(marks)
    return { ...node, children: (node.children as PhrasingContent[]).map((child) => phrasing(child, quoter, marks)) }
  }
  return { ...node, children: (node.children as RootContent[]).map((child) => block(child, marks)) }
}

/** A chapter's tree with curly quotes, as a copy: the model stays as the writer typed it. */
export function withCurlyQuotes(tree: Root, marks: QuoteMarks): Root {
  return block(tree, marks)
}

/**
 * The book matter's words (issue 29) with curly quotes, as the chapters get them: the copyright
 * page's lines, the closing pages' text and Also By's titles. The ISBN, the URL and the photo's
 * reference are left as typed.
 */
function typographicPublishing(publishing: ExportPublishing, marks: QuoteMarks): ExportPublishing {
  const curl = (text: string | null) => (text === null ? null : curlyQuotes(text, marks))
  const { callToAction } = publishing
  return {
    ...publishing,
    copyright: curl(publishing.copyright),
    aiDisclosure: curl(publishing.aiDisclosure),
    authorBio: curl(publishing.authorBio),
    edition: curl(publishing.edition),
    imprint: curl(publishing.imprint),
    disclaimer: curl(publishing.disclaimer),
    aboutAuthor: curl(publishing.aboutAuthor),
    alsoBy: publishing.alsoBy.map((title) => curlyQuotes(title, marks)),
    callToAction: callToAction && { ...callToAction, heading: curl(callToAction.heading), text: curl(callToAction.text) },
  }
}

/**
 * The model with typographic quotes in the book's language (decision 56): the title, the
 * description, chapter titles and text, and the book matter's words (issue 29). EPUB, DOCX and the printable HTML render from it; the PDF
 * leaves the marks to Typst's smartquote (given the same table), and the Markdown export keeps the
 * writer's own characters.
 */
export function typographicModel(model: ExportModel): ExportModel {
  const marks = quoteMarks(model.publishing.language)
  const chapter = (c: ExportChapterModel): ExportChapterModel => ({
    title: curlyQuotes(c.title, marks),
    tree: withCurlyQuotes(c.tree, marks),
    matter: c.matter,
  })
  return {
    ...model,
    title: curlyQuotes(model.title, marks),
    description: curlyQuotes(model.description, marks),
    ...(model.subtitle ? { subtitle: curlyQuotes(model.subtitle, marks) } : {}),
    chapters: model.chapters.map(chapter),
    publishing: typographicPublishing(model.publishing, marks),
  }
}
