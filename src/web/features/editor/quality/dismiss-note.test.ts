import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { dismissNote } from './dismiss-note.ts'

const note = (id: string) => ({ id, kind: 'phrase' as const, text: id, excerpts: [], status: 'open' as const })
const doc: ProjectDocument = {
  title: 'T',
  description: '',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 1,
  chapters: [
    { id: '11111111-1111-4111-8111-111111111111', title: 'A', content: 'a', notes: [note('x')] },
    { id: '22222222-2222-4222-8222-222222222222', title: 'B', content: 'b', notes: [note('x'), note('y')] },
  ],
}

describe('dismissNote', () => {
  it('removes the note from that chapter only, and the field with the last note', () => {
    const once = dismissNote(doc, 1, 'x')
    expect(once.chapters[1]?.notes?.map((n) => n.id)).toEqual(['y'])
    expect(once.chapters[0]).toBe(doc.chapters[0])
    const twice = dismissNote(once, 1, 'y')
    expect(twice.chapters[1]).toEqual({ id: '22222222-2222-4222-8222-222222222222', title: 'B', content: 'b' })
  })

  it('leaves the document as it is for an unknown note or chapter', () => {
    expect(dismissNote(doc, 1, 'z')).toBe(doc)
    expect(dismissNote(doc, 5, 'x')).toBe(doc)
  })
})
