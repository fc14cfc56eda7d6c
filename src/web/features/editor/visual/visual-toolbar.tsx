import type { Editor } from '@tiptap/core'
import {
  Bold,
  Heading3,
  Heading4,
  Italic,
  Link,
  List,
  ListChecks,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Strikethrough,
  Table,
  Undo2,
} from 'lucide-react'
import { cn } from '@web/lib/utils.ts'
import { ariaShortcut, shortcutText, VISUAL_ACTIONS } from './visual-actions.ts'

const ICONS: Record<string, LucideIcon> = {
  bold: Bold,
  italic: Italic,
  strike: Strikethrough,
  heading: Heading3,
  subheading: Heading4,
  bullets: List,
  numbers: ListOrdered,
  checklist: ListChecks,
  quote: Quote,
  link: Link,
  table: Table,
  undo: Undo2,
  redo: Redo2,
}

/**
 * Formatting buttons that wrap onto a second row rather than scroll sideways on a phone
 * (390 px holds eight 44 px buttons a row). Toggles say whether they are on (aria-pressed).
 */
export function VisualToolbar({
  editor,
  onLink,
  label,
  disabled = false,
}: {
  editor: Editor
  onLink: () => void
  label: string
  disabled?: boolean
}) {
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1">
      {VISUAL_ACTIONS.map((action) => {
        const Icon = ICONS[action.id] ?? Bold
        const keys = action.keys ? ` (${shortcutText(action.keys)})` : ''
        const active = action.isActive?.(editor)
        return (
          <button
            key={action.id}
            type="button"
            title={`${action.label}${keys}`}
            aria-label={action.label}
            aria-keyshortcuts={action.keys ? ariaShortcut(action.keys) : undefined}
            aria-pressed={action.isActive ? active : undefined}
            disabled={disabled}
            // Keep the selection: a toolbar click must not blur the text it formats.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => (action.id === 'link' ? onLink() : action.run(editor))}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5',
              active && 'bg-accent text-accent-foreground',
            )}
          >
            <Icon aria-hidden="true" />
          </button>
        )
      })}
    </div>
  )
}
