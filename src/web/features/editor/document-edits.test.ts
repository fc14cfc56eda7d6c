import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import {
  addChapter,
  applyReplacements,
  documentOf,
  insertChapter,
  moveChapter,
  NEW_CHAPTER_CONTENT,
  normalizeDocument,
  removeChapter,
  renameChapter,
  chapterTooLong,
  sameDocument,
  selectChapter,
} from './document-edits.ts'

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function doc(count: number, current = 0): ProjectDocument {
  return {
    title: 'Golf',
    description: 'Swing better',
    productType: 'guide',
    tone: 'friendly',
    targetAudience: '',
    currentChapterIndex: current,
    chapters: Array.from({ length: count }, (_, i) => ({ id: id(i), title: `C${i}`, content: `## C${i}\n\nText ${i}` })),
  }
}

const titles = (d: ProjectDocument) => d.chapters.map((c) => c.title)

describe('editor document changes (docs/product.md#editor)', () => {
  it("adds 'New Chapter' with its placeholder at the end and selects it; not past 30", () => {
    const next = addChapter(doc(2), id(9))
    expect(next.chapters.at(-1)).toEqual({ id: id(9), title: 'New Chapter', content: NEW_CHAPTER_CONTENT })
    expect(NEW_CHAPTER_CONTENT).toBe('## New Chapter\n\nStart writing here...')
    expect(next.currentChapterIndex).toBe(2)
    const full = doc(30)
    expect(addChapter(full, id(99))).toBe(full)
  })

  it('removes only while more than one chapter remains, clamping the index to the last chapter', () => {
    const one = doc(1)
    expect(removeChapter(one, 0)).toBe(one)
    const last = removeChapter(doc(3, 2), 2)
    expect(titles(last)).toEqual(['C0', 'C1'])
    expect(last.currentChapterIndex).toBe(1)
    const middle = removeChapter(doc(3, 1), 1)
    expect(titles(middle)).toEqual(['C0', 'C2'])
    expect(middle.currentChapterIndex).toBe(1)
    // A chapter above the selection goes: the same chapter stays selected.
    expect(removeChapter(doc(3, 2), 0).currentChapterIndex).toBe(1)
  })

  it('undoes a removal by putting the chapter back where it was', () => {
    const before = doc(3, 1)
    const removed = before.chapters[1]
    if (!removed) throw new Error('no chapter')
    const back = insertChapter(removeChapter(before, 1), removed, 1)
    expect(back.chapters).toEqual(before.chapters)
    expect(back.currentChapterIndex).toBe(1)
    expect(insertChapter(back, removed, 0)).toBe(back)
  })

  it('clamps selection and stored indexes into the chapter list', () => {
    expect(selectChapter(doc(3), 7).currentChapterIndex).toBe(2)
    expect(selectChapter(doc(3), -1).currentChapterIndex).toBe(0)
    expect(normalizeDocument(doc(2, 5)).currentChapterIndex).toBe(1)
  })

  it("keeps the content's '## title' line in step with a rename, but not a line the writer changed", () => {
    const renamed = renameChapter(doc(2), 1, 'Putting')
    expect(renamed.chapters[1]).toMatchObject({ title: 'Putting', content: '## Putting\n\nText 1' })
    const custom = { ...doc(1), chapters: [{ id: id(0), title: 'C0', content: '# My own heading\n\nText' }] }
    expect(renameChapter(custom, 0, 'New').chapters[0]?.content).toBe('# My own heading\n\nText')
  })

  it('keeps the heading in step while the title passes through a trailing space ("Intro " on the way to "Intro Part")', () => {
    let d = renameChapter(doc(1), 0, 'Intro ')
    d = renameChapter(d, 0, 'Intro P')
    expect(d.chapters[0]?.content).toBe('## Intro P\n\nText 0')
  })

  it('replaces title and content by chapter id and ignores unknown ids', () => {
    const d = doc(3)
    const next = applyReplacements(d, [{ chapterId: id(2), title: 'X', content: 'Y' }])
    expect(next.chapters[2]).toEqual({ id: id(2), title: 'X', content: 'Y' })
    expect(next.chapters[0]).toBe(d.chapters[0])
    expect(applyReplacements(d, [{ chapterId: id(99), title: 'X', content: 'Y' }])).toBe(d)
  })

  it("keeps the book's language and each chapter's plan in the document it saves", () => {
    const planned = { ...doc(2), language: 'es', chapters: doc(2).chapters.map((c) => ({ ...c, plan: 'Alcance. Puntos clave: a; b.' })) }
    const project = { ...planned, id: id(99), revision: 3, createdAt: 'x', updatedAt: 'y' }
    expect(documentOf(project)).toEqual(planned)
    expect(documentOf(doc(2))).not.toHaveProperty('language')
  })

  it('keeps the publishing settings in the document it saves', () => {
    const published = { ...doc(2), publishing: { author: 'Ana', trimSize: '6x9', print: true } as const }
    const project = { ...published, id: id(99), revision: 3, createdAt: 'x', updatedAt: 'y' }
    expect(documentOf(project)).toEqual(published)
    expect(documentOf(doc(2))).not.toHaveProperty('publishing')
  })

  it('keeps the subtitle in the document it saves, sends an emptied one as none, and compares by it (issue 27)', () => {
    const subtitled = { ...doc(2), subtitle: 'Swing Better in Ten Minutes a Day' }
    const project = { ...subtitled, id: id(99), revision: 1, createdAt: 'x', updatedAt: 'y' }
    expect(documentOf(project)).toEqual(subtitled)
    expect(documentOf({ ...doc(2), subtitle: '  ' })).not.toHaveProperty('subtitle')
    expect(sameDocument(subtitled, doc(2))).toBe(false)
    expect(sameDocument({ ...doc(2), subtitle: '' }, doc(2))).toBe(true)
  })

  it("compares a section's page template and options (issue 28): an unsaved copy that differs only there is not the server's", () => {
    const planned = { ...doc(2), productType: 'planner' } as const
    const weekly: ProjectDocument = {
      ...planned,
      chapters: planned.chapters.map((c, i) => (i === 1 ? { ...c, pageTemplate: 'week', pageOptions: { layout: 'vertical' } } : c)),
    }
    expect(sameDocument(weekly, planned)).toBe(false)
    expect(sameDocument(weekly, JSON.parse(JSON.stringify(weekly)) as ProjectDocument)).toBe(true)
    const horizontal = {
      ...weekly,
      chapters: weekly.chapters.map((c, i) => (i === 1 ? { ...c, pageOptions: { layout: 'horizontal' } } : c)),
    } as const
    expect(sameDocument(weekly, horizontal as ProjectDocument)).toBe(false)
    const project = { ...weekly, id: id(99), revision: 1, createdAt: 'x', updatedAt: 'y' }
    expect(documentOf(project).chapters[1]).toMatchObject({ pageTemplate: 'week', pageOptions: { layout: 'vertical' } })
  })

  it('compares the cover design inside the settings by value, as a stored copy and the server hold it', () => {
    const cover = { layout: 'split', font: 'oswald', palette: 'theme', image: { source: 'art', art: 'waves' } } as const
    const designed = { ...doc(2), publishing: { paper: 'cream', cover } } as const
    expect(sameDocument(designed, JSON.parse(JSON.stringify(designed)) as ProjectDocument)).toBe(true)
    expect(sameDocument(designed, { ...designed, publishing: { paper: 'cream', cover: { ...cover, layout: 'bold' } } })).toBe(false)
  })

  it("compares a chapter's matter (issue 29): an unsaved copy that only made a chapter front matter is not the server's", () => {
    const d = doc(2)
    const front = { ...d, chapters: d.chapters.map((c, i) => (i === 0 ? { ...c, matter: 'front' as const } : c)) }
    expect(sameDocument(front, d)).toBe(false)
    expect(sameDocument(front, JSON.parse(JSON.stringify(front)) as ProjectDocument)).toBe(true)
    const body = { ...d, chapters: d.chapters.map((c, i) => (i === 0 ? { ...c, matter: 'body' as const } : c)) }
    expect(sameDocument(body, d)).toBe(true)
  })

  it('compares documents field by field', () => {
    const d = doc(2)
    expect(sameDocument(d, JSON.parse(JSON.stringify(d)) as ProjectDocument)).toBe(true)
    expect(sameDocument(d, renameChapter(d, 0, 'Z'))).toBe(false)
    expect(sameDocument(d, selectChapter(d, 1))).toBe(false)
    // A dismissed quality note is a change to save, even though no text changed.
    const note = { id: 'n', kind: 'phrase' as const, text: '1 overused phrase: delve', excerpts: [], status: 'open' as const }
    const noted = { ...d, chapters: d.chapters.map((c, i) => (i === 0 ? { ...c, notes: [note] } : c)) }
    expect(sameDocument(noted, d)).toBe(false)
  })

  it('counts a changed language or publishing setting as a change, whatever the key order', () => {
    const d = { ...doc(2), language: 'es', publishing: { author: 'Ana', trimSize: '6x9' } as const }
    expect(sameDocument(d, { ...d, publishing: { trimSize: '6x9', author: 'Ana' } })).toBe(true)
    expect(sameDocument(d, { ...d, language: 'fr' })).toBe(false)
    expect(sameDocument(d, { ...d, publishing: { author: 'Ana', trimSize: 'a5' } })).toBe(false)
    expect(sameDocument(d, { ...d, publishing: { author: 'Ana', trimSize: '6x9', print: true } })).toBe(false)
    expect(sameDocument(doc(2), { ...doc(2), publishing: {} })).toBe(true)
  })

  it('applies the notes a checked regeneration returns for other chapters, replacing their notes about its old text', () => {
    const note = (noteId: string, otherChapter?: number) => ({
      id: noteId,
      kind: otherChapter ? ('repetition' as const) : ('phrase' as const),
      text: noteId,
      excerpts: [],
      status: 'open' as const,
      ...(otherChapter ? { otherChapter } : {}),
    })
    const d = doc(4)
    const before = {
      ...d,
      chapters: d.chapters.map((c, i) =>
        i === 0
          ? { ...c, notes: [note('kept-3-open', 3), note('kept-4-open', 4), note('phrase-open')] }
          : i === 2
            ? { ...c, notes: [note('old')] }
            : c,
      ),
    }
    const next = applyReplacements(before, [
      {
        chapterId: id(2),
        title: 'C2',
        content: 'new text',
        notes: [note('repetition-2-fixed', 2)],
        otherNotes: { chapterNumber: 3, others: [{ chapterId: id(1), notes: [note('kept-3-fixed', 3)] }] },
      },
    ])
    // The regenerated chapter takes its own notes; chapter 1 loses its note about chapter 3's old text
    // and keeps the rest; chapter 2 (id 1), the other side of the new pair, gets its note; texts stay.
    expect(next.chapters.map((c) => c.notes?.map((n) => n.id))).toEqual([
      ['kept-4-open', 'phrase-open'],
      ['kept-3-fixed'],
      ['repetition-2-fixed'],
      undefined,
    ])
    expect(next.chapters.map((c) => c.content)).toEqual(['## C0\n\nText 0', '## C1\n\nText 1', 'new text', '## C3\n\nText 3'])
    expect(sameDocument(next, before)).toBe(false)
    // Without a check (a style rewrite, a restore), other chapters' notes stay as they were.
    const plain = applyReplacements(before, [{ chapterId: id(2), title: 'C2', content: 'other' }])
    expect(plain.chapters[0]?.notes).toEqual(before.chapters[0]?.notes)
    expect(plain.chapters[2]).not.toHaveProperty('notes')
  })

  it('holds a chapter to what the server saves: 100,000 characters pass, one more does not', () => {
    expect(chapterTooLong('x'.repeat(100_000))).toBe(false)
    expect(chapterTooLong('x'.repeat(100_001))).toBe(true)
  })

  it('moves a chapter whole (id, matter, page template, notes) and the selection follows its chapter', () => {
    const d = doc(4, 1)
    const first = d.chapters[0]!
    d.chapters[0] = { ...first, matter: 'front', pageTemplate: 'notes-lined', plan: 'Why', notes: [] }
    const moved = moveChapter(d, 0, 2)
    expect(titles(moved)).toEqual(['C1', 'C2', 'C0', 'C3'])
    expect(moved.chapters[2]).toBe(d.chapters[0])
    // C1 was selected and still is.
    expect(moved.currentChapterIndex).toBe(0)
    expect(titles(moveChapter(moved, 2, 0))).toEqual(titles(d))
    expect(moveChapter(d, 1, 1)).toBe(d)
    expect(moveChapter(d, 0, 4)).toBe(d)
    expect(moveChapter(d, -1, 0)).toBe(d)
  })
})
