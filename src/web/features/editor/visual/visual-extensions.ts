import type { Extensions } from '@tiptap/core'
import { TaskItem } from '@tiptap/extension-list'
import { TableKit } from '@tiptap/extension-table'
import { Markdown } from '@tiptap/markdown'
import { StarterKit } from '@tiptap/starter-kit'
import { FootnoteDefinition, FootnoteReference } from './footnote-nodes.ts'
import { visualImage, type VisualImageOptions } from './image-node.ts'
import { AlignedListItem, SpreadBulletList, SpreadOrderedList, SpreadTaskList } from './list-nodes.ts'

/**
 * What the visual editor can hold: exactly the Markdown a chapter is stored as (GFM: headings,
 * marks, lists, task lists, tables, quotes, links, images, footnotes, rules, code). Underline is
 * left out: Markdown has no underline, so Ctrl+U must not make something the export cannot print.
 */
export function visualExtensions(options: VisualImageOptions = {}): Extensions {
  return [
    StarterKit.configure({
      underline: false,
      // An empty paragraph added after a closing table or list is a change the writer did not make.
      trailingNode: false,
      bulletList: false,
      orderedList: false,
      listItem: false,
      link: { openOnClick: false, autolink: true, linkOnPaste: true, defaultProtocol: 'https' },
    }),
    Markdown,
    SpreadBulletList,
    SpreadOrderedList,
    AlignedListItem,
    SpreadTaskList,
    TaskItem.configure({
      nested: true,
      // The item's own words, not those of the items nested under it.
      a11y: { checkboxLabel: (node, checked) => `${checked ? 'Done' : 'To do'}: ${node.firstChild?.textContent ?? ''}` },
    }),
    TableKit.configure({ table: { resizable: false } }),
    visualImage(options),
    FootnoteReference,
    FootnoteDefinition,
  ]
}
