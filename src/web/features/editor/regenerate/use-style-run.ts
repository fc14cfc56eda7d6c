import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { Tone } from '@core/generation.ts'
import { describeError } from '@web/lib/api-error-text.ts'
import type { ChapterEdits, ChapterReplacement } from '../chapter-edits.ts'
import { useInvalidateVersions } from '../history/use-chapter-versions.ts'
import { type BookDocument, bookContext, buildChapterRequest, regenerateChapter } from './regenerate-api.ts'
import { abortableSleep, runStyle, type StyleOutcome, type StyleProgress } from './style-run.ts'
import { toastStyleDone, toastStyleStopped, toastStyleUndone, toastUndoFailed } from './style-toasts.tsx'

export type StyleState =
  | { phase: 'idle' }
  | { phase: 'running'; progress: StyleProgress | null; cancelling: boolean }
  | { phase: 'stopped'; outcome: Exclude<StyleOutcome, { kind: 'done' }>; total: number }

interface Options {
  /** The book whose chapters are rewritten; read afresh for each chapter (earlier rewrites included). */
  doc: BookDocument
  tone: Tone
  targetAudience: string
  edits: ChapterEdits
  onBusyChange?: ((busy: boolean) => void) | undefined
}

/** Regenerate Style's run: start, cancel, continue after a stop, and undo every rewrite it made. */
export function useStyleRun({ doc, tone, targetAudience, edits, onBusyChange }: Options) {
  const [state, setState] = useState<StyleState>({ phase: 'idle' })
  // The texts each chapter had before this run touched it (first rewrite wins), for Undo.
  const [before, setBefore] = useState<ChapterReplacement[]>([])
  const invalidateVersions = useInvalidateVersions()
  const latest = useRef({ doc, tone, targetAudience, edits })
  useLayoutEffect(() => {
    latest.current = { doc, tone, targetAudience, edits }
  })
  const ids = useRef<string[]>([])
  const cancel = useRef(new AbortController())
  const unmount = useRef(new AbortController())
  useEffect(() => {
    const controller = new AbortController()
    unmount.current = controller
    return () => controller.abort()
  }, [])

  const running = state.phase === 'running'
  useEffect(() => {
    onBusyChange?.(running)
  }, [running, onBusyChange])

  async function go(from: number, kept: ChapterReplacement[]) {
    cancel.current = new AbortController()
    const done = new Map(kept.map((c) => [c.chapterId, c]))
    setState({ phase: 'running', progress: null, cancelling: false })
    const outcome = await runStyle(ids.current, from, {
      current: (id) => latest.current.doc.chapters.find((c) => c.id === id),
      rewrite: (chapter, signal) => {
        const { tone: t, targetAudience: audience, doc: book } = latest.current
        // 'restyle', not a fresh chapter: the same points and structure in the new voice (issue 14).
        const context = bookContext(book, chapter.id)
        return regenerateChapter(buildChapterRequest({ chapter, tone: t, targetAudience: audience, modifier: 'restyle', context }), signal)
      },
      apply: async (previous, next) => {
        await latest.current.edits.replaceChapters([next], 'style')
        if (!done.has(previous.chapterId)) done.set(previous.chapterId, previous)
        setBefore([...done.values()])
      },
      onProgress: (progress) => setState((s) => (s.phase === 'running' ? { ...s, progress } : s)),
      sleep: abortableSleep,
      signal: unmount.current.signal,
      cancel: cancel.current.signal,
    })
    if (unmount.current.signal.aborted) return
    void invalidateVersions()
    const previous = [...done.values()]
    const undo = previous.length > 0 ? () => void undoTo(previous) : undefined
    if (outcome.kind === 'done') {
      setState({ phase: 'idle' })
      toastStyleDone(latest.current.tone, undo)
    } else {
      setState({ phase: 'stopped', outcome, total: ids.current.length })
      toastStyleStopped(outcome, ids.current.length, previous.length, undo)
    }
  }

  async function undoTo(previous: ChapterReplacement[]) {
    const present = previous.filter((p) => latest.current.doc.chapters.some((c) => c.id === p.chapterId))
    try {
      await latest.current.edits.replaceChapters(present, 'restore')
      setBefore([])
      setState({ phase: 'idle' })
      toastStyleUndone()
      void invalidateVersions()
    } catch (error) {
      toastUndoFailed(describeError(error))
    }
  }

  return {
    state,
    /** Chapters this run (and its continuations) rewrote so far. */
    rewritten: before.length,
    start: () => {
      ids.current = latest.current.doc.chapters.map((c) => c.id)
      setBefore([])
      void go(0, [])
    },
    resume: () => {
      if (state.phase === 'stopped') void go(state.outcome.next, before)
    },
    cancel: () => {
      cancel.current.abort()
      setState((s) => (s.phase === 'running' ? { ...s, cancelling: true } : s))
    },
    undo: () => void undoTo(before),
  }
}
