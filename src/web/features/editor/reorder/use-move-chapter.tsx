import { useRef } from 'react'
import { isPrintable } from '@core/planner.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import { moveChapter, orderChapters } from '../document-edits.ts'
import { REORDER_TEXT } from './reorder-text.ts'

type Update = (change: (doc: ProjectDocument) => ProjectDocument) => void

/**
 * A chapter move (decision 108): saved with the document like any edit, and said in a toast whose
 * Undo puts back the order from before the first of a run of moves (five arrow presses are one
 * thing to undo). The chapter's history goes with it: versions are kept by chapter id.
 */
export function useMoveChapter(doc: ProjectDocument, update: Update) {
  const run = useRef<{ before: string[]; note: ReturnType<typeof toast> } | null>(null)
  return (from: number, to: number) => {
    const chapter = doc.chapters[from]
    if (!chapter || to < 0 || to >= doc.chapters.length || from === to) return
    update((d) =>
      moveChapter(
        d,
        d.chapters.findIndex((c) => c.id === chapter.id),
        to,
      ),
    )
    const before = run.current?.before ?? doc.chapters.map((c) => c.id)
    const title = isPrintable(doc.productType) ? REORDER_TEXT.toast.section : REORDER_TEXT.toast.chapter
    const description = REORDER_TEXT.moved(chapter.title.trim() || 'Untitled chapter', to + 1, doc.chapters.length)
    const action = (
      <ToastAction
        altText={REORDER_TEXT.undoAlt}
        onClick={() => {
          run.current = null
          update((d) => orderChapters(d, before))
        }}
      >
        {REORDER_TEXT.undo}
      </ToastAction>
    )
    if (run.current) return run.current.note.update({ title, description, action })
    const note = toast({
      title,
      description,
      action,
      onOpenChange: (open) => {
        if (!open && run.current?.note === note) run.current = null
      },
    })
    run.current = { before, note }
  }
}
