// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { useState } from 'react'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { moveChapter } from '../document-edits.ts'
import { ChapterList } from './chapter-list.tsx'
import { ChapterNav } from './chapter-nav.tsx'

afterEach(cleanup)

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const start: ProjectDocument = {
  title: 'Golf',
  description: '',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: ['Warm-up', 'Grip', 'Swing'].map((title, i) => ({ id: id(i), title, content: `## ${title}` })),
}

function Nav({ onMove }: { onMove(from: number, to: number): void }) {
  const [doc, setDoc] = useState(start)
  return (
    <ChapterNav
      doc={doc}
      busy={false}
      onAdd={() => undefined}
      onSelect={(i) => setDoc((d) => ({ ...d, currentChapterIndex: i }))}
      onMove={(from, to) => {
        onMove(from, to)
        setDoc((d) => moveChapter(d, from, to))
      }}
    />
  )
}

const list = () => within(screen.getByRole('navigation', { name: 'Chapters' }))
const order = () =>
  list()
    .getAllByRole('button')
    .map((b) => b.textContent)

describe('reordering chapters (decision 108)', () => {
  it('Alt+Down and Alt+Up on a chapter move it, keep the focus on it and say where it went; the list has one button per chapter', async () => {
    const onMove = vi.fn()
    render(<Nav onMove={onMove} />)
    expect(order()).toEqual(['1. Warm-up', '2. Grip', '3. Swing'])
    list()
      .getByRole('button', { name: /Warm-up/ })
      .focus()
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}')
    expect(onMove).toHaveBeenLastCalledWith(0, 1)
    expect(order()).toEqual(['1. Grip', '2. Warm-up', '3. Swing'])
    expect(screen.getByText('“Warm-up” moved to place 2 of 3.')).toHaveAttribute('role', 'status')
    expect(list().getByRole('button', { name: /Warm-up/ })).toHaveFocus()
    // A plain arrow is not a move.
    await userEvent.keyboard('{ArrowDown}')
    expect(onMove).toHaveBeenCalledTimes(1)
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(order()).toEqual(['1. Warm-up', '2. Grip', '3. Swing'])
  })

  it("'Move down' and 'Move up' move the open chapter, and do nothing past either end", async () => {
    const onMove = vi.fn()
    render(<Nav onMove={onMove} />)
    const up = screen.getByRole('button', { name: 'Move up' })
    expect(up).toHaveAttribute('aria-disabled', 'true')
    expect(up).toHaveAccessibleDescription(/Alt\+Up or Alt\+Down/)
    await userEvent.click(up)
    expect(onMove).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Move down' }))
    await userEvent.click(screen.getByRole('button', { name: 'Move down' }))
    expect(order()).toEqual(['1. Grip', '2. Swing', '3. Warm-up'])
    expect(list().getByRole('button', { name: /Warm-up/ })).toHaveAttribute('aria-current', 'true')
    expect(screen.getByText('“Warm-up” moved to place 3 of 3.')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('button', { name: 'Move down' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('has no grips or moves without onMove', () => {
    render(<ChapterList chapters={start.chapters} current={0} onSelect={() => undefined} />)
    expect(document.querySelector('[data-drag-grip]')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(3)
  })
})
