// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SUGGESTION_PANEL, SuggestionPanel } from './suggestion-panel.tsx'
import { type SuggestionState, type SuggestionWriter, useSuggestion } from './use-suggestion.ts'

afterEach(cleanup)

const passage = { start: 0, end: 9, selection: 'Some text', before: '', after: '' }
const ask = { action: 'shorten' } as const

function panel(state: Exclude<SuggestionState, { phase: 'idle' }>) {
  const none = () => {}
  return render(<SuggestionPanel state={state} title="Shorten" onAccept={none} onReject={none} onTryAgain={none} focusRef={null} />)
}

describe('a suggestion waiting for the AI writer (decision 77)', () => {
  it('shows its place in line while it waits, and nothing of the kind once it writes', () => {
    panel({ phase: 'streaming', passage, ask, text: '', queued: 3 })
    expect(screen.getByTestId('suggestion-queued')).toHaveTextContent('Waiting for the AI writer: 2 requests ahead of yours…')
    cleanup()
    panel({ phase: 'streaming', passage, ask, text: '', queued: 1 })
    expect(screen.getByTestId('suggestion-queued')).toHaveTextContent(SUGGESTION_PANEL.queued(1))
    expect(SUGGESTION_PANEL.queued(1)).toBe('Waiting for the AI writer: yours is next…')
    cleanup()
    panel({ phase: 'streaming', passage, ask, text: 'Some' })
    expect(screen.queryByTestId('suggestion-queued')).toBeNull()
  })

  it('carries the place the server sends into the streaming state, until the text comes', async () => {
    let report: ((position: number) => void) | undefined
    let delta: ((text: string) => void) | undefined
    const write: SuggestionWriter = (_p, _a, _prev, onDelta, _signal, onQueued) => {
      report = onQueued
      delta = onDelta
      return new Promise(() => {})
    }
    const { result } = renderHook(() => useSuggestion(write))
    await act(async () => void result.current.ask(passage, ask))
    act(() => report?.(2))
    expect(result.current.state).toMatchObject({ phase: 'streaming', queued: 2 })
    act(() => delta?.('Som'))
    expect(result.current.state).toMatchObject({ phase: 'streaming', text: 'Som' })
    expect(result.current.state).not.toHaveProperty('queued')
  })
})
