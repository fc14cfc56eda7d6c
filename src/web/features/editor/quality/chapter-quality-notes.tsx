import { useEffect, useId, useRef, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { ClipboardCheck, Sparkles, X } from 'lucide-react'
import type { QualityNote } from '@core/generation-schemas.ts'
import type { ProjectChapter } from '@core/project-schemas.ts'
import { Badge } from '@web/components/ui/badge.tsx'
import { Button } from '@web/components/ui/button.tsx'
import type { findSentence } from './find-sentence.ts'
import { NOTE_FIX_TEXT, type NoteRequest } from './note-fix-text.ts'
import { noteHint, QUALITY_TEXT } from './quality-note-text.ts'

export interface ChapterQualityNotesProps {
  chapter: ProjectChapter
  onDismiss(noteId: string): void
  /** 'Show' or 'Fix this' on an open note's sentence (decision 110); without it the notes only list. */
  onRequest?(request: NoteRequest): void
  /** 'Fix this' waits while the chapter is being rewritten. */
  fixDisabled?: boolean
}

let requests = 0

/**
 * The quality pass's notes on the selected chapter (decision 39): a button with their count that
 * opens the list, each note with its sentences and a Dismiss. An open note's sentences each have a
 * 'Show' that selects it in the text, and the note a 'Fix this' that asks for a rewrite of the first
 * one still there (decision 110). Nothing shows when there are none.
 */
export function ChapterQualityNotes({ chapter, onDismiss, onRequest, fixDisabled = false }: ChapterQualityNotesProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)
  // Focus goes to the sentence in the text, not back to the button that opened the notes.
  const jumping = useRef(false)
  // The finder loads when the notes first open (decision 110): the editor does not carry it until then.
  const [find, setFind] = useState<{ sentence: typeof findSentence } | null>(null)
  const wanted = open && onRequest !== undefined && find === null
  useEffect(() => {
    if (wanted) void import('./find-sentence.ts').then((m) => setFind({ sentence: m.findSentence }))
  }, [wanted])
  const notes = chapter.notes ?? []
  if (notes.length === 0) return null
  const request = (kind: NoteRequest['kind'], note: QualityNote, excerpt: string) => {
    jumping.current = true
    setOpen(false)
    onRequest?.({ kind, note, excerpt, seq: ++requests })
  }
  const found = (excerpt: string) => find !== null && find.sentence(chapter.content, excerpt) !== null
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
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (jumping.current) event.preventDefault()
            jumping.current = false
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100vw-1.5rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg border bg-background p-4 shadow-lg sm:p-6"
        >
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
                <ul className="space-y-2">
                  {note.excerpts.map((excerpt) => {
                    const here = onRequest && note.status === 'open' && found(excerpt)
                    return (
                      <li key={excerpt} className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1 border-l-2 pl-3">
                        <span className="min-w-0 flex-1 basis-48 break-words text-sm italic">{excerpt}</span>
                        {here ? (
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            className="h-7 px-2"
                            aria-label={`${NOTE_FIX_TEXT.show}: ${excerpt}`}
                            onClick={() => request('show', note, excerpt)}
                          >
                            {NOTE_FIX_TEXT.show}
                          </Button>
                        ) : find && onRequest && note.status === 'open' ? (
                          <span className="text-muted-foreground text-xs">{NOTE_FIX_TEXT.notFound}</span>
                        ) : null}
                      </li>
                    )
                  })}
                </ul>
                <div className="flex flex-wrap gap-2">
                  {find && onRequest && note.status === 'open' ? (
                    <FixButton
                      note={note}
                      first={note.excerpts.find(found)}
                      disabled={fixDisabled}
                      onFix={(e) => request('fix', note, e)}
                    />
                  ) : null}
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
                </div>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** 'Fix this': a free rewrite of the note's first sentence still in the chapter; none left, it says so. */
function FixButton({
  note,
  first,
  disabled,
  onFix,
}: {
  note: QualityNote
  first?: string
  disabled: boolean
  onFix(excerpt: string): void
}) {
  const id = useId()
  return (
    <>
      <Button
        type="button"
        size="sm"
        disabled={disabled || first === undefined}
        aria-label={`${NOTE_FIX_TEXT.fix}: ${note.text}`}
        aria-describedby={first === undefined ? id : undefined}
        onClick={() => first !== undefined && onFix(first)}
      >
        <Sparkles aria-hidden="true" />
        {NOTE_FIX_TEXT.fix}
      </Button>
      {first === undefined ? (
        <p id={id} className="basis-full text-muted-foreground text-xs">
          {NOTE_FIX_TEXT.allGone}
        </p>
      ) : null}
    </>
  )
}
