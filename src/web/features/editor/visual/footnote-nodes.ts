import { mergeAttributes, Node } from '@tiptap/core'

/**
 * GFM footnotes, which TipTap's Markdown extension does not know (it escapes `[^1]` into plain
 * text): a reference `[^label]` in the text, and a definition `[^label]: …` as a block of its own,
 * kept where the writer put it (decision 66).
 */

const REFERENCE = /^\[\^([^\]\s]+)\]/
const DEFINITION = /^ {0,3}\[\^([^\]\s]+)\]:[ \t]*/
const DEFINITION_ANYWHERE = /^ {0,3}\[\^[^\]\s]+\]:/m
// A line that starts a block of its own ends a definition's lazy paragraph.
const BLOCK_START = /^ {0,3}(?:[-*+][ \t]|\d{1,9}[.)][ \t]|#{1,6}(?:[ \t]|$)|>|```|~~~|\[\^[^\]\s]+\]:|\|)/
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/

/** The lines of a definition: the first, then indented lines (blank lines between them) and lazy continuation lines. */
function definitionLength(lines: string[]): number {
  let end = 1
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] as string
    if (/^( {4}|\t)/.test(line)) end = i + 1
    else if (line.trim() === '') continue
    else if (end === i && !BLOCK_START.test(line) && !RULE.test(line)) end = i + 1
    else break
  }
  return end
}

export const FootnoteReference = Node.create({
  name: 'footnoteReference',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return { label: { default: '1' } }
  },

  parseHTML() {
    return [{ tag: 'sup[data-footnote-ref]', getAttrs: (el) => ({ label: (el as HTMLElement).dataset.footnoteRef }) }]
  },

  renderHTML({ node, HTMLAttributes }) {
    const label = String(node.attrs.label)
    return [
      'sup',
      mergeAttributes(HTMLAttributes, { 'data-footnote-ref': label, class: 'footnote-ref', 'aria-label': `Footnote ${label}` }),
      label,
    ]
  },

  markdownTokenName: 'footnoteReference',
  markdownTokenizer: {
    name: 'footnoteReference',
    level: 'inline',
    start: (src: string) => src.indexOf('[^'),
    tokenize(src: string) {
      const match = REFERENCE.exec(src)
      return match ? { type: 'footnoteReference', raw: match[0], label: match[1] } : undefined
    },
  },
  parseMarkdown: (token, helpers) => helpers.createNode('footnoteReference', { label: token.label }),
  renderMarkdown: (node) => `[^${node.attrs?.label ?? ''}]`,
})

export const FootnoteDefinition = Node.create({
  name: 'footnoteDefinition',
  group: 'block',
  content: 'block+',
  defining: true,

  addAttributes() {
    return { label: { default: '1' } }
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-footnote-definition]',
        contentElement: 'div',
        getAttrs: (el) => ({ label: (el as HTMLElement).dataset.footnoteDefinition }),
      },
    ]
  },

  renderHTML({ node, HTMLAttributes }) {
    const label = String(node.attrs.label)
    return [
      'div',
      mergeAttributes(HTMLAttributes, { 'data-footnote-definition': label, class: 'footnote-definition' }),
      ['span', { class: 'footnote-label', contenteditable: 'false' }, `${label}.`],
      ['div', 0],
    ]
  },

  markdownTokenName: 'footnoteDefinition',
  markdownTokenizer: {
    name: 'footnoteDefinition',
    level: 'block',
    // Without a start of its own, TipTap probes by tokenizing with a fresh marked lexer, which takes
    // over the shared tokenizer mid-parse and leaves every paragraph empty.
    start: (src: string) => DEFINITION_ANYWHERE.exec(src)?.index ?? -1,
    tokenize(src, _tokens, lexer) {
      const match = DEFINITION.exec(src)
      if (!match) return undefined
      const lines = src.split('\n')
      const taken = lines.slice(0, definitionLength(lines))
      const body = [taken[0]!.slice(match[0].length), ...taken.slice(1).map((line) => line.replace(/^( {4}|\t)/, ''))].join('\n')
      return { type: 'footnoteDefinition', raw: taken.join('\n'), label: match[1], tokens: lexer.blockTokens(body) }
    },
  },
  parseMarkdown: (token, helpers) =>
    helpers.createNode('footnoteDefinition', { label: token.label }, helpers.parseChildren(token.tokens ?? [])),
  renderMarkdown: (node, helpers) => {
    const body = helpers.renderChildren(node.content ?? [], '\n\n')
    const indented = body
      .split('\n')
      .map((line, i) => (i === 0 || line === '' ? line : `    ${line}`))
      .join('\n')
    return `[^${node.attrs?.label ?? ''}]: ${indented}`
  },
})
