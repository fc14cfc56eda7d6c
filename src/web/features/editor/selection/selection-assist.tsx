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

export const ASSIST_TEXT = {
  accepted: 'AI edit accepted',
  acceptedDescription: 'The earlier text is in the chapter history.',
  undo: 'Undo',
  undoAlt: 'Undo the AI edit',
  undone: 'AI edit undone',
  moved: 'The chapter changed under the suggestion',
  movedDescription: 'Nothing was replaced. Select the text again and ask once more.',
} as const

const askTitle = (ask: SelectionAsk) =>
  ask.action === 'tone'
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
}

/**
 * Selection rewrites in either editor (docs/product.md#editor): the 'AI edit' menu, then the
 * suggestion as a diff with Accept, Reject and Try again. Accept replaces only the passage and
 * keeps the chapter's earlier text in its history; Reject leaves the text as it was. Keyed by the
 * chapter where it is used: choosing another chapter drops the suggestion.
 */
export function SelectionAssist({ target, chapter, book, edits, disabled = false, onOpenChange }: SelectionAssistProps) {
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

  const reject = () => {
    if (state.phase !== 'idle') target.reveal(state.passage)
    close()
  }

  async function accept() {
    if (state.phase !== 'ready') return
    const { chapter: c, edits: e } = latest.current
    const previous = c.content
    const next = target.apply(previous, state.passage, state.text)
    close()
    if (next === null) {
      toast({ variant: 'destructive', title: ASSIST_TEXT.moved, description: ASSIST_TEXT.movedDescription })
      return
    }
    if (chapterTooLong(next)) return void toast({ variant: 'destructive', ...CHAPTER_TOO_LONG })
    await e.replaceChapters([{ chapterId: c.id, title: c.title, content: next }], 'selection')
    void invalidateVersions()
    target.reveal(state.passage, state.text)
    const undo = async () => {
      const now = latest.current
      // Only while the chapter still reads as the edit left it: Undo never drops later typing.
      if (now.chapter.id !== c.id || now.chapter.content !== next) return
      await now.edits.replaceChapters([{ chapterId: c.id, title: now.chapter.title, content: previous }], 'restore')
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
