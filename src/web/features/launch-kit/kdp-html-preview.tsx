import { createElement, type ReactNode } from 'react'
import { KDP_HTML_TAGS } from '@core/launch-kit.ts'

const ALLOWED = new Set<string>(KDP_HTML_TAGS)
/** Elements whose text is never shown: their content is code or metadata, not the description. */
const DROPPED = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'title', 'head'])

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent
  if (node.nodeType !== Node.ELEMENT_NODE) return null
  const tag = (node as Element).tagName.toLowerCase()
  if (DROPPED.has(tag)) return null
  const children = Array.from(node.childNodes, (child, i) => toReact(child, `${key}.${i}`))
  // Only KDP's tags become elements, and with no attributes at all; any other element gives its text only.
  if (!ALLOWED.has(tag)) return children
  return tag === 'br' ? createElement('br', { key }) : createElement(tag, { key }, ...children)
}

/**
 * The KDP description as Amazon shows it: the HTML is parsed (never run: DOMParser's documents
 * execute nothing) and rebuilt as React elements of KDP's tags only, so no attribute, script or
 * other markup of the creator's edit reaches the page.
 */
export function KdpHtmlPreview({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  return (
    <div className="kdp-preview space-y-2 break-words text-sm [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      {Array.from(body.childNodes, (child, i) => toReact(child, String(i)))}
    </div>
  )
}
