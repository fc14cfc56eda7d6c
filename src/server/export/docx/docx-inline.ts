import { ExternalHyperlink, FootnoteReferenceRun, type ParagraphChild, TextRun } from 'docx'
import type { PhrasingContent } from 'mdast'
import { safeHref, xmlSafeText } from '../html/escape.ts'
import type { DocxContext } from './docx-context.ts'
import { imageRun } from './docx-image.ts'
import { SYMBOL_FONT } from './docx-theme.ts'

export interface Marks {
  bold?: boolean
  italics?: boolean
  strike?: boolean
  code?: boolean
  link?: boolean
  /** Half-points, for text in a paragraph whose style sizes something else (a task item's box). */
  size?: number
}

/** Soft line breaks in Markdown are spaces; only a hard break ('  \n') breaks the line. */
const flowText = (value: string) => xmlSafeText(value).replace(/[ \t]*\n[ \t]*/g, ' ')

function textRun(text: string, marks: Marks, font?: string): TextRun {
  return new TextRun({
    text,
    bold: marks.bold,
    italics: marks.italics,
    strike: marks.strike,
    size: marks.size,
    style: marks.code ? 'InlineCode' : marks.link ? 'Hyperlink' : undefined,
    ...(font ? { font } : {}),
  })
}

/** Tick boxes and marks typed as text: ☐ ☑ ☒ and ✓ ✔ ✕ ✖ ✗ ✘. */
const TICKS = /([\u2610-\u2612\u2713-\u2718]+)/u

/**
 * Text with its tick boxes and marks in the symbol font (decision 93): no theme's Word face has
 * ☐, and naming a font that has it keeps Word and LibreOffice from printing a box of their own.
 */
function textRuns(text: string, marks: Marks): TextRun[] {
  if (!TICKS.test(text)) return [textRun(text, marks)]
  return text
    .split(TICKS)
    .filter(Boolean)
    .map((part) => (TICKS.test(part) ? textRun(part, marks, SYMBOL_FONT) : textRun(part, marks)))
}

function linked(url: string, children: PhrasingContent[], marks: Marks, context: DocxContext): ParagraphChild[] {
  const href = safeHref(url)
  if (!href) return inlineRuns(children, marks, context)
  return [new ExternalHyperlink({ link: href, children: inlineRuns(children, { ...marks, link: true }, context) })]
}

/**
 * mdast phrasing → Word runs, carrying bold/italic/strike/code down the tree. Links keep only
 * web and mail addresses; an embedded image is a drawing, any other prints as its alt text; raw
 * HTML prints as text.
 */
export function inlineRuns(nodes: PhrasingContent[], marks: Marks, context: DocxContext): ParagraphChild[] {
  return nodes.flatMap((node): ParagraphChild[] => {
    switch (node.type) {
      case 'text':
        return textRuns(flowText(node.value), marks)
      case 'html':
        return textRuns(flowText(node.value), marks)
      case 'strong':
        return inlineRuns(node.children, { ...marks, bold: true }, context)
      case 'emphasis':
        return inlineRuns(node.children, { ...marks, italics: true }, context)
      case 'delete':
        return inlineRuns(node.children, { ...marks, strike: true }, context)
      case 'inlineCode':
        return [textRun(xmlSafeText(node.value), { ...marks, code: true })]
      case 'break':
        return [new TextRun({ break: 1 })]
      case 'link':
        return linked(node.url, node.children, marks, context)
      case 'linkReference': {
        const definition = context.references.definitions.get(node.identifier)
        return definition ? linked(definition.url, node.children, marks, context) : inlineRuns(node.children, marks, context)
      }
      case 'image':
      case 'imageReference': {
        const placed = node.data?.exportImage
        if (placed) return [imageRun(placed, node.alt ?? '', context.state.page)]
        return node.alt ? [textRun(xmlSafeText(node.alt), { ...marks, italics: true })] : []
      }
      case 'footnoteReference': {
        const footnote = context.footnote(node.identifier)
        return footnote === null ? [] : [new FootnoteReferenceRun(footnote)]
      }
    }
  })
}
