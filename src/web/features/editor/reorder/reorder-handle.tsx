import type { KeyboardEvent } from 'react'
import { GripVertical } from 'lucide-react'
import { cn } from '@web/lib/utils.ts'
import { REORDER_TEXT } from './reorder-text.ts'
import type { DragBinding } from './sortable-rows.tsx'

interface ReorderHandleProps {
  label: string
  /** The drag's binding once dnd-kit has loaded; null before (the arrow keys work either way). */
  drag: DragBinding | null
  onNode(node: HTMLButtonElement | null): void
  /** -1 up, +1 down. */
  onStep(step: -1 | 1): void
}

/** A chapter row's grip (decision 108): dragged with a pointer, or focused and moved with the up and down arrow keys. */
export function ReorderHandle({ label, drag, onNode, onStep }: ReorderHandleProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return
    event.preventDefault()
    onStep(event.key === 'ArrowUp' ? -1 : 1)
  }
  return (
    <button
      type="button"
      ref={(node) => {
        onNode(node)
        drag?.handleRef(node)
      }}
      aria-label={label}
      aria-description={REORDER_TEXT.instructions}
      title={REORDER_TEXT.instructions}
      {...drag?.handleListeners}
      onKeyDown={onKeyDown}
      className={cn(
        'flex w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        drag?.dragging && 'cursor-grabbing',
      )}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  )
}
