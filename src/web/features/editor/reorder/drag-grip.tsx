import { GripVertical } from 'lucide-react'
import { cn } from '@web/lib/utils.ts'
import type { DragBinding } from './sortable-rows.tsx'

/**
 * A chapter row's grip for a pointer (decision 108). Not a control of its own for assistive
 * technology: the keyboard moves the chapter from its own button (Alt+Up, Alt+Down) or with 'Move up'
 * and 'Move down' beside the list, so the list's buttons stay one per chapter.
 */
export function DragGrip({ drag }: { drag: DragBinding | null }) {
  return (
    <span
      aria-hidden="true"
      data-drag-grip=""
      ref={drag?.handleRef}
      {...drag?.handleListeners}
      className={cn(
        'flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground',
        drag?.dragging && 'cursor-grabbing',
      )}
    >
      <GripVertical className="size-4" />
    </span>
  )
}
