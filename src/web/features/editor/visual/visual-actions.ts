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

type Chain = ReturnType<Editor['chain']>

/** A button that switches `name` (a mark or a block) on and off. */
const toggle = (
  id: string,
  label: string,
  keys: string,
  name: string,
  attrs: Record<string, unknown>,
  command: (c: Chain) => Chain,
): VisualAction => ({
  id,
  label,
  keys,
  isActive: (e) => e.isActive(name, attrs),
  run: (e) => command(e.chain().focus()).run(),
})

export const VISUAL_ACTIONS: VisualAction[] = [
  toggle('bold', 'Bold', 'Mod-B', 'bold', {}, (c) => c.toggleBold()),
  toggle('italic', 'Italic', 'Mod-I', 'italic', {}, (c) => c.toggleItalic()),
  toggle('strike', 'Strikethrough', 'Mod-Shift-S', 'strike', {}, (c) => c.toggleStrike()),
  toggle('heading', 'Heading', 'Mod-Alt-3', 'heading', { level: 3 }, (c) => c.toggleHeading({ level: 3 })),
  toggle('subheading', 'Subheading', 'Mod-Alt-4', 'heading', { level: 4 }, (c) => c.toggleHeading({ level: 4 })),
  toggle('bullets', 'Bulleted list', 'Mod-Shift-8', 'bulletList', {}, (c) => c.toggleBulletList()),
  toggle('numbers', 'Numbered list', 'Mod-Shift-7', 'orderedList', {}, (c) => c.toggleOrderedList()),
  toggle('checklist', 'Checklist', 'Mod-Shift-9', 'taskList', {}, (c) => c.toggleTaskList()),
  toggle('quote', 'Quote', 'Mod-Shift-B', 'blockquote', {}, (c) => c.toggleBlockquote()),
  // The toolbar opens its link field for this one (and for Ctrl+K).
  { id: 'link', label: 'Link', keys: 'Mod-K', isActive: (e) => e.isActive('link'), run: () => undefined },
  { id: 'table', label: 'Table', run: (e) => e.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run() },
  { id: 'undo', label: 'Undo', keys: 'Mod-Z', run: (e) => e.chain().focus().undo().run() },
  { id: 'redo', label: 'Redo', keys: 'Mod-Shift-Z', run: (e) => e.chain().focus().redo().run() },
]

export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

const keyText = (keys: string, names: Record<string, string>, joiner: string) =>
  keys
    .split('-')
    .map((part) => names[part] ?? part)
    .join(joiner)

/** "Ctrl+Shift+8" (or "⌘⇧8" on a Mac): how the title shows a shortcut. */
export const shortcutText = (keys: string, mac = isMac()) =>
  mac ? keyText(keys, { Mod: '⌘', Shift: '⇧', Alt: '⌥' }, '') : keyText(keys, { Mod: 'Ctrl' }, '+')

/** The same for aria-keyshortcuts ("Control+Shift+8", "Meta+B"). */
export const ariaShortcut = (keys: string, mac = isMac()) => keyText(keys, { Mod: mac ? 'Meta' : 'Control' }, '+')
