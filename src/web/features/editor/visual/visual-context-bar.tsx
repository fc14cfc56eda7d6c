import type { Editor } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'
import { NodeSelection } from '@tiptap/pm/state'
import {
  BetweenHorizontalEnd,
  BetweenHorizontalStart,
  BetweenVerticalEnd,
  BetweenVerticalStart,
  type LucideIcon,
  TableColumnsSplit,
  TableRowsSplit,
  Trash2,
} from 'lucide-react'
import { useId } from 'react'
import { type ImageWidth, readImageDestination, writeImageDestination } from '@core/image-layout.ts'
import { cn } from '@web/lib/utils.ts'
import { IMAGE_CAPTION_MAX, IMAGE_TEXT } from '../images/image-text.ts'
import { ImageWidthChoice } from '../images/image-width-choice.tsx'
import {
  runTableAction,
  TABLE_ACTION_IDS,
  TABLE_ACTION_LABELS,
  TABLE_ACTION_WHY,
  tableActionAllowed,
  tableHere,
  type TableActionId,
} from './table-actions.ts'

/** The words of the table and image bars (docs/product.md#editor). */
export const CONTEXT_BAR_TEXT = {
  table: 'Table',
  image: 'Image',
  width: IMAGE_TEXT.widthLabel,
  caption: 'Caption',
  captionHint: IMAGE_TEXT.captionHint,
} as const

const TABLE_ICONS: Record<TableActionId, LucideIcon> = {
  rowAbove: BetweenHorizontalStart,
  rowBelow: BetweenHorizontalEnd,
  columnLeft: BetweenVerticalStart,
  columnRight: BetweenVerticalEnd,
  deleteRow: TableRowsSplit,
  deleteColumn: TableColumnsSplit,
  deleteTable: Trash2,
}

// Seven in one row on a 390 px phone: 40 px wide there, 44 from sm up (all 44 px tall).
const BUTTON =
  'inline-flex h-11 min-w-10 items-center justify-center rounded-md px-2 text-foreground text-sm hover:bg-accent focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring aria-disabled:opacity-50 aria-disabled:hover:bg-transparent disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5'

/** The image the selection is (a click on it, or the arrow keys onto it), and where it is. */
export function selectedImage(editor: Editor): { node: PMNode; pos: number } | null {
  const { selection } = editor.state
  return selection instanceof NodeSelection && selection.node.type.name === 'image' ? { node: selection.node, pos: selection.from } : null
}

/**
 * Row and column controls while the cursor is in a table (issue 30): one 44 px button each, in a
 * row of their own under the formatting buttons, reached with Tab like them. A control that
 * cannot act here stays focusable and says why in its title.
 */
export function TableBar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const here = tableHere(editor)
  return (
    <div role="toolbar" aria-label={CONTEXT_BAR_TEXT.table} className="flex flex-wrap items-center gap-1 border-input border-t pt-1">
      {TABLE_ACTION_IDS.map((id) => {
        const Icon = TABLE_ICONS[id]
        const allowed = tableActionAllowed(id, here)
        const why = allowed ? '' : (TABLE_ACTION_WHY[id] ?? '')
        return (
          <button
            key={id}
            type="button"
            title={why ? `${TABLE_ACTION_LABELS[id]}: ${why}` : TABLE_ACTION_LABELS[id]}
            aria-label={TABLE_ACTION_LABELS[id]}
            aria-disabled={!allowed || undefined}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => allowed && runTableAction(editor, id)}
            className={cn(BUTTON, 'px-0 sm:min-w-11 sm:px-2', id === 'deleteRow' && 'sm:ml-2')}
          >
            <Icon aria-hidden="true" />
          </button>
        )
      })}
    </div>
  )
}

/** Sets one attribute of the image at `pos`, keeping it selected (an attribute step moves nothing). */
function setImageAttribute(editor: Editor, pos: number, name: 'src' | 'title', value: string | null): void {
  editor.view.dispatch(editor.state.tr.setNodeAttribute(pos, name, value))
}

/**
 * Width (Full, ¾, ½) and caption of the selected image (issue 30, decision 109): the width is
 * written on the destination (`#width=50`), the caption as its title, each change at once. The bar
 * comes before the text: Shift+Tab from the selected image reaches the caption.
 */
export function ImageBar({ editor, image, disabled }: { editor: Editor; image: { node: PMNode; pos: number }; disabled: boolean }) {
  const id = useId()
  const src = String(image.node.attrs.src ?? '')
  const { width } = readImageDestination(src)
  const setWidth = (next: ImageWidth) => setImageAttribute(editor, image.pos, 'src', writeImageDestination(src, next))
  return (
    <div
      role="group"
      aria-label={CONTEXT_BAR_TEXT.image}
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-input border-t pt-1"
    >
      <div className="flex items-center gap-1">
        <span aria-hidden="true" className="px-1 text-muted-foreground text-sm">
          {CONTEXT_BAR_TEXT.width}
        </span>
        <ImageWidthChoice label={CONTEXT_BAR_TEXT.width} value={width} onChange={setWidth} disabled={disabled} />
      </div>
      <div className="flex min-w-0 flex-1 basis-56 items-center gap-2">
        <label htmlFor={`${id}-caption`} className="text-muted-foreground text-sm">
          {CONTEXT_BAR_TEXT.caption}
        </label>
        <input
          id={`${id}-caption`}
          // The image's own field: another image selected is another field.
          key={image.pos}
          className="h-11 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-base focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring sm:text-sm"
          value={String(image.node.attrs.title ?? '')}
          maxLength={IMAGE_CAPTION_MAX}
          disabled={disabled}
          autoComplete="off"
          title={CONTEXT_BAR_TEXT.captionHint}
          onChange={(e) => setImageAttribute(editor, image.pos, 'title', e.target.value.replace(/\s+/g, ' ') || null)}
          onKeyDown={(e) => {
            // Enter goes back to the text, the image still selected.
            if (e.key === 'Enter') {
              e.preventDefault()
              editor.commands.focus()
            }
          }}
        />
      </div>
    </div>
  )
}

/** The bar for where the cursor is: an image's width and caption, a table's rows and columns, or nothing. */
export function VisualContextBar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const image = selectedImage(editor)
  if (image) return <ImageBar editor={editor} image={image} disabled={disabled} />
  if (editor.isActive('table')) return <TableBar editor={editor} disabled={disabled} />
  return null
}
