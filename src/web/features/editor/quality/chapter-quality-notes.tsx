import { useId, useRef, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { ClipboardCheck, X } from 'lucide-react'
import type { ProjectChapter } from '@core/project-schemas.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import { noteHint, QUALITY_TEXT } from './quality-note-text.ts'

export interface ChapterQualityNotesProps {
  chapter: ProjectChapter
  onDismiss(noteId: string): void
}

/**
 * The quality pass's notes on the selected chapter (decision 39): a button with their count that
 * opens the list, each note with its sentences and a Dismiss. Nothing shows when there are none.
 */
export function ChapterQualityNotes({ chapter, onDismiss }: ChapterQualityNotesProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  const notes = chapter.notes ?? []
  if (notes.length === 0) return null
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button type="button" variant="outline" size="sm">
          <ClipboardCheck aria-hidden="true" />
          {QUALITY_TEXT.button(notes.length)}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg sm:p-6">
          <div className="space-y-1 pr-8">
            <Dialog.Title className="font-semibold text-lg leading-tight">{QUALITY_TEXT.title}</Dialog.Title>
            <Dialog.Description className="break-words text-muted-foreground text-sm">{QUALITY_TEXT.description}</Dialog.Description>
          </div>
          <Dialog.Close asChild>
            <Button ref={closeRef} type="button" variant="ghost" size="icon" className="absolute top-2 right-2" aria-label="Close">
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <ul className="space-y-3">
            {notes.map((note) => (
              <li key={note.id} aria-labelledby={`${id}-${note.id}`} className="space-y-2 rounded-md border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 id={`${id}-${note.id}`} className="min-w-0 break-words font-medium text-sm">
                    {note.text}
                  </h3>
                  <Badge variant={note.status === 'fixed' ? 'secondary' : 'outline'}>
                    {note.status === 'fixed' ? QUALITY_TEXT.fixed : QUALITY_TEXT.open}
                  </Badge>
                </div>
                <p className="text-muted-foreground text-xs">{noteHint(note)}</p>
                <ul className="space-y-1">
                  {note.excerpts.map((excerpt) => (
                    <li key={excerpt} className="break-words border-l-2 pl-3 text-sm italic">
                      {excerpt}
                    </li>
                  ))}
                </ul>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  // The visible word first (label in name), then which note: every note has a Dismiss.
                  aria-label={`${QUALITY_TEXT.dismiss}: ${note.text}`}
                  onClick={() => {
                    if (notes.length === 1) setOpen(false)
                    // The button goes with its note; focus stays in the dialog rather than falling to the page.
                    else requestAnimationFrame(() => closeRef.current?.focus())
                    onDismiss(note.id)
                  }}
                >
                  {QUALITY_TEXT.dismiss}
                </Button>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
