// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ProjectChapter } from '../chapter-edits.ts'
import { ChapterWordCount } from './word-count-text.tsx'
import { COUNT_SETTLE_MS } from './word-counts.ts'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const chapter = (id: string, content: string): ProjectChapter => ({ id, title: id, content })

describe('the chapter word count (decision 111)', () => {
  it('follows typing once it pauses; another chapter is counted at once', () => {
    const view = render(<ChapterWordCount chapter={chapter('a', 'one two')} />)
    expect(screen.getByText(/^2 words/)).toBeInTheDocument()
    // Typing: the count waits for the pause rather than recounting the chapter on each keystroke.
    view.rerender(<ChapterWordCount chapter={chapter('a', 'one two three')} />)
    expect(screen.getByText(/^2 words/)).toBeInTheDocument()
    view.rerender(<ChapterWordCount chapter={chapter('a', 'one two three four')} />)
    act(() => void vi.advanceTimersByTime(COUNT_SETTLE_MS - 1))
    expect(screen.getByText(/^2 words/)).toBeInTheDocument()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.getByText(/^4 words/)).toBeInTheDocument()
    view.rerender(<ChapterWordCount chapter={chapter('b', 'just one')} />)
    expect(screen.getByText(/^2 words/)).toBeInTheDocument()
  })
})
