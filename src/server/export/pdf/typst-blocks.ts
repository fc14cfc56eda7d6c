import type { AlignType, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'

/**
 * The small JSON shape the Typst template reads from `sys.inputs`. User text only ever travels
 * as JSON strings, which Typst shows as text: nothing the writer types is parsed as markup.
 */
export type TypstInline =
  | { t: 'text'; v: string }
  | { t: 'strong' | 'emph' | 'del' | 'sup'; c: TypstInline[] }
  | { t: 'code'; v: string }
  | { t: 'link'; url: string; c: TypstInline[] }
  | { t: 'br' }
  /** A straight quote from the text; Typst picks the curly one for its place and the language. */
  | { t: 'q'; double: boolean }

export interface TypstListItem {
  /** null: a plain item; true/false: a task item, ticked or not. */
  checked: boolean | null
  c: TypstBlock[]
}

export type TypstBlock =
  | { t: 'p'; c: TypstInline[] }
  | { t: 'h'; level: number; c: TypstInline[] }
  | { t: 'list'; ordered: boolean; start: number; tight: boolean; items: TypstListItem[] }
  | { t: 'quote'; c: TypstBlock[] }
  | { t: 'code'; lang: string; v: string }
  | { t: 'table'; align: ('left' | 'center' | 'right' | 'auto')[]; rows: TypstInline[][][] }
  | { t: 'hr' }

type Node = RootContent | PhrasingContent

// Only these open in a PDF reader as the writer meant; anything else (javascript:, file:) stays text.
const SAFE_URL = /^(https?:|mailto:)/i

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '')

// A newline inside a Markdown paragraph is a soft wrap, but Typst would print a string's newline as a line break.
const unwrap = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ')

function withQuotes(text: string): TypstInline[] {
  return text
    .split(/(["'])/)
    .filter(Boolean)
    .map((part): TypstInline => (part === '"' || part === "'" ? { t: 'q', double: part === '"' } : { t: 'text', v: part }))
}

function inlines(nodes: readonly Node[]): TypstInline[] {
  return nodes.flatMap(inline)
}

function inline(node: Node): TypstInline[] {
  switch (node.type) {
    case 'text':
      return withQuotes(unwrap(node.value))
    case 'strong':
      return [{ t: 'strong', c: inlines(node.children) }]
    case 'emphasis':
      return [{ t: 'emph', c: inlines(node.children) }]
    case 'delete':
      return [{ t: 'del', c: inlines(node.children) }]
    case 'inlineCode':
      return [{ t: 'code', v: unwrap(node.value) }]
    case 'break':
      return [{ t: 'br' }]
    case 'link': {
      const children = inlines(node.children)
      return SAFE_URL.test(node.url) ? [{ t: 'link', url: node.url, c: children }] : children
    }
    case 'linkReference':
      return inlines(node.children)
    case 'image':
    case 'imageReference':
      // A PDF from text alone has no pictures to embed; the description keeps the meaning.
      return node.alt ? [{ t: 'emph', c: [{ t: 'text', v: node.alt }] }] : []
    case 'footnoteReference':
      return [{ t: 'sup', c: [{ t: 'text', v: node.label ?? node.identifier }] }]
    case 'html':
      return /^<br\s*\/?>$/i.test(node.value.trim()) ? [{ t: 'br' }] : [{ t: 'text', v: unwrap(stripTags(node.value)) }]
    default:
      return 'children' in node ? inlines(node.children as Node[]) : [{ t: 'text', v: mdastText(node) }]
  }
}

const ALIGN: Record<string, 'left' | 'center' | 'right'> = { left: 'left', center: 'center', right: 'right' }

function table(node: Table): TypstBlock {
  const width = Math.max(1, ...node.children.map((row) => row.children.length))
  const rows = node.children.map((row) =>
    Array.from({ length: width }, (_, i) => {
      const cell = row.children[i]
      return cell ? inlines(cell.children) : []
    }),
  )
  const align = Array.from({ length: width }, (_, i) => ALIGN[(node.align ?? [])[i] as NonNullable<AlignType>] ?? 'auto')
  return { t: 'table', align, rows }
}

function listItem(item: ListItem): TypstListItem {
  return { checked: item.checked ?? null, c: blocks(item.children) }
}

function block(node: RootContent): TypstBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [{ t: 'p', c: inlines(node.children) }]
    case 'heading':
      return [{ t: 'h', level: node.depth, c: inlines(node.children) }]
    case 'list':
      return [{ t: 'list', ordered: node.ordered === true, start: node.start ?? 1, tight: node.spread !== true, items: node.children.map(listItem) }]
    case 'blockquote':
      return [{ t: 'quote', c: blocks(node.children) }]
    case 'code':
      return [{ t: 'code', lang: node.lang ?? '', v: node.value }]
    case 'table':
      return [table(node)]
    case 'thematicBreak':
      return [{ t: 'hr' }]
    case 'html': {
      const text = stripTags(node.value).trim()
      return text ? [{ t: 'p', c: [{ t: 'text', v: unwrap(text) }] }] : []
    }
    case 'footnoteDefinition': {
      // The note's label leads its first paragraph, as in a printed book's notes.
      const label: TypstInline[] = [{ t: 'sup', c: [{ t: 'text', v: node.label ?? node.identifier }] }, { t: 'text', v: ' ' }]
      const [first, ...rest] = blocks(node.children)
      return first?.t === 'p' ? [{ t: 'p', c: [...label, ...first.c] }, ...rest] : [{ t: 'p', c: label }, ...(first ? [first] : []), ...rest]
    }
    case 'definition':
      return []
    default:
      // Phrasing content at block level (never from the parser, but a tree is a tree).
      return [{ t: 'p', c: inline(node as PhrasingContent) }]
  }
}

export function blocks(nodes: readonly RootContent[]): TypstBlock[] {
  return nodes.flatMap(block)
}

export function treeToBlocks(tree: Root): TypstBlock[] {
  return blocks(tree.children)
}
