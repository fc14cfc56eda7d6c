import { describe, expect, it } from 'vitest'
import type { Outline } from '@core/generation-schemas.ts'
import { settledMatters, withMatter } from './outline-matter.ts'

const book = (chapters: Outline['chapters']): Outline => ({ title: 'Sourdough at Home', description: 'A book.', chapters })
const matters = (outline: Outline) => outline.chapters.map((c) => c.matter)

describe('withMatter (issue 29)', () => {
  it('fills every ebook or guide chapter: a first Introduction front, a last Conclusion back, the rest numbered', () => {
    const chapters = [{ title: 'Introduction' }, { title: 'Starters' }, { title: 'Shaping' }, { title: 'Conclusion' }]
    expect(matters(withMatter(book(chapters), 'ebook'))).toEqual(['front', 'body', 'body', 'back'])
    expect(matters(withMatter(book([{ title: 'Step 1: Gather Your Tools' }, { title: 'Step 2: Mix' }]), 'guide'))).toEqual(['body', 'body'])
  })

  it("keeps the writer's matter when the book stays in order", () => {
    const chapters = [
      { title: 'Introduction: Why Sourdough Matters', matter: 'front' as const },
      { title: 'Starters', matter: 'body' as const },
      { title: 'Your Baking Week from Here', matter: 'back' as const },
    ]
    expect(matters(withMatter(book(chapters), 'ebook'))).toEqual(['front', 'body', 'back'])
  })

  it('falls back to the defaults when the writer marked a middle chapter front matter, or every chapter', () => {
    const middle = [
      { title: 'Introduction' },
      { title: 'Starters' },
      { title: 'Shaping', matter: 'front' as const },
      { title: 'Conclusion' },
    ]
    expect(matters(withMatter(book(middle), 'ebook'))).toEqual(['front', 'body', 'body', 'back'])
    const all = [
      { title: 'Preface', matter: 'front' as const },
      { title: 'Afterword', matter: 'back' as const },
    ]
    // Nothing would be numbered: a two-chapter book of a preface and an afterword numbers both.
    expect(matters(withMatter(book(all), 'ebook'))).toEqual(['body', 'body'])
  })

  it("gives a planner's or checklist's sections none, even when the writer said so", () => {
    const chapters = [{ title: 'Introduction', matter: 'front' as const }, { title: 'Weekly Pages' }]
    for (const type of ['planner', 'checklist'] as const)
      expect(withMatter(book(chapters), type).chapters.every((c) => !('matter' in c))).toBe(true)
  })
})

describe('settledMatters (issue 29)', () => {
  it('numbers front matter moved into the middle and back matter moved before the end', () => {
    expect(settledMatters(['front', 'body', 'body', 'back'])).toEqual(['front', 'body', 'body', 'back'])
    expect(settledMatters(['body', 'front', 'body', 'back'])).toEqual(['body', 'body', 'body', 'back'])
    expect(settledMatters(['front', 'back', 'body', undefined])).toEqual(['front', 'body', 'body', undefined])
    expect(settledMatters(['front', 'front', undefined, 'back', 'back'])).toEqual(['front', 'front', undefined, 'back', 'back'])
  })
})
