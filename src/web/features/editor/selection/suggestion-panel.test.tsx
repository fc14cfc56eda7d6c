// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
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

describe('the suggestion rendered as Markdown (decision 110)', () => {
  const markdown = { ...passage, end: 40, selection: 'Warm up for *ten* minutes before a round.' }

  /** The formatted diff, once its module has loaded in place of the plain one. */
  const formatted = async (tag: string) => {
    await waitFor(() => expect(screen.getByTestId('suggestion-diff').querySelector(tag)).not.toBeNull())
    return screen.getByTestId('suggestion-diff')
  }

  it('shows bold, italics, links and lists formatted, with no raw marks, and the changes still marked', async () => {
    const text = 'Warm up for **ten minutes** before [every round](https://example.com/r), _slowly_.\n\n- Stretch\n- Swing'
    panel({ phase: 'ready', passage: markdown, ask, text })
    const diff = await formatted('strong')
    expect(diff.textContent).not.toMatch(/\*|_|\]\(/)
    expect(diff.querySelector('strong')).toHaveTextContent('ten minutes')
    expect(diff.querySelector('em')).toHaveTextContent('slowly')
    expect(diff.querySelector('a')).toHaveAttribute('href', 'https://example.com/r')
    expect([...diff.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Inserted: Stretch', 'Swing'])
    // Deleted words struck through where they stood, inserted ones marked, each run named once to screen readers.
    expect([...diff.querySelectorAll('del')].map((n) => n.textContent)).toEqual(['Deleted: a'])
    expect(diff.querySelector('a ins')).toHaveTextContent('Inserted: every')
    expect(diff).toHaveTextContent(/^Warm up for ten minutes before Deleted: aInserted: every roundInserted: , slowly\./)
  })

  it('a suggestion that changes nothing reads as the text, with nothing marked', async () => {
    panel({ phase: 'ready', passage: markdown, ask, text: markdown.selection })
    const diff = await formatted('em')
    expect(diff).toHaveTextContent('Warm up for ten minutes before a round.')
    expect(diff.querySelector('del, ins')).toBeNull()
  })
})
