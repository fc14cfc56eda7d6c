import type { CSSProperties, ReactNode } from 'react'
import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { REORDER_TEXT } from './reorder-text.ts'

/**
 * Dragging chapters (decision 108), on dnd-kit, loaded after the editor has opened (load-sortable.ts),
 * never with its first load. The keyboard's moves live in the eager list (arrow keys on the handle),
 * so only the pointer's drag is here; its drop speaks through the list's own live region.
 */

/** What a row needs to take part in a drag: the row's node, its moving style, and the handle that starts it. */
export interface DragBinding {
  ref(node: HTMLElement | null): void
  style: CSSProperties
  handleRef(node: HTMLElement | null): void
  handleListeners: Record<string, (event: never) => void> | undefined
  dragging: boolean
}

interface SortableRowsProps {
  ids: string[]
  titleOf(id: string): string
  onMove(from: number, to: number): void
  renderRow(id: string, index: number, drag: DragBinding): ReactNode
}

export function SortableRows({ ids, titleOf, onMove, renderRow }: SortableRowsProps) {
  // A few pixels before a press becomes a drag: a tap or click on the handle stays a focus.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = ids.indexOf(String(active.id))
    const to = ids.indexOf(String(over.id))
    if (from >= 0 && to >= 0) onMove(from, to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        // Outside the <ol>: a list holds only items.
        container: document.body,
        screenReaderInstructions: { draggable: REORDER_TEXT.instructions },
        announcements: {
          onDragStart: ({ active }) => REORDER_TEXT.pickedUp(titleOf(String(active.id))),
          onDragOver: () => undefined,
          // The move itself is announced by the list, as a keyboard move is.
          onDragEnd: ({ active, over }) => (over && over.id !== active.id ? undefined : REORDER_TEXT.cancelled(titleOf(String(active.id)))),
          onDragCancel: ({ active }) => REORDER_TEXT.cancelled(titleOf(String(active.id))),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {ids.map((id, index) => (
          <SortableRow key={id} id={id} index={index} renderRow={renderRow} />
        ))}
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({ id, index, renderRow }: { id: string; index: number; renderRow: SortableRowsProps['renderRow'] }) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id })
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: 'relative', zIndex: 10 } : {}),
  }
  return renderRow(id, index, {
    ref: setNodeRef,
    style,
    handleRef: setActivatorNodeRef,
    handleListeners: listeners as DragBinding['handleListeners'],
    dragging: isDragging,
  })
}
