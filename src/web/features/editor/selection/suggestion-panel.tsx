import { type KeyboardEvent, lazy, type Ref, Suspense, useMemo } from 'react'
import { Check, LoaderCircle, RotateCcw, X } from 'lucide-react'
import { Button } from '@web/components/ui/button.tsx'
import { type DiffPiece, suggestionDiff } from './suggestion-diff.ts'
import type { SuggestionState } from './use-suggestion.ts'

// The formatted diff loads with the first suggestion (the Markdown parser and renderer, shared with the preview); the plain one shows until then.
const MarkdownDiff = lazy(async () => ({ default: (await import('./markdown-diff.tsx')).MarkdownDiff }))

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)

/** The panel's words; the shortcuts are named on the buttons' titles (docs/product.md#editor). */
export const SUGGESTION_PANEL = {
  region: 'AI suggestion',
  writing: 'Writing a suggestion…',
  /** The server's AI calls are all taken (decision 77): its place in line, 1 for next. */
  queued: (position: number) =>
    position === 1 ? 'Waiting for the AI writer: yours is next…' : `Waiting for the AI writer: ${position - 1} requests ahead of yours…`,
  accept: 'Accept',
  reject: 'Reject',
  tryAgain: 'Try again',
  acceptTitle: () => `Accept (${isMac() ? '⌘' : 'Ctrl'}+Enter)`,
  rejectTitle: 'Reject (Esc)',
} as const

// In its own module: the selection assist answers the shortcuts without loading this panel (decision 111).
import { suggestionKey } from './suggestion-keys.ts'
export { suggestionKey }

interface SuggestionPanelProps {
  state: Exclude<SuggestionState, { phase: 'idle' }>
  title: string
  onAccept(): void
  onReject(): void
  onTryAgain(): void
  /** The panel takes focus when it opens, so the shortcuts work at once. */
  focusRef: Ref<HTMLDivElement>
}

/** The suggestion as an inline diff of the passage: deleted words struck through, inserted ones marked. */
export function SuggestionPanel({ state, title, onAccept, onReject, onTryAgain, focusRef }: SuggestionPanelProps) {
  const pieces = useMemo(() => (state.phase === 'failed' ? [] : suggestionDiff(state.passage.selection, state.text)), [state])
  const onKeyDown = (event: KeyboardEvent) => {
    const key = suggestionKey(event)
    if (!key) return
    event.preventDefault()
    if (key === 'reject') onReject()
    else if (state.phase === 'ready') onAccept()
  }
  return (
    <div
      ref={focusRef}
      role="region"
      aria-label={SUGGESTION_PANEL.region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="w-full basis-full space-y-3 rounded-md border border-primary/40 bg-muted/30 p-3 outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
    >
      <p className="flex items-center gap-2 font-medium text-sm">
        {state.phase === 'streaming' ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {title}
      </p>
      {state.phase === 'streaming' && state.queued ? (
        <p data-testid="suggestion-queued" className="text-muted-foreground text-sm">
          {SUGGESTION_PANEL.queued(state.queued)}
        </p>
      ) : null}
      {state.phase === 'failed' ? (
        <p role="alert" className="text-destructive text-sm">
          {state.message}
        </p>
      ) : (
        <Suspense fallback={<PlainDiff pieces={pieces} />}>
          <MarkdownDiff before={state.passage.selection} after={state.text} />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {state.phase === 'streaming' ? (state.queued ? SUGGESTION_PANEL.queued(state.queued) : SUGGESTION_PANEL.writing) : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" title={SUGGESTION_PANEL.acceptTitle()} disabled={state.phase !== 'ready'} onClick={onAccept}>
          <Check aria-hidden="true" />
          {SUGGESTION_PANEL.accept}
        </Button>
        <Button type="button" size="sm" variant="outline" title={SUGGESTION_PANEL.rejectTitle} onClick={onReject}>
          <X aria-hidden="true" />
          {SUGGESTION_PANEL.reject}
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={state.phase === 'streaming'} onClick={onTryAgain}>
          <RotateCcw aria-hidden="true" />
          {SUGGESTION_PANEL.tryAgain}
        </Button>
      </div>
    </div>
  )
}

/** The diff as it stands in the Markdown, while the formatted one loads. */
function PlainDiff({ pieces }: { pieces: readonly DiffPiece[] }) {
  return (
    <p data-testid="suggestion-diff" className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words text-sm leading-relaxed">
      {pieces.map((piece, i) =>
        piece.kind === 'same' ? <span key={i}>{piece.text}</span> : <Piece key={i} kind={piece.kind} text={piece.text} />,
      )}
    </p>
  )
}

// Colour is never the only cue: deleted words are struck through, inserted ones underlined, and both are named to screen readers.
function Piece({ kind, text }: { kind: 'removed' | 'added'; text: string }) {
  return kind === 'removed' ? (
    <del className="rounded-sm bg-red-200 text-red-950 line-through decoration-red-800">
      <span className="sr-only">Deleted: </span>
      {text}
    </del>
  ) : (
    <ins className="rounded-sm bg-emerald-200 text-emerald-950 underline decoration-emerald-800">
      <span className="sr-only">Inserted: </span>
      {text}
    </ins>
  )
}
