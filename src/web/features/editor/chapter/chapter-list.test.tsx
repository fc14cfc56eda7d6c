// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectChapter } from '../chapter-edits.ts'
import { ChapterList } from './chapter-list.tsx'

afterEach(cleanup)

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const chapters: ProjectChapter[] = ['Warm-up', 'Grip', 'Swing'].map((title, i) => ({ id: id(i), title, content: `## ${title}` }))

function Reorderable({ onMove }: { onMove(from: number, to: number): void }) {
  const [list, setList] = useState(chapters)
  return (
    <ChapterList
      chapters={list}
      current={0}
      onSelect={() => undefined}
      onMove={(from, to) => {
        onMove(from, to)
        setList((l) => {
          const next = l.slice()
          const [moved] = next.splice(from, 1)
          next.splice(to, 0, moved as ProjectChapter)
          return next
        })
      }}
    />
  )
}

const order = () =>
  within(screen.getByRole('navigation', { name: 'Chapters' }))
    .getAllByRole('button', { name: /^\d\./ })
    .map((b) => b.textContent)

describe('ChapterList reordering (decision 108)', () => {
  it('moves a chapter with the arrow keys on its focused handle, keeps the focus there and says where it went', async () => {
    const onMove = vi.fn()
    render(<Reorderable onMove={onMove} />)
    const handle = screen.getByRole('button', { name: 'Move “Warm-up”' })
    expect(handle).toHaveAccessibleDescription('Drag to move it, or press the up or down arrow key.')
    handle.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(onMove).toHaveBeenLastCalledWith(0, 1)
    expect(order()).toEqual(['1. Grip', '2. Warm-up', '3. Swing'])
    expect(screen.getByRole('status')).toHaveTextContent('“Warm-up” moved to place 2 of 3.')
    expect(screen.getByRole('button', { name: 'Move “Warm-up”' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    // Already last: the second press does nothing.
    expect(onMove).toHaveBeenCalledTimes(2)
    expect(order()).toEqual(['1. Grip', '2. Swing', '3. Warm-up'])
    await userEvent.keyboard('{ArrowUp}')
    expect(order()).toEqual(['1. Grip', '2. Warm-up', '3. Swing'])
    expect(screen.getByRole('status')).toHaveTextContent('“Warm-up” moved to place 2 of 3.')
  })

  it('has no handles without onMove', () => {
    render(<ChapterList chapters={chapters} current={0} onSelect={() => undefined} />)
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
