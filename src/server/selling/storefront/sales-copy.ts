import type { Nodes } from 'mdast'
import sanitizeHtml from 'sanitize-html'
import { escapeHtml } from '@core/html-escape.ts'
import { parseMarkdownTree } from '@core/markdown-tree.ts'

/**
 * A creator's sales copy (and the free excerpt) as the product page shows it (decision 129):
 * Markdown, with a small HTML subset typed into it, read by the product's one Markdown parse, written
 * out as HTML with every text escaped and raw HTML passed along, and then the whole of it sanitised
 * to the safe subset below. Whatever the creator (or a model, or someone with their password) wrote,
 * the page gets no script, style, frame, form, event handler, image from elsewhere or `javascript:`
 * link; a link gets rel="nofollow noopener noreferrer ugc".
 */

const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'del',
  's',
  'a',
  'blockquote',
  'code',
  'pre',
]

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page has one h1, the product's title; a heading in the copy sits below it.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer ugc' } }),
  },
  // Code, not copy: their text is dropped with them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'head',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
}

// `rel` is added by the transform after the allow-list ran, so it is allowed on the way out only.
SANITIZE.allowedAttributes = { a: ['href', 'rel'] }

// The same copy is shown on every view: parsing and sanitising it is most of a page's work, so the
// result is kept, keyed by the text itself (a changed copy is a new key), for the most recent ones.
const rendered = new Map<string, string>()
const MAX_RENDERED = 500

/** Markdown (with inline HTML) → the safe HTML subset. */
export function salesCopyHtml(markdown: string): string {
  if (!markdown.trim()) return ''
  const hit = rendered.get(markdown)
  if (hit !== undefined) return hit
  const html = sanitizeHtml(markdownToHtml(markdown), SANITIZE).trim()
  rendered.set(markdown, html)
  if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value as string)
  return html
}

/** The unsanitised rendering: escaped text, raw HTML kept for the sanitiser to judge. Never served as is. */
export function markdownToHtml(markdown: string): string {
  return render(parseMarkdownTree(markdown))
}

const all = (nodes: readonly Nodes[]) => nodes.map(render).join('')

function render(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return all(node.children)
    case 'heading': {
      const level = Math.min(Math.max(node.depth, 2), 4)
      return `<h${level}>${all(node.children)}</h${level}>\n`
    }
    case 'paragraph':
      return `<p>${all(node.children)}</p>\n`
    case 'text':
      return escapeHtml(node.value)
    case 'emphasis':
      return `<em>${all(node.children)}</em>`
    case 'strong':
      return `<strong>${all(node.children)}</strong>`
    case 'delete':
      return `<del>${all(node.children)}</del>`
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>\n`
    case 'break':
      return '<br>'
    case 'thematicBreak':
      return '<hr>\n'
    case 'blockquote':
      return `<blockquote>${all(node.children)}</blockquote>\n`
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul'
      return `<${tag}>\n${node.children.map((item) => render({ ...item, spread: node.spread || item.spread })).join('')}</${tag}>\n`
    }
    case 'listItem': {
      // A tight list's items are their text, not paragraphs.
      const inner = node.spread
        ? all(node.children)
        : node.children.map((child) => (child.type === 'paragraph' ? all(child.children) : render(child))).join('')
      return `<li>${inner}</li>\n`
    }
    case 'link':
      return `<a href="${escapeHtml(node.url)}">${all(node.children)}</a>`
    // An image from elsewhere would be a tracker or a stranger's content on the seller's page: its words stay.
    case 'image':
      return escapeHtml(node.alt ?? '')
    case 'imageReference':
      return escapeHtml(node.alt ?? '')
    case 'html':
      return node.value
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return ''
    default:
      return 'children' in node ? all(node.children as Nodes[]) : 'value' in node ? escapeHtml(String(node.value)) : ''
  }
}
