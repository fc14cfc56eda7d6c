// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { ChapterList } from './chapter-list.tsx'
import { chapterHeading, printedNumbers, setChapterMatter } from './chapter-matter.ts'
import { ChapterMatterSelect } from './chapter-matter-select.tsx'

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const book: ProjectDocument = {
  title: 'Golf for Life',
  description: '',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [
    { id: id(1), title: 'Introduction', content: 'Hi' },
    { id: id(2), title: 'Grip', content: 'Hold' },
    { id: id(3), title: 'Stance', content: 'Stand' },
    { id: id(4), title: 'Conclusion', content: 'Bye' },
  ],
}

afterEach(cleanup)

describe('chapter matter (issue 29)', () => {
  it('numbers the numbered chapters among themselves, front and back matter not at all', () => {
    expect(printedNumbers(book.chapters)).toEqual([1, 2, 3, 4])
    const marked = setChapterMatter(setChapterMatter(book, 0, 'front'), 3, 'back')
    expect(marked.chapters.map((c) => c.matter)).toEqual(['front', undefined, undefined, 'back'])
    expect(printedNumbers(marked.chapters)).toEqual([null, 1, 2, null])
    // An explicit 'body' is kept: it wins over an outline's default.
    expect(setChapterMatter(marked, 0, 'body').chapters[0]).toMatchObject({ matter: 'body' })
    expect(setChapterMatter(marked, 0, 'front')).toBe(marked)
    expect(setChapterMatter(marked, 9, 'front')).toBe(marked)
  })

  it("heads the chapter with the book's number when it differs from its place, as before when it does not", () => {
    expect(chapterHeading(book)).toBe('Chapter 1 of 4')
    const marked = setChapterMatter(setChapterMatter(book, 0, 'front'), 3, 'back')
    expect(chapterHeading(marked)).toBe('Front matter · 1 of 4')
    expect(chapterHeading({ ...marked, currentChapterIndex: 1 })).toBe('Chapter 1 · 2 of 4')
    expect(chapterHeading({ ...marked, currentChapterIndex: 3 })).toBe('Back matter · 4 of 4')
    const endOnly = setChapterMatter(book, 3, 'back')
    expect(chapterHeading({ ...endOnly, currentChapterIndex: 2 })).toBe('Chapter 3 of 4')
  })

  it('the list shows the printed numbers and an Unnumbered marker; a planner keeps its places', () => {
    const marked = setChapterMatter(book, 0, 'front')
    render(<ChapterList chapters={marked.chapters} current={0} onSelect={() => {}} />)
    const items = within(screen.getByRole('navigation', { name: 'Chapters' })).getAllByRole('button')
    expect(items.map((b) => b.textContent)).toEqual(['– Introduction Unnumbered', '1. Grip', '2. Stance', '3. Conclusion'])
    expect(items[0]).toHaveAccessibleName('Introduction Unnumbered')
    cleanup()
    render(<ChapterList chapters={marked.chapters} current={0} sections onSelect={() => {}} />)
    expect(screen.getAllByRole('button')[0]).toHaveTextContent(/^1\. Introduction/)
    expect(screen.queryByText('Unnumbered')).not.toBeInTheDocument()
  })

  it('the numbering select changes the current chapter and the list follows', async () => {
    function Editor() {
      const [doc, setDoc] = useState(book)
      return (
        <>
          <ChapterList chapters={doc.chapters} current={doc.currentChapterIndex} onSelect={() => {}} />
          <ChapterMatterSelect doc={doc} disabled={false} onEdit={(change) => setDoc((d) => change(d))} />
          <output data-testid="doc">{JSON.stringify(doc.chapters.map((c) => c.matter ?? null))}</output>
        </>
      )
    }
    render(<Editor />)
    const user = userEvent.setup()
    const select = screen.getByLabelText('Chapter numbering')
    expect(select).toHaveDisplayValue('Numbered chapter')
    expect(select).toHaveAccessibleDescription('An introduction or a conclusion usually prints without “Chapter n”.')
    // jsdom's select ignores arrow keys; the e2e test uses the keyboard.
    await user.selectOptions(select, 'Front matter (unnumbered)')
    expect(select).toHaveDisplayValue('Front matter (unnumbered)')
    expect(screen.getByTestId('doc')).toHaveTextContent('["front",null,null,null]')
    expect(screen.getByRole('button', { name: 'Introduction Unnumbered' })).toBeInTheDocument()
    await user.selectOptions(select, 'Back matter (unnumbered)')
    expect(screen.getByTestId('doc')).toHaveTextContent('["back",null,null,null]')
  })
})
