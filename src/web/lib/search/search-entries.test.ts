import { describe, expect, it } from 'vitest'
import { guideEntries, kitEntries, projectEntries, templateEntries } from './search-entries.ts'
import { searchEntries } from './search-rank.ts'

const guides = guideEntries([
  {
    title: 'Color Theory & Branding',
    description: 'Pick a palette that sells and reads well.',
    category: 'design-principles',
    slug: 'color-theory',
    words: 1500,
    minutes: 7,
    sections: [{ id: 'contrast-and-accessibility', title: 'Contrast and accessibility' }],
  },
])
const projects = projectEntries([
  {
    id: 'p1',
    title: 'Sourdough Basics',
    description: '',
    productType: 'ebook',
    chapterCount: 3,
    updatedAt: '2026-11-22T09:00:00Z',
  } as never,
])
const all = [...projects, ...guides, ...templateEntries(), ...kitEntries()]

describe('searchEntries', () => {
  it('finds guides, templates, kits and projects, linking each to its page', () => {
    expect(searchEntries('color', all).map((e) => e.href)).toEqual(['/learn/design-principles/color-theory'])
    expect(searchEntries('golf', all).map((e) => e.href)).toEqual(['/templates#golf-fitness-guide', '/starter-kits#fitness-entrepreneur'])
    expect(searchEntries('sourdough', all).map((e) => e.href)).toEqual(['/editor?project=p1'])
  })

  it('needs every word, ranks title matches first, and ignores case and accents', () => {
    expect(searchEntries('MÉDITATION beginners', all)[0]?.title).toBe('Meditation for Beginners')
    expect(searchEntries('social media', all)[0]?.title).toBe('Social Media Marketing')
    expect(searchEntries('golf zebra', all)).toEqual([])
    expect(searchEntries('   ', all)).toEqual([])
  })

  it('matches hidden keywords such as a guide’s sections', () => {
    expect(searchEntries('accessibility', all).map((e) => e.kind)).toEqual(['guide'])
  })

  it('caps the list', () => {
    expect(searchEntries('e', all, 3)).toHaveLength(3)
  })
})
