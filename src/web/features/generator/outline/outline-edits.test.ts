import { describe, expect, it } from 'vitest'
import { addChapter, isOutlineSendable, moveChapter, removeChapter, renameChapter, setChapterPlan } from './outline-edits.ts'

const outline = { title: 'T', description: 'D', chapters: [{ title: 'A' }, { title: 'B' }, { title: 'C' }] }
const titles = (o: typeof outline) => o.chapters.map((c) => c.title)

describe('outline edits', () => {
  it('renames one chapter and leaves the original alone', () => {
    expect(titles(renameChapter(outline, 1, 'Bee'))).toEqual(['A', 'Bee', 'C'])
    expect(titles(outline)).toEqual(['A', 'B', 'C'])
  })

  it('moves a chapter up and down, and not past either end', () => {
    expect(titles(moveChapter(outline, 1, -1))).toEqual(['B', 'A', 'C'])
    expect(titles(moveChapter(outline, 1, 1))).toEqual(['A', 'C', 'B'])
    expect(moveChapter(outline, 0, -1)).toBe(outline)
    expect(moveChapter(outline, 2, 1)).toBe(outline)
  })

  it("adds 'New Chapter' at the end with an empty plan, up to 30 chapters", () => {
    expect(titles(addChapter(outline))).toEqual(['A', 'B', 'C', 'New Chapter'])
    expect(addChapter(outline).chapters.at(-1)).toEqual({ title: 'New Chapter', plan: '' })
    const full = { ...outline, chapters: Array.from({ length: 30 }, (_, i) => ({ title: `${i}` })) }
    expect(addChapter(full)).toBe(full)
  })

  it('sets one chapter plan, and plans move with their chapters', () => {
    const planned = setChapterPlan(outline, 1, 'Scope. Key points: x; y.')
    expect(planned.chapters.map((c) => c.plan)).toEqual([undefined, 'Scope. Key points: x; y.', undefined])
    expect(outline.chapters[1]).toEqual({ title: 'B' })
    expect(moveChapter(planned, 1, 1).chapters[2]).toEqual({ title: 'B', plan: 'Scope. Key points: x; y.' })
    expect(removeChapter(planned, 0).chapters[0]).toEqual({ title: 'B', plan: 'Scope. Key points: x; y.' })
  })

  it('removes a chapter but always keeps one', () => {
    expect(titles(removeChapter(outline, 0))).toEqual(['B', 'C'])
    const one = { ...outline, chapters: [{ title: 'Only' }] }
    expect(removeChapter(one, 0)).toBe(one)
  })

  it('is sendable only when every chapter has a title', () => {
    expect(isOutlineSendable(outline)).toBe(true)
    expect(isOutlineSendable(renameChapter(outline, 2, '   '))).toBe(false)
    expect(isOutlineSendable(renameChapter(outline, 2, 'x'.repeat(201)))).toBe(false)
    expect(isOutlineSendable(null)).toBe(false)
    expect(isOutlineSendable(setChapterPlan(outline, 0, 'p'.repeat(600)))).toBe(true)
    expect(isOutlineSendable(setChapterPlan(outline, 0, 'p'.repeat(601)))).toBe(false)
  })
})
