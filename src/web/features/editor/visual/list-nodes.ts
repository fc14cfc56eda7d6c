import type { JSONContent } from '@tiptap/core'
import { BulletList, ListItem, OrderedList, TaskList } from '@tiptap/extension-list'

/**
 * Fixes to TipTap's lists for the round trip (decision 66). A list keeps whether its items are
 * spread apart by blank lines (GFM calls such a list loose; it prints with more space). A bullet
 * list may hold tick-box items beside plain ones (`- [ ] a` then `- b` is one list in GFM). And an
 * item's wrapped lines are indented to the item's text: TipTap leaves them at the margin, where a
 * line such as "2. x" would start an item of its own.
 */
const spread = {
  spread: {
    default: false,
    parseHTML: (element: HTMLElement) => element.hasAttribute('data-spread'),
    renderHTML: (attributes: { spread?: boolean }) => (attributes.spread ? { 'data-spread': '' } : {}),
  },
}

const renderItems = (node: JSONContent, h: RenderHelpers) =>
  node.content ? h.renderChildren(node.content, node.attrs?.spread ? '\n\n' : '\n') : ''

export const SpreadBulletList = BulletList.extend({
  content: '(listItem | taskItem)+',
  addAttributes() {
    return { ...this.parent?.(), ...spread }
  },
  renderMarkdown: renderItems,
})

export const SpreadOrderedList = OrderedList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...spread }
  },
  renderMarkdown: renderItems,
})

export const SpreadTaskList = TaskList.extend({
  addAttributes() {
    return { ...this.parent?.(), ...spread }
  },
  renderMarkdown: renderItems,
})

interface RenderHelpers {
  renderChildren: (nodes: JSONContent | JSONContent[], separator?: string) => string
  renderChild?: (node: JSONContent, index: number) => string
}

interface RenderContext {
  index?: number
  level?: number
  parentType?: string | null
  meta?: { parentAttrs?: { start?: number } }
}

export const AlignedListItem = ListItem.extend({
  addAttributes() {
    return { ...this.parent?.(), ...spread }
  },
  renderMarkdown: (node: JSONContent, h: RenderHelpers, ctx: RenderContext) => {
    const prefix = ctx.parentType === 'orderedList' ? `${(ctx.meta?.parentAttrs?.start ?? 1) + (ctx.index ?? 0)}. ` : '- '
    const pad = ' '.repeat(prefix.length)
    const indent = (text: string) => text.replace(/\n(?=.)/g, `\n${pad}`)
    const [first, ...rest] = node.content ?? []
    let main = first ? h.renderChildren([first]) : ''
    // An empty nested item would read as a heading underline under the line above.
    if (main === '' && (ctx.level ?? 1) > 1) main = '&nbsp;'
    let output = `${prefix}${indent(main)}`
    rest.forEach((child, i) => {
      const text = h.renderChild?.(child, i + 1) ?? h.renderChildren([child])
      output += `${child.type === 'paragraph' || node.attrs?.spread ? '\n\n' : '\n'}${pad}${indent(text)}`
    })
    return output
  },
})
