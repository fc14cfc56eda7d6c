import type { Element, Nodes, Properties } from 'hast'

const VOID = new Set(['br', 'hr', 'img', 'input'])
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;')
// hast names attributes by their DOM property; HTML wants the attribute name.
const ATTRIBUTE: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  ariaHidden: 'aria-hidden',
  ariaLabel: 'aria-label',
  dataFootnotes: 'data-footnotes',
}

function attributes(properties: Properties | undefined): string {
  return Object.entries(properties ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => {
      const attr = ATTRIBUTE[name] ?? name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
      if (value === true) return ` ${attr}`
      return ` ${attr}="${escapeAttr(Array.isArray(value) ? value.join(' ') : String(value))}"`
    })
    .join('')
}

/**
 * A small serialiser for the hast our own guides produce (build time only). The guides are
 * Markdown without raw HTML, so every node is an element, text or root.
 */
export function hastToHtml(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return node.children.map((child) => hastToHtml(child)).join('')
    case 'text':
      return escapeText(node.value)
    case 'element':
      return element(node)
    default:
      return ''
  }
}

function element(node: Element): string {
  const open = `<${node.tagName}${attributes(node.properties)}>`
  if (VOID.has(node.tagName)) return open
  return `${open}${node.children.map((child) => hastToHtml(child)).join('')}</${node.tagName}>`
}
