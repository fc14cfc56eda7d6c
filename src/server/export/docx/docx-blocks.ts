import { AlignmentType, BorderStyle, HeadingLevel, ImageRun, LineRuleType, Paragraph, type ParagraphChild, TextRun } from 'docx'
import type { RootContent } from 'mdast'
import { isMarkdownComment, printedHeadingLevel } from '@core/markdown-print.ts'
import { xmlSafeText } from '../html/escape.ts'
import { loneImage } from '../images/lone-image.ts'
import type { DocxContext } from './docx-context.ts'
import { imageRun } from './docx-image.ts'
import { inlineRuns } from './docx-inline.ts'
import { renderList } from './docx-list.ts'
import { type BlockScope, type DocxBlock, innerScope, scopeIndent } from './docx-scope.ts'
import { renderTable } from './docx-table.ts'
import { COLOR } from './docx-theme.ts'

const HEADINGS = {
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
  4: HeadingLevel.HEADING_4,
  5: HeadingLevel.HEADING_5,
  6: HeadingLevel.HEADING_6,
} as const

/** The room after a table and after a list (BlockScope.spaceBefore). */
const AFTER_TABLE = 200
const AFTER_LIST = 120

const separator = (height: number) => new Paragraph({ spacing: { before: 0, after: 0, line: height, lineRule: LineRuleType.EXACT } })

function paragraphIn(scope: BlockScope, children: ParagraphChild[]): Paragraph {
  const left = scopeIndent(scope)
  const before = scope.spaceBefore ? { before: scope.spaceBefore } : {}
  // A line holding a drawing is single-spaced, as a figure is (figure()).
  const single = children.some((child) => child instanceof ImageRun) ? { line: 240, lineRule: LineRuleType.AUTO } : {}
  return new Paragraph({
    children,
    spacing: scope.spaceBefore || 'line' in single ? { ...before, ...single } : undefined,
    style: scope.quoteDepth > 0 ? 'Quote' : undefined,
    indent: left > 0 ? { left } : undefined,
  })
}

function codeBlock(value: string, scope: BlockScope): Paragraph {
  const lines = xmlSafeText(value).split('\n')
  const left = scopeIndent(scope)
  return new Paragraph({
    style: 'CodeBlock',
    indent: left > 0 ? { left } : undefined,
    spacing: scope.spaceBefore ? { before: scope.spaceBefore } : undefined,
    children: lines.map((line, i) => new TextRun({ text: line, break: i > 0 ? 1 : undefined })),
  })
}

/** An image alone in its paragraph: centred, kept with its caption (the Markdown title) below it. */
function figure(lone: NonNullable<ReturnType<typeof loneImage>>, context: DocxContext, scope: BlockScope): Paragraph[] {
  const left = scopeIndent(scope)
  const indent = left > 0 ? { left } : undefined
  const { placed, node } = lone
  const image = new Paragraph({
    alignment: AlignmentType.CENTER,
    indent,
    keepNext: placed.caption !== null,
    // Single spacing, stated: under the document's 1.25 LibreOffice clips a drawing to one line's height.
    spacing: { before: Math.max(120, scope.spaceBefore ?? 0), after: placed.caption ? 60 : 200, line: 240, lineRule: LineRuleType.AUTO },
    children: [imageRun(placed, node.alt ?? '', context.state.page)],
  })
  if (!placed.caption) return [image]
  const caption = new TextRun({ text: xmlSafeText(placed.caption), italics: true, size: Math.round(context.state.bodySize * 0.9) })
  return [image, new Paragraph({ alignment: AlignmentType.CENTER, indent, spacing: { after: 240 }, children: [caption] })]
}

export function renderBlock(node: RootContent, context: DocxContext, scope: BlockScope): DocxBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const lone = loneImage(node.children)
      return lone ? figure(lone, context, scope) : [paragraphIn(scope, inlineRuns(node.children, {}, context))]
    }
    case 'heading': {
      // Its style has more room above it than a table or list asks (docx-styles.ts).
      const level = HEADINGS[printedHeadingLevel(node.depth)]
      return [new Paragraph({ heading: level, children: inlineRuns(node.children, {}, context) })]
    }
    case 'thematicBreak':
      return [
        new Paragraph({
          border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: COLOR.rule, space: 1 } },
          spacing: { after: 240, ...(scope.spaceBefore ? { before: scope.spaceBefore } : {}) },
        }),
      ]
    case 'blockquote':
      return renderBlocks(node.children, context, { ...scope, quoteDepth: scope.quoteDepth + 1 })
    case 'list':
      return renderList(node, context, scope, renderBlocks)
    case 'table':
      // A table takes no spacing of its own: after another table (which Word would join to it) or a
      // list, the room is the one paragraph Word needs between them, as tall as the room.
      return scope.spaceBefore ? [separator(scope.spaceBefore), ...renderTable(node, context, scope)] : renderTable(node, context, scope)
    case 'code':
      return [codeBlock(node.value, scope)]
    case 'html':
      // A comment is a writer's note to themselves; anything else prints as the text it is.
      return isMarkdownComment(node.value) ? [] : [paragraphIn(scope, [new TextRun(xmlSafeText(node.value))])]
    default:
      // Definitions are used where cited; footnotes become Word footnotes; stray phrasing is a paragraph.
      return node.type === 'definition' ||
        node.type === 'footnoteDefinition' ||
        node.type === 'listItem' ||
        node.type === 'tableRow' ||
        node.type === 'tableCell' ||
        node.type === 'yaml'
        ? []
        : [paragraphIn(scope, inlineRuns([node], {}, context))]
  }
}

/** The room a block asks of the block after it: a table's and a top-level list's (BlockScope.spaceBefore). */
const roomAfter = (node: RootContent, scope: BlockScope): number | undefined =>
  node.type === 'table' ? AFTER_TABLE : node.type === 'list' && scope.listLevel < 0 ? AFTER_LIST : undefined

/** Blocks in order; the first takes the scope's room above it, each later one the room its predecessor asks. */
export function renderBlocks(nodes: RootContent[], context: DocxContext, scope: BlockScope): DocxBlock[] {
  let spaceBefore = scope.spaceBefore
  return nodes.flatMap((node) => {
    const blocks = renderBlock(node, context, innerScope(scope, spaceBefore ? { spaceBefore } : {}))
    spaceBefore = roomAfter(node, scope)
    return blocks
  })
}
