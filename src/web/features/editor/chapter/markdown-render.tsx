import type { List, ListItem, PhrasingContent, Root, RootContent, Table } from 'mdast'
import type { ReactNode } from 'react'
import { IMAGE_WIDTH_FRACTION, readImageDestination } from '@core/image-layout.ts'
import { parseAssetReference } from '@core/image-reference.ts'
import { type ChapterReferences, chapterReferences } from '@core/markdown-references.ts'
import { htmlText, isHtmlLineBreak, isMarkdownComment, printedHeadingLevel, safeHref } from '@core/markdown-print.ts'
import { AssetImage } from '../images/asset-image.tsx'

/**
 * A chapter's Markdown tree (@core/markdown-tree.ts, the exports' one parse) as React elements, by
 * the exports' rules (@core/markdown-print.ts, decision 120): the Preview and the suggestion diff
 * draw with it. `marks` lets the diff split the text where words changed; it sees every piece of
 * text in reading order, blocks apart.
 */
export interface TextMarks {
  /** A run of text as it prints; the diff returns it cut into marked pieces. */
  text(value: string): ReactNode
  /** Called before bold, italics, a strike-through, a link or code begins, so a mark can stand outside it. */
  beforeInline(): ReactNode
}

export interface RenderOptions {
  projectId?: string
  marks?: TextMarks
}

export function renderMarkdown(tree: Root, { projectId, marks }: RenderOptions): ReactNode[] {
  const context: PreviewContext = { references: chapterReferences(tree), projectId, marks }
  return [...blocks(tree.children, context), footnotes(context)]
}

interface PreviewContext {
  references: ChapterReferences
  projectId: string | undefined
  marks: TextMarks | undefined
}

const text = (value: string, context: PreviewContext): ReactNode => (context.marks ? context.marks.text(value) : value)

/** With marks, the gap between two items, cells or blocks: a reader reads them apart, so words never join. */
const gap = (context: PreviewContext, index: number): ReactNode => (context.marks && index > 0 ? text('\n', context) : null)

/** With marks, what goes before an inline element: a deletion at its start stays outside its look. */
const before = (context: PreviewContext, key: number): ReactNode =>
  context.marks ? <span key={`b${key}`}>{context.marks.beforeInline()}</span> : null

/** Blocks in order; with marks, a line break between them, as a reader reads two paragraphs apart. */
function blocks(nodes: RootContent[], context: PreviewContext): ReactNode[] {
  return nodes.flatMap((node, i): ReactNode[] => [gap(context, i), block(node, context, i)])
}
const inline = (nodes: PhrasingContent[], context: PreviewContext) => nodes.map((node, i) => phrasing(node, context, i))

function block(node: RootContent, context: PreviewContext, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return <p key={key}>{inline(node.children, context)}</p>
    case 'heading': {
      const Heading = `h${printedHeadingLevel(node.depth)}` as const
      return <Heading key={key}>{inline(node.children, context)}</Heading>
    }
    case 'thematicBreak':
      return <hr key={key} />
    case 'blockquote':
      return <blockquote key={key}>{blocks(node.children, context)}</blockquote>
    case 'list':
      return list(node, context, key)
    case 'table':
      return table(node, context, key)
    case 'code':
      return (
        <pre key={key}>
          <code>{text(node.value, context)}</code>
        </pre>
      )
    case 'html':
      return isMarkdownComment(node.value) ? null : <p key={key}>{text(htmlText(node.value).trim(), context)}</p>
    case 'definition':
    case 'footnoteDefinition':
      // Shown where they are cited (links) or at the end (footnotes), as in the exports.
      return null
    default:
      return 'children' in node ? <span key={key}>{inline(node.children as PhrasingContent[], context)}</span> : null
  }
}

function phrasing(node: PhrasingContent, context: PreviewContext, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <span key={key}>{text(node.value, context)}</span>
    case 'strong':
      return [before(context, key), <strong key={key}>{inline(node.children, context)}</strong>]
    case 'emphasis':
      return [before(context, key), <em key={key}>{inline(node.children, context)}</em>]
    case 'delete':
      return [before(context, key), <del key={key}>{inline(node.children, context)}</del>]
    case 'inlineCode':
      return [before(context, key), <code key={key}>{text(node.value, context)}</code>]
    case 'break':
      return [<br key={key} />, context.marks ? <span key={`n${key}`}>{text('\n', context)}</span> : null]
    case 'link': {
      const pre = before(context, key)
      return [pre, link(node.url, node.title, inline(node.children, context), key)]
    }
    case 'linkReference': {
      const definition = context.references.definitions.get(node.identifier)
      const children = inline(node.children, context)
      return definition ? link(definition.url, definition.title, children, key) : <span key={key}>{children}</span>
    }
    case 'image':
      return image(node.url, node.alt, node.title, context, key)
    case 'imageReference': {
      const definition = context.references.definitions.get(node.identifier)
      return definition ? image(definition.url, node.alt, definition.title, context, key) : (node.alt ?? null)
    }
    case 'footnoteReference': {
      const number = context.references.footnoteNumbers.get(node.identifier)
      if (number === undefined) return null
      return (
        <sup key={key}>
          <a href={`#fn-${number}`} id={`fnref-${number}`}>
            {number}
          </a>
        </sup>
      )
    }
    case 'html':
      return isHtmlLineBreak(node.value) ? <br key={key} /> : <span key={key}>{text(htmlText(node.value), context)}</span>
  }
}

/** A link the exports keep opens in its own tab; any other prints as its text, as in the book. */
function link(url: string, title: string | null | undefined, children: ReactNode, key: number): ReactNode {
  const href = safeHref(url)
  if (!href) return <span key={key}>{children}</span>
  return (
    <a key={key} href={href} title={title ?? undefined} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** Its width (Full, ¾, ½) and its caption (the title) as every export prints them (decision 109). */
function image(
  destination: string,
  alt: string | null | undefined,
  title: string | null | undefined,
  context: PreviewContext,
  key: number,
) {
  const { src, width } = readImageDestination(destination)
  const imageId = parseAssetReference(src)
  const picture =
    imageId && context.projectId ? (
      <AssetImage projectId={context.projectId} imageId={imageId} alt={alt ?? ''} title={title ?? undefined} />
    ) : (
      <img src={src} alt={alt ?? ''} title={title ?? undefined} className="inline-block h-auto max-w-full" />
    )
  if (width === 'full' && !title) return <span key={key}>{picture}</span>
  return (
    <span key={key} className="inline-block max-w-full align-top" style={{ maxWidth: `${IMAGE_WIDTH_FRACTION[width] * 100}%` }}>
      {picture}
      {title ? <span className="block text-center text-muted-foreground text-sm italic">{title}</span> : null}
    </span>
  )
}

/** In a tight list an item's paragraphs are plain text, not separate paragraphs. */
function itemContent(item: ListItem, context: PreviewContext): ReactNode[] {
  return item.children.map((child, i) =>
    child.type === 'paragraph' && !item.spread ? <span key={i}>{inline(child.children, context)}</span> : block(child, context, i),
  )
}

function list(node: List, context: PreviewContext, key: number): ReactNode {
  const items = node.children.map((item, i) => {
    const space = gap(context, i)
    if (typeof item.checked !== 'boolean') return [space, <li key={i}>{itemContent(item, context)}</li>]
    // A task's box has no label of its own; the item's text follows it.
    return [
      space,
      <li key={i} className="list-none">
        <input type="checkbox" checked={item.checked} disabled aria-label={item.checked ? 'Done' : 'To do'} /> {itemContent(item, context)}
      </li>,
    ]
  })
  if (!node.ordered) return <ul key={key}>{items}</ul>
  return (
    <ol key={key} start={typeof node.start === 'number' && node.start !== 1 ? node.start : undefined}>
      {items}
    </ol>
  )
}

function table(node: Table, context: PreviewContext, key: number): ReactNode {
  const [head, ...body] = node.children
  const columns = Math.max(...node.children.map((row) => row.children.length), 1)
  const cells = (row: Table['children'][number], Cell: 'th' | 'td') =>
    Array.from({ length: columns }, (_, i) => {
      const align = node.align?.[i]
      const cell = row.children[i]
      return (
        <Cell key={i} style={align ? { textAlign: align } : undefined}>
          {gap(context, i + 1)}
          {cell ? inline(cell.children, context) : null}
        </Cell>
      )
    })
  // A wide table scrolls inside the preview instead of widening the page on a phone.
  return (
    <div key={key} className="overflow-x-auto">
      <table>
        {head ? (
          <thead>
            <tr>{cells(head, 'th')}</tr>
          </thead>
        ) : null}
        {body.length > 0 ? (
          <tbody>
            {body.map((row, i) => (
              <tr key={i}>{cells(row, 'td')}</tr>
            ))}
          </tbody>
        ) : null}
      </table>
    </div>
  )
}

/** The cited footnotes, numbered in the order they are first cited, each with its way back. */
function footnotes(context: PreviewContext): ReactNode {
  const notes = context.references.footnotes
  if (notes.length === 0) return null
  return (
    <section key="footnotes" className="mt-8 border-t pt-4 text-sm" aria-label="Footnotes">
      <ol>
        {notes.map((note, i) => (
          <li key={i} id={`fn-${i + 1}`}>
            {blocks(note.children, context)}{' '}
            <a href={`#fnref-${i + 1}`} aria-label={`Back to reference ${i + 1}`}>
              ↩
            </a>
          </li>
        ))}
      </ol>
    </section>
  )
}
