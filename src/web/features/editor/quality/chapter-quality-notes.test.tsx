// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { QualityNote } from '@core/generation-schemas.ts'
import type { ProjectChapter } from '@core/project-schemas.ts'
import { ChapterQualityNotes } from './chapter-quality-notes.tsx'
import type { NoteRequest } from './note-fix.ts'

const repeated: QualityNote = {
  id: 'repetition-3-fixed',
  kind: 'repetition',
  text: '2 repeated passages with chapter 3 — fixed',
  excerpts: ['A budget is a plan for every dollar.', 'Track every purchase for a week.'],
  otherChapter: 3,
  status: 'fixed',
}
const statistic: QualityNote = {
  id: 'unsourced-open',
  kind: 'unsourced',
  text: '1 statistic to verify',
  excerpts: ['73% of people overspend on food.'],
  status: 'open',
}
const base: ProjectChapter = { id: '22222222-2222-4222-8222-222222222222', title: 'Costs', content: '## Costs\n\nText.' }

afterEach(cleanup)

/** The editor's part: the chapter's notes live in the document, and Dismiss takes one out. */
function Harness({ notes }: { notes: QualityNote[] }) {
  const [chapter, setChapter] = useState<ProjectChapter>({ ...base, notes })
  return (
    <ChapterQualityNotes chapter={chapter} onDismiss={(id) => setChapter((c) => ({ ...c, notes: c.notes?.filter((n) => n.id !== id) }))} />
  )
}

describe('ChapterQualityNotes', () => {
  it('shows nothing for a chapter without notes', () => {
    render(<Harness notes={[]} />)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('opens a dialog listing each note with its state and sentences', async () => {
    render(<Harness notes={[repeated, statistic]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Quality notes (2)' }))
    const dialog = screen.getByRole('dialog', { name: 'Quality notes' })
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'))
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      '2 repeated passages with chapter 3 — fixed',
      '1 statistic to verify',
    ])
    expect(within(items[0] as HTMLElement).getByText('Fixed')).toBeVisible()
    expect(within(items[0] as HTMLElement).getByText('Track every purchase for a week.')).toBeVisible()
    expect(within(items[1] as HTMLElement).getByText('To check')).toBeVisible()
    expect(within(items[1] as HTMLElement).getByText(/Check them and name a source/)).toBeVisible()
  })

  it('dismisses one note at a time, keeps focus in the dialog, and closes with the last', async () => {
    render(<Harness notes={[repeated, statistic]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Quality notes (2)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: 2 repeated passages with chapter 3 — fixed' }))
    expect(screen.queryByText('2 repeated passages with chapter 3 — fixed')).toBeNull()
    // The trigger behind the modal is hidden from assistive technology until it closes.
    expect(screen.getByRole('button', { name: 'Quality notes (1)', hidden: true })).toBeInTheDocument()
    await new Promise((r) => requestAnimationFrame(r))
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement)
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: 1 statistic to verify' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: /Quality notes/ })).toBeNull()
  })
})

describe('ChapterQualityNotes: Show and Fix this (decision 110)', () => {
  const phrases: QualityNote = {
    id: 'phrase-open',
    kind: 'phrase',
    text: '2 overused phrases: delve into, tapestry',
    excerpts: ['We delve into the numbers.', 'Life is a rich tapestry.'],
    status: 'open',
  }
  const content = '## Costs\n\nFirst, we *delve into* the numbers. 73% of people overspend on food.\n'

  function openNotes(notes: QualityNote[], onRequest: (r: NoteRequest) => void) {
    render(<ChapterQualityNotes chapter={{ ...base, content, notes }} onDismiss={() => undefined} onRequest={onRequest} />)
    return userEvent.click(screen.getByRole('button', { name: `Quality notes (${notes.length})` }))
  }

  it("offers 'Show' for each open sentence still in the chapter and says which ones are gone", async () => {
    const onRequest = vi.fn()
    await openNotes([phrases, statistic], onRequest)
    const dialog = screen.getByRole('dialog', { name: 'Quality notes' })
    // The finder loads when the notes first open.
    expect(await within(dialog).findByRole('button', { name: 'Show: We delve into the numbers.' })).toBeVisible()
    expect(within(dialog).queryByRole('button', { name: 'Show: Life is a rich tapestry.' })).toBeNull()
    expect(within(dialog).getByText('This sentence is no longer in the chapter as quoted.')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show: 73% of people overspend on food.' }))
    expect(onRequest).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'show', note: statistic, excerpt: '73% of people overspend on food.' }),
    )
    // The notes close, so the sentence can be seen and focus can stay on it.
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("'Fix this' fixes the note's first sentence still there; a fixed note has neither", async () => {
    const onRequest = vi.fn()
    await openNotes([repeated, phrases], onRequest)
    const dialog = screen.getByRole('dialog', { name: 'Quality notes' })
    const fix = await within(dialog).findByRole('button', { name: `Fix this: ${phrases.text}` })
    expect(within(dialog).queryByRole('button', { name: `Fix this: ${repeated.text}` })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: /^Show/ })).toBeInstanceOf(HTMLElement)
    await userEvent.click(fix)
    expect(onRequest).toHaveBeenCalledWith(expect.objectContaining({ kind: 'fix', note: phrases, excerpt: 'We delve into the numbers.' }))
  })

  it("'Fix this' is off, saying why, when none of the note's sentences is left", async () => {
    await openNotes([{ ...phrases, excerpts: ['Life is a rich tapestry.'] }], vi.fn())
    const button = await screen.findByRole('button', { name: `Fix this: ${phrases.text}` })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('None of these sentences is in the chapter as quoted any more.')
  })
})
