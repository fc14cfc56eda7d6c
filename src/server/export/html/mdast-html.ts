import type { List, ListItem, PhrasingContent, RootContent, Table } from 'mdast'
import { IMAGE_WIDTH_FRACTION } from '@core/image-layout.ts'
import { isMarkdownComment, printedHeadingLevel } from '@core/markdown-print.ts'
import type { ChapterReferences } from '@core/markdown-references.ts'
import { escapeHtml, safeHref } from './escape.ts'
import { IMAGE_DPI, naturalSizePt, type PlacedImage } from '../images/export-image.ts'
import { loneImage } from '../images/lone-image.ts'
import { blankRowsFor, type ExportLayout } from './export-layout.ts'

/**
 * mdast → markup that is both HTML and well-formed XHTML (void elements self-closed, only the
 * XML entities), so EPUB chapters and the printable HTML share one renderer. Every piece of user
 * text is escaped; raw HTML in the Markdown prints as text. An embedded image (images/) is an
 * <img> of the EPUB's own file, or of a data: URL in a page of its own; any other prints as its alt
 * text, because an export never fetches anything from what the text names.
 */
export interface HtmlContext {
  references: ChapterReferences
  layout: ExportLayout
  /** Makes ids unique when several chapters share one page. */
  idPrefix: string
  /** EPUB XHTML: structural semantics (epub:type) on notes, which plain HTML has no namespace for. */
  epub: boolean
}

const PHRASING_TYPES = new Set<string>([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
])

/**
 * A task item's box, drawn by the stylesheet (a bordered square, filled when done) rather than
 * printed as ☐, which many e-reader fonts lack (decision 93). A done box holds ✓, the mark nearly
 * every reader's font has; an open one a no-break space, so no reader collapses it. The label says
 * which it is to a screen reader.
 */
function tickBox(checked: boolean): string {
  const label = checked ? 'done' : 'not done'
  return `<span class="box${checked ? ' ticked' : ''}" role="img" aria-label="${label}">${checked ? '✓' : '\u00a0'}</span>`
}

/**
 * Tick boxes and marks typed as text (☐ ☑ ☒, ✓ ✔ ✕ ✖ ✗ ✘) in a span the stylesheet sets in fonts
 * that have them (decision 93): a reader's text face often lacks ☐ and would draw a box of its own.
 */
const symbolText = (html: string) => html.replace(/[\u2610-\u2612\u2713-\u2718]+/gu, (ticks) => `<span class="tick">${ticks}</span>`)

/** A cell holding only a tick box (☐ open; ☑ or ☒ done), or nothing. */
const BOX_CELL = /^\s*([☐☑☒]?)\s*$/u

/**
 * The column of a table that holds its tick boxes: every body cell a box or empty, at least one a
 * box, and no other column like it; -1 when the table has none (a price list, a ✓/✗ comparison).
 */
function tickColumn(table: Table): number {
  const body = table.children.slice(1)
  const columns = Math.max(0, ...table.children.map((row) => row.children.length))
  const candidates = Array.from({ length: columns }, (_, i) => i).filter((i) => {
    const cells = body.map((row) => BOX_CELL.exec(cellText(row.children[i])))
    return body.length > 0 && cells.every(Boolean) && cells.some((match) => match?.[1])
  })
  return candidates.length === 1 ? candidates[0]! : -1
}

const cellText = (cell: Table['children'][number]['children'][number] | undefined): string =>
  cell ? cell.children.map((node) => (node.type === 'text' ? node.value : '\u0000')).join('') : ''

/**
 * A checklist written as a table with a column of ☐ is a list a reader can use on a screen (issue
 * 28): each row an item with its box, its cells after the first set off by ' — ' (the notes), the
 * header row dropped. Only for the EPUB, where a table of boxes cannot be ticked; print keeps the table.
 */
function renderTickTable(table: Table, column: number, context: HtmlContext): string {
  const items = table.children.slice(1).map((row) => {
    const checked = /[☑☒]/u.test(cellText(row.children[column]))
    const parts = row.children
      .filter((cell, i) => i !== column && cell.children.length > 0)
      .map((cell) => renderInline(cell.children, context))
    return `<li class="task${checked ? ' done' : ''}">${tickBox(checked)} ${parts.join(' — ')}</li>`
  })
  return `<ul class="task-list">${items.join('')}</ul>`
}

function link(url: string, content: string, title?: string | null): string {
  const href = safeHref(url)
  if (!href) return content
  const titleAttribute = title ? ` title="${escapeHtml(title)}"` : ''
  return `<a href="${escapeHtml(href)}"${titleAttribute}>${content}</a>`
}

function imageText(alt: string | null | undefined): string {
  return alt ? `<span class="image-alt">${escapeHtml(alt)}</span>` : ''
}

/**
 * An EPUB image's width is a share of the reader's text column, never pixels (issue 29): its size
 * at IMAGE_DPI against a 6×9 book's 4.5-inch text width, so it takes the part of the screen it takes
 * of the printed page, and at most all of it.
 */
const EPUB_COLUMN_PIXELS = 4.5 * IMAGE_DPI

/**
 * The <img>'s width: a percentage in an EPUB, else its natural size in CSS pixels; either at most
 * the writer's share of the text (Full, ¾, ½; decision 109), which HTML states as a max-width.
 */
export function imageWidth({ file, width }: Pick<PlacedImage, 'file' | 'width'>, epub: boolean): string {
  const share = IMAGE_WIDTH_FRACTION[width] * 100
  if (epub) return `width: ${Math.max(1, Math.min(share, Math.round((file.width / EPUB_COLUMN_PIXELS) * 100)))}%`
  const natural = `width: ${Math.round((naturalSizePt(file).width * 96) / 72)}px`
  return share < 100 ? `${natural}; max-width: ${share}%` : natural
}

/**
 * An <img> at its natural size (150 pixels to the inch), never wider than the page (the
 * stylesheet's max-width) or the writer's share of it. In an EPUB its src names the book's own
 * file: the EPUB builder stores it under images/ (render-epub.ts).
 */
function imageTag(placed: PlacedImage, alt: string | null | undefined, context: HtmlContext, className?: string): string {
  const { file } = placed
  const src = context.epub ? `images/${file.name}` : `data:${file.mediaType};base64,${Buffer.from(file.bytes).toString('base64')}`
  const classAttribute = className ? ` class="${className}"` : ''
  return `<img${classAttribute} src="${escapeHtml(src)}" alt="${escapeHtml(alt ?? '')}" style="${imageWidth(placed, context.epub)}" />`
}

function image(node: { alt?: string | null; data?: { exportImage?: PlacedImage } }, context: HtmlContext): string {
  const placed = node.data?.exportImage
  return placed ? imageTag(placed, node.alt, context, 'inline-image') : imageText(node.alt)
}

function footnoteReference(identifier: string, context: HtmlContext): string {
  const number = context.references.footnoteNumbers.get(identifier)
  if (number === undefined) return ''
  const type = context.epub ? ' epub:type="noteref"' : ''
  const { idPrefix } = context
  return `<sup class="footnote-ref"><a${type} href="#${idPrefix}fn-${number}" id="${idPrefix}fnref-${number}">${number}</a></sup>`
}

export function renderInline(nodes: PhrasingContent[], context: HtmlContext): string {
  return nodes.map((node) => renderPhrasing(node, context)).join('')
}

function renderPhrasing(node: PhrasingContent, context: HtmlContext): string {
  switch (node.type) {
    case 'text':
      return symbolText(escapeHtml(node.value))
    case 'strong':
      return `<strong>${renderInline(node.children, context)}</strong>`
    case 'emphasis':
      return `<em>${renderInline(node.children, context)}</em>`
    case 'delete':
      return `<del>${renderInline(node.children, context)}</del>`
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`
    case 'break':
      return '<br />'
    case 'link':
      return link(node.url, renderInline(node.children, context), node.title)
    case 'linkReference': {
      const definition = context.references.definitions.get(node.identifier)
      const content = renderInline(node.children, context)
      return definition ? link(definition.url, content, definition.title) : content
    }
    case 'image':
    case 'imageReference':
      return image(node, context)
    case 'footnoteReference':
      return footnoteReference(node.identifier, context)
    case 'html':
      return escapeHtml(node.value)
  }
}

function renderTable(table: Table, context: HtmlContext): string {
  const column = context.epub ? tickColumn(table) : -1
  if (column >= 0) return renderTickTable(table, column, context)
  const [head, ...body] = table.children
  const columns = Math.max(...table.children.map((row) => row.children.length), 1)
  const align = (index: number) => {
    const value = table.align?.[index]
    return value ? ` style="text-align:${value}"` : ''
  }
  const cells = (row: Table['children'][number], tag: 'th' | 'td') =>
    Array.from({ length: columns }, (_, i) => {
      const cell = row.children[i]
      return `<${tag}${align(i)}>${cell ? renderInline(cell.children, context) : ''}</${tag}>`
    }).join('')
  const blank = `<tr class="blank-row">${Array.from({ length: columns }, () => '<td></td>').join('')}</tr>`
  const blankRows = blank.repeat(blankRowsFor(table, context.layout))
  const headHtml = head ? `<thead><tr>${cells(head, 'th')}</tr></thead>` : ''
  const bodyHtml = body.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('') + blankRows
  return `<table>${headHtml}${bodyHtml ? `<tbody>${bodyHtml}</tbody>` : ''}</table>`
}

/** In a tight list an item's paragraphs are plain text, not separate paragraphs. */
function renderListItemContent(item: ListItem, context: HtmlContext): string {
  return item.children
    .map((child) => (child.type === 'paragraph' && !item.spread ? renderInline(child.children, context) : renderBlock(child, context)))
    .join('')
}

function renderList(list: List, context: HtmlContext): string {
  const isTaskList = list.children.some((item) => typeof item.checked === 'boolean')
  const items = list.children.map((item) => {
    const content = renderListItemContent(item, context)
    if (typeof item.checked !== 'boolean') return `<li>${content}</li>`
    return `<li class="task${item.checked ? ' done' : ''}">${tickBox(item.checked)} ${content}</li>`
  })
  const tag = list.ordered ? 'ol' : 'ul'
  const start = list.ordered && typeof list.start === 'number' && list.start !== 1 ? ` start="${list.start}"` : ''
  const className = isTaskList ? ' class="task-list"' : ''
  return `<${tag}${start}${className}>${items.join('')}</${tag}>`
}

export function renderBlock(node: RootContent, context: HtmlContext): string {
  switch (node.type) {
    case 'paragraph': {
      const lone = loneImage(node.children)
      if (!lone) return `<p>${renderInline(node.children, context)}</p>`
      const caption = lone.placed.caption ? `<figcaption>${escapeHtml(lone.placed.caption)}</figcaption>` : ''
      return `<figure class="image">${imageTag(lone.placed, lone.node.alt, context)}${caption}</figure>`
    }
    case 'heading': {
      const level = printedHeadingLevel(node.depth)
      return `<h${level}>${renderInline(node.children, context)}</h${level}>`
    }
    case 'thematicBreak':
      return '<hr />'
    case 'blockquote':
      return `<blockquote>${renderBlocks(node.children, context)}</blockquote>`
    case 'list':
      return renderList(node, context)
    case 'table':
      return renderTable(node, context)
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`
    case 'html':
      // A comment is a writer's note to themselves; anything else prints as the text it is.
      return isMarkdownComment(node.value) ? '' : `<p>${escapeHtml(node.value)}</p>`
    case 'listItem':
      return renderListItemContent(node, context)
    case 'definition':
    case 'footnoteDefinition':
      // Rendered where they are cited (links) or at the end of the chapter (footnotes).
      return ''
    default:
      return PHRASING_TYPES.has(node.type) ? renderPhrasing(node as PhrasingContent, context) : ''
  }
}

export function renderBlocks(nodes: RootContent[], context: HtmlContext): string {
  return nodes.map((node) => renderBlock(node, context)).join('')
}
