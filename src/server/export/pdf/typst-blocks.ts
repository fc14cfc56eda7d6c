import type { AlignType, FootnoteDefinition, List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import { IMAGE_WIDTH_FRACTION } from '@core/image-layout.ts'
import { htmlText, isHtmlLineBreak } from '@core/markdown-print.ts'
import { type ExportImageFile, naturalSizePt, type PlacedImage } from '../images/export-image.ts'
import { loneImage } from '../images/lone-image.ts'
import { type ExportLayout, READING_LAYOUT } from '../html/export-layout.ts'
import { primaryLanguage } from '@core/book-labels.ts'
import { blankRowLabels, columnWeights, emptyItem, isWriteInRow } from '../worksheet-rows.ts'

/**
 * The small JSON shape the Typst template reads from `sys.inputs`. User text only ever travels
 * as JSON strings, which Typst shows as text: nothing the writer types is parsed as markup.
 */
export type TypstInline =
  | { t: 'text'; v: string }
  | { t: 'strong' | 'emph' | 'del' | 'sup'; c: TypstInline[] }
  | { t: 'code'; v: string }
  /**
   * A link. A print book cannot be clicked (issue 29): it prints `shown`, the address without its
   * scheme and trailing slash, after the words, or, when the words are the address already, prints
   * them as an address that may break (`bare`).
   */
  | { t: 'link'; url: string; c: TypstInline[]; shown?: string; bare?: string }
  | { t: 'br' }
  /** A straight quote from the text; Typst picks the curly one for its place and the language. */
  | { t: 'q'; double: boolean }
  /** A footnote: Typst numbers it, sets it at the foot of the page and links mark and note both ways. */
  | { t: 'fn'; c: TypstInline[]; key: string }
  /** A later citation of a note already set: the same number, no second copy of its text. */
  | { t: 'fnref'; key: string }
  | TypstImage

/**
 * An image: the compiler's virtual file (typst-compiler.ts), its alt text, its natural size in
 * points, and the share of the text width it may take at most (`f`: 1, 0.75 or 0.5; decision 109).
 */
export interface TypstImage {
  t: 'img'
  path: string
  alt: string
  w: number
  h: number
  f: number
}

export interface TypstListItem {
  /** null: a plain item; true/false: a task item, ticked or not. */
  checked: boolean | null
  c: TypstBlock[]
  /** An item left empty on a worksheet ('- [ ] ', a bare '-'): a line to write on. */
  writeIn?: true
  /** The item's own words, which name its tick box's form field in a fillable PDF (decision 92). */
  name?: string
}

/** An item's own paragraphs as plain text, shortened: what a form field and a screen reader call its box. */
function itemName(nodes: readonly RootContent[]): string {
  const text = nodes
    .filter((node) => node.type === 'paragraph')
    .map((node) => mdastText(node))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 80 ? `${text.slice(0, 79).trimEnd()}…` : text
}

export type TypstBlock =
  | { t: 'p'; c: TypstInline[] }
  | { t: 'h'; level: number; c: TypstInline[] }
  | { t: 'list'; ordered: boolean; start: number; tight: boolean; items: TypstListItem[] }
  | { t: 'quote'; c: TypstBlock[] }
  | { t: 'code'; lang: string; v: string }
  | {
      t: 'table'
      align: ('left' | 'center' | 'right' | 'auto')[]
      rows: TypstInline[][][]
      /** Relative column widths, from their content (worksheet-rows.ts); worksheets use them, books size columns to fit. */
      widths: number[]
      /** Rows with room to write in: a schedule's slots; header first (never). */
      tall: boolean[]
      /** The first-column labels of blank rows to write in ('Thursday' … 'Sunday', or '' for unlabelled ones). */
      blank: string[]
    }
  | { t: 'hr' }
  | { t: 'figure'; img: TypstImage; caption: TypstInline[] | null }

type Node = RootContent | PhrasingContent

/**
 * Lists and quotes deeper than this print at this depth, their content kept: Typst stops at about
 * 20 nested lists ('maximum show rule depth exceeded'), the export limits allow 32 (decision 50).
 */
export const MAX_TYPST_NESTING = 12

/** What a chapter's conversion carries along: its footnotes by identifier, and the list/quote depth. */
interface Context {
  notes: Map<string, FootnoteDefinition>
  /** Footnotes being expanded, so a note that cites itself cannot recurse. */
  open: Set<string>
  /** Notes already set, by identifier: their label, for later citations. */
  placed: Map<string, string>
  /** Makes labels unique in the document: the chapter's index. */
  chapter: number
  depth: number
  /** Worksheets get blank rows, write-in rows and lines (ExportLayout); the language names a schedule's days. */
  layout: ExportLayout
  language: string
}

// Only these open in a PDF reader as the writer meant; anything else (javascript:, file:) stays text.
const SAFE_URL = /^(https?:|mailto:)/i

/**
 * An address as a printed book gives it: 'https://www.example.com/study/' → 'www.example.com/study',
 * 'mailto:jane@example.com' → 'jane@example.com'. The scheme and a trailing slash say nothing to a reader.
 */
export function printedUrl(url: string): string {
  return url
    .trim()
    .replace(/^(https?:\/\/|mailto:)/i, '')
    .replace(/\/+$/, '')
}

// A newline inside a Markdown paragraph is a soft wrap, but Typst would print a string's newline as a line break.
const unwrap = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*/g, ' ')

function withQuotes(text: string): TypstInline[] {
  return text
    .split(/(["'])/)
    .filter(Boolean)
    .map((part): TypstInline => (part === '"' || part === "'" ? { t: 'q', double: part === '"' } : { t: 'text', v: part }))
}

/** Where the template finds an image's bytes: the compiler's virtual images/ folder. */
export const typstImagePath = (file: ExportImageFile) => `/images/${file.name}`

/**
 * What an image without alt text is called in a tagged PDF: PDF/UA refuses an image with none
 * (decision 97), and an empty one tells a screen-reader user nothing. Used only when the writer
 * gave neither alt text nor a caption.
 */
const NEUTRAL_ALT: Record<string, string> = {
  en: 'Illustration',
  es: 'Ilustración',
  fr: 'Illustration',
  de: 'Abbildung',
  pt: 'Ilustração',
  it: 'Illustrazione',
}

/** The writer's alt text, else the caption, else a neutral word in the book's language: never empty. */
const altText = (alt: string | null | undefined, caption: string | null | undefined, language: string): string =>
  alt?.trim() || caption?.trim() || (NEUTRAL_ALT[primaryLanguage(language)] ?? NEUTRAL_ALT.en!)

function typstImage({ file, width }: PlacedImage, alt: string): TypstImage {
  const size = naturalSizePt(file)
  const [w, h] = [Math.round(size.width * 100) / 100, Math.round(size.height * 100) / 100]
  return { t: 'img', path: typstImagePath(file), alt, w, h, f: IMAGE_WIDTH_FRACTION[width] }
}

function inlines(nodes: readonly Node[], ctx: Context): TypstInline[] {
  return nodes.flatMap((node) => inline(node, ctx))
}

/**
 * A footnote's text as one run of inlines: its paragraphs joined by line breaks (a note is rarely
 * more). Each note is set once, at its first citation; later citations point at it, as every other
 * format does, so notes citing notes cannot multiply the document.
 */
function footnote(identifier: string, ctx: Context): TypstInline[] {
  const definition = ctx.notes.get(identifier)
  if (!definition || ctx.open.has(identifier)) return []
  const placed = ctx.placed.get(identifier)
  if (placed) return [{ t: 'fnref', key: placed }]
  const key = `folio-fn-${ctx.chapter}-${ctx.placed.size}`
  ctx.placed.set(identifier, key)
  ctx.open.add(identifier)
  const parts = blocks(definition.children, { ...ctx, depth: MAX_TYPST_NESTING }).map((b): TypstInline[] =>
    b.t === 'p' || b.t === 'h' ? b.c : [{ t: 'text', v: b.t === 'code' ? b.v : '' }],
  )
  ctx.open.delete(identifier)
  const c = parts.filter((part) => part.length > 0).flatMap((part, i) => (i === 0 ? part : [{ t: 'br' } as const, ...part]))
  return [{ t: 'fn', c, key }]
}

function inline(node: Node, ctx: Context): TypstInline[] {
  switch (node.type) {
    case 'text':
      return withQuotes(unwrap(node.value))
    case 'strong':
      return [{ t: 'strong', c: inlines(node.children, ctx) }]
    case 'emphasis':
      return [{ t: 'emph', c: inlines(node.children, ctx) }]
    case 'delete':
      return [{ t: 'del', c: inlines(node.children, ctx) }]
    case 'inlineCode':
      return [{ t: 'code', v: unwrap(node.value) }]
    case 'break':
      return [{ t: 'br' }]
    case 'link': {
      const children = inlines(node.children, ctx)
      if (!SAFE_URL.test(node.url)) return children
      const words = mdastText(node).trim()
      const shown = printedUrl(node.url)
      return [
        words === '' || printedUrl(words) === shown
          ? { t: 'link', url: node.url, c: children, bare: words }
          : { t: 'link', url: node.url, c: children, shown },
      ]
    }
    case 'linkReference':
      return inlines(node.children, ctx)
    case 'image':
    case 'imageReference': {
      // An image that could not be embedded (images/image-attach.ts) keeps its meaning as its description.
      const placed = node.data?.exportImage
      if (placed) return [typstImage(placed, altText(node.alt, placed.caption, ctx.language))]
      return node.alt ? [{ t: 'emph', c: [{ t: 'text', v: node.alt }] }] : []
    }
    case 'footnoteReference':
      return footnote(node.identifier, ctx)
    case 'html':
      return isHtmlLineBreak(node.value) ? [{ t: 'br' }] : [{ t: 'text', v: unwrap(htmlText(node.value)) }]
    default:
      return 'children' in node ? inlines(node.children as Node[], ctx) : [{ t: 'text', v: mdastText(node) }]
  }
}

const ALIGN: Record<string, 'left' | 'center' | 'right'> = { left: 'left', center: 'center', right: 'right' }

function table(node: Table, ctx: Context): TypstBlock {
  const width = Math.max(1, ...node.children.map((row) => row.children.length))
  const rows = node.children.map((row) =>
    Array.from({ length: width }, (_, i) => {
      const cell = row.children[i]
      return cell ? inlines(cell.children, ctx) : []
    }),
  )
  const align = Array.from({ length: width }, (_, i) => ALIGN[(node.align ?? [])[i] as NonNullable<AlignType>] ?? 'auto')
  const { worksheet } = ctx.layout
  const tall = node.children.map((row, i) => worksheet && i > 0 && isWriteInRow(row, width))
  const blank = blankRowLabels(node, ctx.layout, ctx.language)
  return { t: 'table', align, rows, widths: columnWeights(node, width, worksheet), tall, blank }
}

function listItem(item: ListItem, ctx: Context): TypstListItem {
  const empty = ctx.layout.worksheet ? emptyItem(item) : null
  if (empty) return { checked: empty.checked, c: [], writeIn: true }
  return { checked: item.checked ?? null, c: blocks(item.children, ctx), name: itemName(item.children) }
}

/**
 * A list at the deepest level Typst is given: lists inside its items become further items of it,
 * after the item's own text, and quotes inside them are dissolved, so nothing deeper is built.
 */
function flatItems(list: List, ctx: Context): TypstListItem[] {
  return list.children.flatMap((item) => {
    const own: RootContent[] = []
    const more: TypstListItem[] = []
    const collect = (nodes: readonly RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'list') more.push(...flatItems(node, ctx))
        else if (node.type === 'blockquote') collect(node.children)
        else own.push(node)
      }
    }
    collect(item.children)
    const empty = ctx.layout.worksheet ? emptyItem(item) : null
    const first: TypstListItem = empty
      ? { checked: empty.checked, c: [], writeIn: true }
      : { checked: item.checked ?? null, c: blocks(own, ctx), name: itemName(own) }
    return [first, ...more]
  })
}

function block(node: RootContent, ctx: Context): TypstBlock[] {
  switch (node.type) {
    case 'paragraph': {
      const lone = loneImage(node.children)
      if (lone) {
        const { node: image, placed } = lone
        return [
          {
            t: 'figure',
            img: typstImage(placed, altText(image.alt, placed.caption, ctx.language)),
            caption: placed.caption ? withQuotes(placed.caption) : null,
          },
        ]
      }
      return [{ t: 'p', c: inlines(node.children, ctx) }]
    }
    case 'heading':
      return [{ t: 'h', level: node.depth, c: inlines(node.children, ctx) }]
    case 'list': {
      const deepest = ctx.depth + 1 >= MAX_TYPST_NESTING
      const inner = { ...ctx, depth: ctx.depth + 1 }
      const items = deepest ? flatItems(node, inner) : node.children.map((item) => listItem(item, inner))
      return [{ t: 'list', ordered: node.ordered === true, start: node.start ?? 1, tight: node.spread !== true, items }]
    }
    case 'blockquote':
      // At the deepest level a quote's content is printed in place, without another quote around it.
      return ctx.depth >= MAX_TYPST_NESTING
        ? blocks(node.children, ctx)
        : [{ t: 'quote', c: blocks(node.children, { ...ctx, depth: ctx.depth + 1 }) }]
    case 'code':
      return [{ t: 'code', lang: node.lang ?? '', v: node.value }]
    case 'table':
      return [table(node, ctx)]
    case 'thematicBreak':
      return [{ t: 'hr' }]
    case 'html': {
      const text = htmlText(node.value).trim()
      return text ? [{ t: 'p', c: [{ t: 'text', v: unwrap(text) }] }] : []
    }
    // Footnotes print where they are cited (footnote()); the definitions leave the flow.
    case 'footnoteDefinition':
    case 'definition':
      return []
    default:
      // Phrasing content at block level (never from the parser, but a tree is a tree).
      return [{ t: 'p', c: inline(node as PhrasingContent, ctx) }]
  }
}

function blocks(nodes: readonly RootContent[], ctx: Context): TypstBlock[] {
  return nodes.flatMap((node) => block(node, ctx))
}

/** Every footnote definition of the tree, wherever the writer put it, by identifier (the first wins). */
function footnoteDefinitions(tree: Root): Map<string, FootnoteDefinition> {
  const notes = new Map<string, FootnoteDefinition>()
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'footnoteDefinition' && !notes.has(node.identifier)) notes.set(node.identifier, node)
      if ('children' in node && node.type !== 'paragraph' && node.type !== 'heading' && node.type !== 'table')
        visit(node.children as RootContent[])
    }
  }
  visit(tree.children)
  return notes
}

export interface TreeOptions {
  chapter?: number
  layout?: ExportLayout
  language?: string
}

export function treeToBlocks(tree: Root, { chapter = 0, layout = READING_LAYOUT, language = 'en' }: TreeOptions = {}): TypstBlock[] {
  const notes = footnoteDefinitions(tree)
  return consecutiveHeadings(blocks(tree.children, { notes, open: new Set(), placed: new Map(), chapter, depth: 0, layout, language }))
}

/**
 * Heading levels that never skip: the chapter title is level 1 and the body starts at 2
 * (export-model.ts), but a writer may go from ## to #### later. A tagged PDF's outline and PDF/UA
 * (decision 97) want each heading at most one level below the one before it, so a skipped level
 * is closed up (2 → 4 prints as 2 → 3), in reading order, inside quotes and lists too.
 */
function consecutiveHeadings(list: TypstBlock[]): TypstBlock[] {
  let last = 1
  const visit = (items: TypstBlock[]): TypstBlock[] =>
    items.map((b) => {
      if (b.t === 'h') {
        last = Math.min(b.level, last + 1)
        return { ...b, level: last }
      }
      if (b.t === 'quote') return { ...b, c: visit(b.c) }
      if (b.t === 'list') return { ...b, items: b.items.map((item) => ({ ...item, c: visit(item.c) })) }
      return b
    })
  return visit(list)
}
