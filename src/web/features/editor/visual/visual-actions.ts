import type { Editor } from '@tiptap/core'

/**
 * The toolbar's actions and their keyboard shortcuts (TipTap's own keymaps; Mod is Ctrl, or ⌘ on
 * a Mac). Each button names its shortcut in its title and aria-keyshortcuts, so the keys are
 * discoverable without a help page.
 */
export interface VisualAction {
  id: string
  label: string
  /** TipTap notation: Mod-Shift-8. */
  keys?: string
  isActive?: (editor: Editor) => boolean
  run: (editor: Editor) => void
}

const chain = (editor: Editor) => editor.chain().focus()

export const VISUAL_ACTIONS: VisualAction[] = [
  { id: 'bold', label: 'Bold', keys: 'Mod-B', isActive: (e) => e.isActive('bold'), run: (e) => chain(e).toggleBold().run() },
  { id: 'italic', label: 'Italic', keys: 'Mod-I', isActive: (e) => e.isActive('italic'), run: (e) => chain(e).toggleItalic().run() },
  {
    id: 'strike',
    label: 'Strikethrough',
    keys: 'Mod-Shift-S',
    isActive: (e) => e.isActive('strike'),
    run: (e) => chain(e).toggleStrike().run(),
  },
  {
    id: 'heading',
    label: 'Heading',
    keys: 'Mod-Alt-3',
    isActive: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
  },
  {
    id: 'subheading',
    label: 'Subheading',
    keys: 'Mod-Alt-4',
    isActive: (e) => e.isActive('heading', { level: 4 }),
    run: (e) => chain(e).toggleHeading({ level: 4 }).run(),
  },
  {
    id: 'bullets',
    label: 'Bulleted list',
    keys: 'Mod-Shift-8',
    isActive: (e) => e.isActive('bulletList'),
    run: (e) => chain(e).toggleBulletList().run(),
  },
  {
    id: 'numbers',
    label: 'Numbered list',
    keys: 'Mod-Shift-7',
    isActive: (e) => e.isActive('orderedList'),
    run: (e) => chain(e).toggleOrderedList().run(),
  },
  {
    id: 'checklist',
    label: 'Checklist',
    keys: 'Mod-Shift-9',
    isActive: (e) => e.isActive('taskList'),
    run: (e) => chain(e).toggleTaskList().run(),
  },
  {
    id: 'quote',
    label: 'Quote',
    keys: 'Mod-Shift-B',
    isActive: (e) => e.isActive('blockquote'),
    run: (e) => chain(e).toggleBlockquote().run(),
  },
  { id: 'link', label: 'Link', keys: 'Mod-K', isActive: (e) => e.isActive('link'), run: () => undefined },
  { id: 'table', label: 'Table', run: (e) => chain(e).insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  { id: 'undo', label: 'Undo', keys: 'Mod-Z', run: (e) => chain(e).undo().run() },
  { id: 'redo', label: 'Redo', keys: 'Mod-Shift-Z', run: (e) => chain(e).redo().run() },
]

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** "Ctrl+Shift+8" (or "⌘⇧8" on a Mac): how the title shows a shortcut. */
export function shortcutText(keys: string, mac = isMac()): string {
  const parts = keys.split('-')
  if (mac) return parts.map((p) => ({ Mod: '⌘', Shift: '⇧', Alt: '⌥' })[p] ?? p).join('')
  return parts.map((p) => (p === 'Mod' ? 'Ctrl' : p)).join('+')
}

/** The same for aria-keyshortcuts ("Control+Shift+8", "Meta+B"). */
export function ariaShortcut(keys: string, mac = isMac()): string {
  return keys
    .split('-')
    .map((p) => (p === 'Mod' ? (mac ? 'Meta' : 'Control') : p))
    .join('+')
}
