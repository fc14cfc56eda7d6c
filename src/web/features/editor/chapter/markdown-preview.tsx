import type { List, ListItem, PhrasingContent, RootContent, Table } from 'mdast'
import { type ReactNode, useMemo } from 'react'
import { IMAGE_WIDTH_FRACTION, readImageDestination } from '@core/image-layout.ts'
import { parseAssetReference } from '@core/image-reference.ts'
import { type ChapterReferences, chapterReferences } from '@core/markdown-references.ts'
import { htmlText, isHtmlLineBreak, isMarkdownComment, printedHeadingLevel, safeHref } from '@core/markdown-print.ts'
import { parseMarkdownTree } from '@core/markdown-tree.ts'
import { AssetImage } from '../images/asset-image.tsx'
import { CHAPTER_PROSE } from './chapter-prose.ts'

/**
 * The chapter as readers will see it (preview mode, docs/product.md#editor), drawn from the one
 * parse every export prints from (@core/markdown-tree.ts) by the exports' rules
 * (@core/markdown-print.ts, decision 120): no bare-URL links, raw HTML as its text, comments
 * hidden, `#` as a section heading, only web and mail links, footnotes numbered at the end.
 */
export function MarkdownPreview({ content, projectId }: { content: string; projectId?: string }) {
  const children = useMemo(() => {
    const tree = parseMarkdownTree(content)
    const context: PreviewContext = { references: chapterReferences(tree), projectId }
    return [...blocks(tree.children, context), footnotes(context)]
  }, [content, projectId])
  return <div className={CHAPTER_PROSE}>{children}</div>
}

interface PreviewContext {
  references: ChapterReferences
  projectId: string | undefined
}

const blocks = (nodes: RootContent[], context: PreviewContext) => nodes.map((node, i) => block(node, context, i))
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
          <code>{node.value}</code>
        </pre>
      )
    case 'html':
      return isMarkdownComment(node.value) ? null : <p key={key}>{htmlText(node.value).trim()}</p>
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
      return node.value
    case 'strong':
      return <strong key={key}>{inline(node.children, context)}</strong>
    case 'emphasis':
      return <em key={key}>{inline(node.children, context)}</em>
    case 'delete':
      return <del key={key}>{inline(node.children, context)}</del>
    case 'inlineCode':
      return <code key={key}>{node.value}</code>
    case 'break':
      return <br key={key} />
    case 'link':
      return link(node.url, node.title, inline(node.children, context), key)
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
      return isHtmlLineBreak(node.value) ? <br key={key} /> : htmlText(node.value)
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
    if (typeof item.checked !== 'boolean') return <li key={i}>{itemContent(item, context)}</li>
    // A task's box has no label of its own; the item's text follows it.
    return (
      <li key={i} className="list-none">
        <input type="checkbox" checked={item.checked} disabled aria-label={item.checked ? 'Done' : 'To do'} /> {itemContent(item, context)}
      </li>
    )
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
