import type { Editor } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'
import type { Nodes, Root } from 'mdast'
import { parseMarkdownTree, withoutPositions } from '@core/markdown-tree.ts'

/**
 * The visual editor's Markdown, in and out (decision 66). TipTap writes `&` as `&amp;` and `<` as
 * `&lt;` everywhere; both mean the same to every parser, but a writer who switches to Edit mode
 * would find "Q&amp;A" in their text. Only an `&` that would start an entity, and a `<` that
 * would start a tag, are written as entities.
 */
const ENTITY_LIKE = /&(?=#?[a-z0-9]+;)/gi
const TAG_LIKE = /<(?=[a-z/!?])/gi
const MARKDOWN_SYNTAX = /([\\`*_[\]~])/g

interface TextEncoder {
  codeTypes: Set<string>
  encodeTextForMarkdown: (text: string, node: { marks?: unknown[] }, parent?: { type?: string }) => string
}

export function keepPlainEntities(editor: Editor): void {
  const manager = editor.markdown as unknown as TextEncoder | undefined
  if (!manager) return
  manager.encodeTextForMarkdown = (text, node, parent) => {
    const marks = (node.marks ?? []) as Array<string | { type: string }>
    const inCode =
      (parent?.type != null && manager.codeTypes.has(parent.type)) ||
      marks.some((m) => manager.codeTypes.has(typeof m === 'string' ? m : m.type))
    if (inCode) return text
    return text.replace(ENTITY_LIKE, '&amp;').replace(TAG_LIKE, '&lt;').replace(/>/g, '&gt;').replace(MARKDOWN_SYNTAX, '\\$1')
  }
}

/** A document as the editor writes it in Markdown, ending in one newline (or empty). */
export function docMarkdown(editor: Editor, doc: PMNode): string {
  const text = (editor.markdown?.serialize(doc.toJSON()) ?? '').trimEnd()
  return text === '' ? '' : `${text}\n`
}

/** The editor's document as Markdown, ending in one newline (or empty). */
export const editorMarkdown = (editor: Editor): string => docMarkdown(editor, editor.state.doc)

const WHAT: Record<string, string> = {
  table: 'a table',
  tableRow: 'a table',
  tableCell: 'a table',
  list: 'a list',
  listItem: 'a list',
  footnoteDefinition: 'a footnote',
  footnoteReference: 'a footnote',
  image: 'an image',
  link: 'a link',
  code: 'a code block',
  blockquote: 'a quote',
  heading: 'a heading',
  html: 'some HTML',
  definition: 'a link reference',
  imageReference: 'an image reference',
  linkReference: 'a link reference',
}

/** The innermost named construct on the way to the first place two trees differ, or null when they are the same. */
function firstDifference(a: Nodes | undefined, b: Nodes | undefined, inside: string): string | null {
  const here = (a && WHAT[a.type]) ?? inside
  if (!a || !b || a.type !== b.type) return here
  const { children: _a, ...ownA } = a as Nodes & { children?: Nodes[] }
  const { children: _b, ...ownB } = b as Nodes & { children?: Nodes[] }
  if (JSON.stringify(ownA) !== JSON.stringify(ownB)) return here
  const childrenA = 'children' in a ? (a.children as Nodes[]) : []
  const childrenB = 'children' in b ? (b.children as Nodes[]) : []
  for (let i = 0; i < Math.max(childrenA.length, childrenB.length); i++) {
    const found = firstDifference(childrenA[i], childrenB[i], here)
    if (found) return found
  }
  return null
}

/**
 * Null when `written` means exactly what `original` does (the export's own parse, positions
 * aside); otherwise what would change, for the writer: "a table", "a footnote", "some text".
 */
export function roundTripChange(original: string | Root, written: string): string | null {
  const before = typeof original === 'string' ? parseMarkdownTree(original) : original
  return firstDifference(withoutPositions(before), withoutPositions(parseMarkdownTree(written)), 'some text')
}
