import type { JSONContent } from '@tiptap/core'
import type { List, Nodes, PhrasingContent, Root, Table } from 'mdast'

/**
 * The chapter's mdast (the export's own parse, @core/markdown-tree.ts) as a TipTap document.
 * TipTap's Markdown extension reads with marked and its own list and task-list tokenizers, which
 * misread some nesting (a task list inside a numbered item); reading the tree every export reads
 * means the visual editor shows what will print (decision 66). Writing stays TipTap's.
 */

type Mark = NonNullable<JSONContent['marks']>[number]

/** A construct the editor has no place for: its name for the writer. */
export class Unsupported extends Error {}

const unsupported: Partial<Record<Nodes['type'], string>> = {
  html: 'some HTML',
  definition: 'a link reference',
  linkReference: 'a link reference',
  imageReference: 'an image reference',
}

function inline(nodes: PhrasingContent[], marks: Mark[] = []): JSONContent[] {
  return nodes.flatMap((node): JSONContent[] => {
    const withMarks = marks.length > 0 ? { marks } : {}
    switch (node.type) {
      case 'text':
        return node.value === '' ? [] : [{ type: 'text', text: node.value, ...withMarks }]
      case 'inlineCode':
        return [{ type: 'text', text: node.value, marks: [...marks, { type: 'code' }] }]
      case 'emphasis':
        return inline(node.children, [...marks, { type: 'italic' }])
      case 'strong':
        return inline(node.children, [...marks, { type: 'bold' }])
      case 'delete':
        return inline(node.children, [...marks, { type: 'strike' }])
      case 'link':
        return inline(node.children, [...marks, { type: 'link', attrs: { href: node.url, title: node.title ?? null } }])
      case 'break':
        return [{ type: 'hardBreak', ...withMarks }]
      case 'image':
        return [{ type: 'image', attrs: { src: node.url, alt: node.alt ?? '', title: node.title ?? null }, ...withMarks }]
      case 'footnoteReference':
        return [{ type: 'footnoteReference', attrs: { label: node.label ?? node.identifier }, ...withMarks }]
      default:
        throw new Unsupported(unsupported[node.type] ?? 'some text')
    }
  })
}

function paragraph(children: PhrasingContent[]): JSONContent {
  const content = inline(children)
  return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' }
}

function list(node: List): JSONContent {
  const tasks = node.children.filter((item) => typeof item.checked === 'boolean').length
  if (tasks > 0 && node.ordered) throw new Unsupported('a numbered list with tick boxes')
  const items = node.children.map((item) => ({
    type: typeof item.checked === 'boolean' ? 'taskItem' : 'listItem',
    attrs: typeof item.checked === 'boolean' ? { checked: item.checked } : { spread: item.spread === true },
    content: item.children.length > 0 ? item.children.map(block) : [{ type: 'paragraph' }],
  }))
  // A list of tick boxes only is a checklist; one that mixes them with plain items stays a bullet list.
  const spread = node.spread === true
  if (tasks > 0 && tasks === node.children.length) return { type: 'taskList', attrs: { spread }, content: items }
  if (node.ordered) return { type: 'orderedList', attrs: { start: node.start ?? 1, spread }, content: items }
  return { type: 'bulletList', attrs: { spread }, content: items }
}

function table(node: Table): JSONContent {
  return {
    type: 'table',
    content: node.children.map((row, r) => ({
      type: 'tableRow',
      content: row.children.map((cell, c) => ({
        type: r === 0 ? 'tableHeader' : 'tableCell',
        attrs: node.align?.[c] ? { align: node.align[c] } : {},
        content: [paragraph(cell.children)],
      })),
    })),
  }
}

function block(node: Nodes): JSONContent {
  switch (node.type) {
    case 'paragraph':
      return paragraph(node.children)
    case 'heading':
      return { type: 'heading', attrs: { level: node.depth }, content: inline(node.children) }
    case 'thematicBreak':
      return { type: 'horizontalRule' }
    case 'blockquote':
      return { type: 'blockquote', content: node.children.map(block) }
    case 'list':
      return list(node)
    case 'code':
      return {
        type: 'codeBlock',
        attrs: { language: node.lang ?? null },
        ...(node.value ? { content: [{ type: 'text', text: node.value }] } : {}),
      }
    case 'table':
      return table(node)
    case 'footnoteDefinition':
      return { type: 'footnoteDefinition', attrs: { label: node.label ?? node.identifier }, content: node.children.map(block) }
    default:
      throw new Unsupported(unsupported[node.type] ?? 'some text')
  }
}

/** The document for `tree`; throws Unsupported (with what the writer would lose) for what it cannot hold. */
export function mdastToDoc(tree: Root): JSONContent {
  const content = tree.children.map(block)
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] }
}
