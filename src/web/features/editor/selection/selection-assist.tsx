import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { ToastAction } from '@web/components/ui/toast.tsx'
import { toast } from '@web/components/ui/use-toast.ts'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'
import { useInvalidateVersions } from '../history/use-chapter-versions.ts'
import type { Passage } from './selection-core.ts'
import { SELECTION_ACTION_LABELS, SELECTION_MENU, SelectionMenu } from './selection-menu.tsx'
import { type SelectionAsk, type SelectionBook, selectionRequest } from './selection-request.ts'
import { streamSuggestion } from './selection-api.ts'
import type { SelectionTarget } from './selection-target.ts'
import { suggestionKey } from './suggestion-keys.ts'
import { LazyInstructionForm, LazySuggestionPanel, preloadAiEdit } from '../lazy-parts.tsx'
import { type SuggestionWriter, useSuggestion } from './use-suggestion.ts'
import { CHAPTER_TOO_LONG, chapterTooLong } from '../document-edits.ts'
import type { NoteRequest } from '../quality/note-fix-text.ts'
import { sameText } from '../same-text.ts'

export const ASSIST_TEXT = {
  accepted: 'AI edit accepted',
  acceptedDescription: 'The earlier text is in the chapter history.',
  undo: 'Undo',
  undoAlt: 'Undo the AI edit',
  undone: 'AI edit undone',
  moved: 'The chapter changed under the suggestion',
  movedDescription: 'Nothing was replaced. Select the text again and ask once more.',
  /** The suggestion says what the passage said (same-text.ts): nothing changes, nothing goes to history. */
  noChanges: 'No changes',
  noChangesDescription: 'The suggestion is the same as your text, so it was left as it was.',
} as const

// A quality note's sentence may be asked for before the visual editor has loaded: it is looked for again each frame, for about two seconds.
const FIND_TRIES = 120

const askTitle = (ask: SelectionAsk) =>
  ask.title
    ? ask.title
    : ask.action === 'tone'
      ? `${SELECTION_MENU.tone}: ${ask.tone ?? ''}`
      : ask.action === 'custom'
        ? `Your instruction: ${ask.instruction ?? ''}`
        : SELECTION_ACTION_LABELS[ask.action]

interface SelectionAssistProps {
  /** The text whose selection is rewritten (the Markdown box or the visual editor); read-only while a suggestion is open. */
  target: SelectionTarget
  chapter: ProjectChapter
  book: SelectionBook
  edits: ChapterEdits
  disabled?: boolean
  /** True while a suggestion (or the instruction form) is open: the text must not change under it. */
  onOpenChange(open: boolean): void
  /** A quality note's 'Show' or 'Fix this' (decision 110), handed back through `onRequestDone` once looked for. */
  noteRequest?: NoteRequest | null
  onRequestDone?(): void
}

/**
 * Selection rewrites in either editor (docs/product.md#editor): the 'AI edit' menu, then the
 * suggestion as a diff with Accept, Reject and Try again. Accept replaces only the passage and
 * keeps the chapter's earlier text in its history; Reject leaves the text as it was. Keyed by the
 * chapter where it is used: choosing another chapter drops the suggestion.
 */
export function SelectionAssist({
  target,
  chapter,
  book,
  edits,
  disabled = false,
  onOpenChange,
  noteRequest = null,
  onRequestDone,
}: SelectionAssistProps) {
  const latest = useRef({ chapter, book, edits })
  useLayoutEffect(() => {
    latest.current = { chapter, book, edits }
  })
  const invalidateVersions = useInvalidateVersions()
  const write = useCallback<SuggestionWriter>((passage, ask, previous, onDelta, signal, onQueued) => {
    const { chapter: c, book: b } = latest.current
    return streamSuggestion(selectionRequest(passage, ask, c, b, previous), onDelta, signal, onQueued)
  }, [])
  const { state, ask, close, tryAgain } = useSuggestion(write)
  const [asking, setAsking] = useState<Passage | null>(null)
  const panelRef = useRef<HTMLDivElement | null>(null)
  const fieldRef = useRef<HTMLInputElement | null>(null)
  // The panel and the form load on demand (decision 111): whichever mounts after the menu closed takes the focus then.
  const focusPanel = useCallback((el: HTMLDivElement | null) => {
    panelRef.current = el
    el?.focus()
  }, [])
  const focusField = useCallback((el: HTMLInputElement | null) => {
    fieldRef.current = el
    el?.focus()
  }, [])
  // What a choice opened takes focus: the suggestion (for its shortcuts) or the instruction field.
  const focusOpened = () => (panelRef.current ?? fieldRef.current)?.focus()
  const shown = state.phase !== 'idle'
  useEffect(() => {
    if (shown) panelRef.current?.focus()
  }, [shown])
  const open = state.phase !== 'idle' || asking !== null
  useEffect(() => onOpenChange(open), [open, onOpenChange])

  // A note's sentence: selected in the text, then (for 'Fix this') rewritten like any selection.
  const requestDone = useRef(onRequestDone)
  useLayoutEffect(() => {
    requestDone.current = onRequestDone
  })
  useEffect(() => {
    if (!noteRequest || disabled) return
    let cancelled = false
    void (async () => {
      // What a note asks loads with the first one (decision 110), not with the editor.
      const fixes = await import('../quality/note-fix.ts')
      for (let tries = 1; ; tries++) {
        // After the notes dialog has closed and given focus back; the visual editor may still be loading.
        await new Promise((resolve) => requestAnimationFrame(resolve))
        if (cancelled) return
        const found = await target.find(noteRequest.excerpt)
        if (cancelled) return
        if (found === null && tries < FIND_TRIES) continue
        requestDone.current?.()
        if (!found) return void toast({ title: fixes.NOTE_FIX_TEXT.notFoundTitle, description: fixes.NOTE_FIX_TEXT.notFoundDescription })
        if (noteRequest.kind !== 'fix') return
        const passage = target.selected()
        const { note } = noteRequest
        // A sentence in a table has no passage in Visual mode: it is selected, and the menu's words say why nothing follows.
        if (passage === 'unreadable') return void toast({ title: SELECTION_MENU.unreadable })
        if (passage)
          void ask(passage, {
            action: 'custom',
            instruction: fixes.fixInstruction(note),
            fix: note,
            title: fixes.NOTE_FIX_TEXT.title(note),
          })
        return
      }
    })()
    return () => {
      cancelled = true
    }
  }, [noteRequest, disabled, target, ask])

  const reject = () => {
    if (state.phase !== 'idle') target.reveal(state.passage)
    close()
  }

  async function accept() {
    if (state.phase !== 'ready') return
    const { chapter: c, edits: e } = latest.current
    if (sameText(state.passage.selection, state.text)) {
      close()
      target.reveal(state.passage)
      toast({ title: ASSIST_TEXT.noChanges, description: ASSIST_TEXT.noChangesDescription })
      return
    }
    const previous = c.content
    const next = target.apply(previous, state.passage, state.text)
    close()
    if (next === null) {
      toast({ variant: 'destructive', title: ASSIST_TEXT.moved, description: ASSIST_TEXT.movedDescription })
      return
    }
    if (chapterTooLong(next)) return void toast({ variant: 'destructive', ...CHAPTER_TOO_LONG })
    // A passage rewritten leaves the notes on the rest of the chapter standing; a fixed note's sentence is gone.
    const before = c.notes ?? []
    // Loaded already, with the 'Fix this' that asked.
    const notes = state.ask.fix ? (await import('../quality/note-fix.ts')).notesAfterFix(before, state.ask.fix.id, next) : before
    await e.replaceChapters([{ chapterId: c.id, title: c.title, content: next, notes }], 'selection')
    void invalidateVersions()
    target.reveal(state.passage, state.text)
    const undo = async () => {
      const now = latest.current
      // Only while the chapter still reads as the edit left it: Undo never drops later typing.
      if (now.chapter.id !== c.id || now.chapter.content !== next) return
      await now.edits.replaceChapters([{ chapterId: c.id, title: now.chapter.title, content: previous, notes: before }], 'restore')
      void invalidateVersions()
      toast({ title: ASSIST_TEXT.undone })
    }
    toast({
      title: ASSIST_TEXT.accepted,
      description: ASSIST_TEXT.acceptedDescription,
      action: (
        <ToastAction altText={ASSIST_TEXT.undoAlt} onClick={() => void undo()}>
          {ASSIST_TEXT.undo}
        </ToastAction>
      ),
    })
  }

  // The locked text answers the shortcuts too, for a person whose focus went back to it.
  const keys = useRef({ accept, reject })
  useLayoutEffect(() => {
    keys.current = { accept, reject }
  })
  useEffect(() => {
    const box = target.element()
    if (!box || state.phase === 'idle') return
    const onKey = (event: KeyboardEvent) => {
      const key = suggestionKey(event)
      if (!key) return
      event.preventDefault()
      if (key === 'reject') keys.current.reject()
      else void keys.current.accept()
    }
    box.addEventListener('keydown', onKey)
    return () => box.removeEventListener('keydown', onKey)
  }, [target, state.phase])

  return (
    <>
      <SelectionMenu
        onIntent={preloadAiEdit}
        selected={target.selected}
        disabled={disabled || open}
        onAsk={(passage, request) => void ask(passage, request)}
        onCustom={setAsking}
        onChosen={focusOpened}
      />
      {asking ? (
        <Suspense fallback={null}>
          <LazyInstructionForm
            fieldRef={focusField}
            onSubmit={(instruction) => {
              const passage = asking
              setAsking(null)
              void ask(passage, { action: 'custom', instruction })
            }}
            onCancel={() => {
              setAsking(null)
              target.reveal(asking)
            }}
          />
        </Suspense>
      ) : null}
      {state.phase !== 'idle' ? (
        <Suspense fallback={null}>
          <LazySuggestionPanel
            state={state}
            title={askTitle(state.ask)}
            onAccept={() => void accept()}
            onReject={reject}
            onTryAgain={tryAgain}
            focusRef={focusPanel}
          />
        </Suspense>
      ) : null}
    </>
  )
}
