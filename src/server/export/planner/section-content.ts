import type { List, ListItem, Root, RootContent } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import type { PageOptions } from '@core/planner-schemas.ts'
import type { PageTemplate } from '@core/planner.ts'
import { emptyItem } from '../worksheet-rows.ts'
import type { PlannerSection, SectionGroup, SectionItem } from './planner-types.ts'

/** The note follows an em dash set off by spaces (core/planner.ts's convention); an en dash or ' - ' reads the same. */
const NOTE = /\s+[—–-]\s+/

const clean = (text: string) => text.replace(/\s+/g, ' ').trim()

function item(node: ListItem): SectionItem {
  const empty = emptyItem(node)
  if (empty) return { text: '', note: null, checked: empty.checked }
  // A nested list is read as more items of the group (below), not as this item's text.
  const own = node.children.filter((child) => child.type !== 'list')
  const text = clean(own.map((child) => mdastText(child)).join(' '))
  const match = NOTE.exec(text)
  const checked = typeof node.checked === 'boolean' ? node.checked : null
  if (!match) return { text, note: null, checked }
  return { text: text.slice(0, match.index).trim(), note: text.slice(match.index + match[0].length).trim() || null, checked }
}

function listItems(list: List): SectionItem[] {
  return list.children.flatMap((child) => [item(child), ...child.children.filter((c): c is List => c.type === 'list').flatMap(listItems)])
}

/**
 * A chapter's words read for its page template: the paragraphs before the first list or heading
 * (the introduction), then its list items grouped under its headings (any depth; a checklist's
 * phases). Items left empty ('- [ ]') are kept: a blank line to write on is an entry too.
 */
export function sectionContent(tree: Root, index: number, title: string, template: PageTemplate, options: PageOptions): PlannerSection {
  const intro: string[] = []
  const groups: SectionGroup[] = []
  let current: SectionGroup | null = null
  let started = false
  const group = (): SectionGroup => {
    if (!current) {
      current = { title: null, items: [] }
      groups.push(current)
    }
    return current
  }
  for (const node of tree.children as RootContent[]) {
    if (node.type === 'heading') {
      started = true
      current = { title: clean(mdastText(node)), items: [] }
      groups.push(current)
    } else if (node.type === 'list') {
      started = true
      group().items.push(...listItems(node))
    } else if (!started && (node.type === 'paragraph' || node.type === 'blockquote')) {
      const text = clean(mdastText(node))
      if (text) intro.push(text)
    }
  }
  const kept = groups.filter((g) => g.items.length > 0 || g.title !== null)
  return { index, title, template, options, intro, groups: kept, items: kept.flatMap((g) => g.items) }
}
