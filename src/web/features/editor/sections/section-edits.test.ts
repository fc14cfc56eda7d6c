import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { applyReplacements, renameChapter } from '../document-edits.ts'
import { dismissNote } from '../quality/dismiss-note.ts'
import { addSection, moveChapter, optionsFor, repeatSection, setPageOption, setPageTemplate } from './section-edits.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function planner(current = 0): ProjectDocument {
  return {
    title: 'Fit Year',
    description: '',
    productType: 'planner',
    tone: 'friendly',
    targetAudience: '',
    currentChapterIndex: current,
    chapters: [
      { id: id(0), title: 'How to use it', content: '## How to use it\n\nFill a page a day.' },
      { id: id(1), title: 'Weeks', content: '## Weeks\n\n- Rest on Sunday', pageTemplate: 'week', pageOptions: { layout: 'horizontal' } },
      {
        id: id(2),
        title: 'Goals',
        content: '## Goals',
        pageTemplate: 'goals',
        pageOptions: { period: 'quarter' },
        notes: [{ id: 'n1', kind: 'statistics', status: 'open', message: 'x' } as never],
      },
    ],
  }
}

const ids = (d: ProjectDocument) => d.chapters.map((c) => c.id)

describe("a planner's sections (decision 95)", () => {
  it('names the options each template reads', () => {
    expect(optionsFor('week')).toEqual(['layout'])
    expect(optionsFor('goals')).toEqual(['pages', 'period'])
    expect(optionsFor('notes-lined')).toEqual(['pages'])
    expect(optionsFor('month')).toEqual([])
    expect(optionsFor(undefined)).toEqual([])
  })

  it('changes a template, dropping the options the new one does not read; none makes a text page', () => {
    const notes = setPageTemplate(planner(), 1, 'notes-dots')
    expect(notes.chapters[1]).toEqual({ id: id(1), title: 'Weeks', content: '## Weeks\n\n- Rest on Sunday', pageTemplate: 'notes-dots' })
    const review = setPageTemplate(planner(), 2, 'review')
    expect(review.chapters[2]).toMatchObject({ pageTemplate: 'review', pageOptions: { period: 'quarter' } })
    const text = setPageTemplate(planner(), 1, undefined)
    expect(text.chapters[1]).not.toHaveProperty('pageTemplate')
    expect(text.chapters[1]).not.toHaveProperty('pageOptions')
    const same = planner()
    expect(setPageTemplate(same, 1, 'week')).toBe(same)
  })

  it('sets and clears one option', () => {
    const pages = setPageOption(planner(), 2, 'pages', 4)
    expect(pages.chapters[2]?.pageOptions).toEqual({ period: 'quarter', pages: 4 })
    const cleared = setPageOption(setPageOption(planner(), 1, 'layout', undefined), 1, 'layout', undefined)
    expect(cleared.chapters[1]).not.toHaveProperty('pageOptions')
  })

  it('adds a section with its template and label as title, selected; without one a text chapter', () => {
    const added = addSection(planner(), id(9), 'habits')
    expect(added.chapters.at(-1)).toEqual({ id: id(9), title: 'Habit tracker', content: '## Habit tracker\n', pageTemplate: 'habits' })
    expect(added.currentChapterIndex).toBe(3)
    expect(addSection(planner(), id(9), undefined).chapters.at(-1)).toMatchObject({ id: id(9), title: 'New Chapter' })
  })

  it('moves a section keeping every id, and the selection follows the selected section', () => {
    const down = moveChapter(planner(1), 1, 2)
    expect(ids(down)).toEqual([id(0), id(2), id(1)])
    expect(down.currentChapterIndex).toBe(2)
    expect(down.chapters[2]).toEqual(planner().chapters[1])
    const other = moveChapter(planner(0), 1, 0)
    expect(ids(other)).toEqual([id(1), id(0), id(2)])
    expect(other.currentChapterIndex).toBe(1)
    const edge = planner(0)
    expect(moveChapter(edge, 0, -1)).toBe(edge)
    expect(moveChapter(edge, 2, 3)).toBe(edge)
  })

  it('repeats a section right after it with a new id, without the original’s notes', () => {
    const repeated = repeatSection(planner(2), 2, id(7))
    expect(ids(repeated)).toEqual([id(0), id(1), id(2), id(7)])
    expect(repeated.chapters[3]).toEqual({
      id: id(7),
      title: 'Goals',
      content: '## Goals',
      pageTemplate: 'goals',
      pageOptions: { period: 'quarter' },
    })
    expect(repeated.chapters[2]?.notes).toHaveLength(1)
    expect(repeated.currentChapterIndex).toBe(3)
  })

  it('keeps the template and options through a rename, a regeneration or restore, and a dismissed note', () => {
    const page = { pageTemplate: 'goals', pageOptions: { period: 'quarter' } }
    expect(renameChapter(planner(), 2, 'Quarter goals').chapters[2]).toMatchObject(page)
    const replaced = applyReplacements(planner(), [{ chapterId: id(2), title: 'Goals', content: '## Goals\n\n- What matters most?' }])
    expect(replaced.chapters[2]).toMatchObject({ ...page, content: '## Goals\n\n- What matters most?' })
    expect(dismissNote(planner(), 2, 'n1').chapters[2]).toMatchObject(page)
  })
})
