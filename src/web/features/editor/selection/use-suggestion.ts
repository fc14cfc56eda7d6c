import { useCallback, useEffect, useRef, useState } from 'react'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import type { Passage } from './selection-core.ts'
import type { SelectionAsk } from './selection-request.ts'

export const SUGGESTION_TEXT = {
  rateLimited: 'Too many AI edits in a short time. Please wait a moment and try again.',
} as const

/** Writes a suggestion for a passage: pieces to `onDelta`, the whole as the answer. */
export type SuggestionWriter = (
  passage: Passage,
  ask: SelectionAsk,
  previous: string | undefined,
  onDelta: (text: string) => void,
  signal: AbortSignal,
  /** Its place in the server's queue of AI calls while it waits (decision 77). */
  onQueued?: (position: number) => void,
) => Promise<string>

export type SuggestionState =
  | { phase: 'idle' }
  | { phase: 'streaming' | 'ready'; passage: Passage; ask: SelectionAsk; text: string; queued?: number }
  | { phase: 'failed'; passage: Passage; ask: SelectionAsk; text: string; message: string; rateLimited: boolean }

/**
 * One open suggestion at a time, for any editor: ask → it streams → Accept hands back the passage
 * and its new text, Reject and a new ask drop the one in flight, Try again asks for another.
 */
export function useSuggestion(write: SuggestionWriter) {
  const [state, setState] = useState<SuggestionState>({ phase: 'idle' })
  const flight = useRef<AbortController | null>(null)
  useEffect(() => () => flight.current?.abort(), [])

  const run = useCallback(
    async (passage: Passage, ask: SelectionAsk, previous?: string) => {
      flight.current?.abort()
      const controller = new AbortController()
      flight.current = controller
      setState({ phase: 'streaming', passage, ask, text: '' })
      try {
        let shown = ''
        const text = await write(
          passage,
          ask,
          previous,
          (delta) => {
            shown += delta
            if (!controller.signal.aborted) setState({ phase: 'streaming', passage, ask, text: shown })
          },
          controller.signal,
          (position) => {
            if (!controller.signal.aborted) setState({ phase: 'streaming', passage, ask, text: shown, queued: position })
          },
        )
        if (!controller.signal.aborted) setState({ phase: 'ready', passage, ask, text })
      } catch (error) {
        if (controller.signal.aborted) return
        const rateLimited = errorCode(error) === 'rate_limited'
        const message = rateLimited ? SUGGESTION_TEXT.rateLimited : describeError(error)
        setState({ phase: 'failed', passage, ask, text: '', message, rateLimited })
      }
    },
    [write],
  )

  const close = useCallback(() => {
    flight.current?.abort()
    flight.current = null
    setState({ phase: 'idle' })
  }, [])

  const tryAgain = useCallback(() => {
    if (state.phase === 'idle' || state.phase === 'streaming') return
    void run(state.passage, state.ask, state.phase === 'ready' ? state.text : undefined)
  }, [run, state])

  return { state, ask: run, close, tryAgain }
}
