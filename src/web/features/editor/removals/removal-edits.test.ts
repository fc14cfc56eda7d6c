import { describe, expect, it } from 'vitest'
import { boundRemovals, MAX_REMOVALS_CHARS, restoreRemovalText } from '@core/chapter-removals.ts'
import { type ChapterRemoval, MAX_CHAPTER_REMOVALS } from '@core/generation-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { dismissRemoval, removalExcerpt, removalLabel, restoreRemoval } from './removal-edits.ts'

const removal = (id: string, text: string, before: string, reason: ChapterRemoval['reason'] = 'sign-off'): ChapterRemoval => ({
  id,
  source: 'cleaner',
  reason,
  text,
  before,
})
const content = '## Pricing\n\nPrice on value.\n\n### Round up\n\nWhole dollars are faster.'
const doc: ProjectDocument = {
  title: 'T',
  description: '',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [
    {
      id: '11111111-1111-4111-8111-111111111111',
      title: 'Pricing',
      content,
      removals: [
        removal('a', '\n\nLet me know if you want a price sheet!', 'Whole dollars are faster.'),
        removal('b', ' Si quieres, puedo adaptarla.', 'Price on value.', 'chatter'),
      ],
    },
  ],
}

describe('restoring a removal (decision 79)', () => {
  it('puts the text back just after the words it followed, and drops the record', () => {
    const once = restoreRemoval(doc, 0, 'b')
    expect(once.chapters[0]?.content).toBe(
      '## Pricing\n\nPrice on value. Si quieres, puedo adaptarla.\n\n### Round up\n\nWhole dollars are faster.',
    )
    expect(once.chapters[0]?.removals?.map((r) => r.id)).toEqual(['a'])
    const twice = restoreRemoval(once, 0, 'a')
    expect(twice.chapters[0]?.content.endsWith('Whole dollars are faster.\n\nLet me know if you want a price sheet!')).toBe(true)
    expect(twice.chapters[0]).not.toHaveProperty('removals')
  })

  it('puts it at the end, as a paragraph, when the words before it are gone', () => {
    expect(restoreRemovalText('## T\n\nAll new text.', removal('x', ' Orphan sentence.', 'Gone words.'))).toBe(
      '## T\n\nAll new text.\n\nOrphan sentence.',
    )
    // A preamble stood at the start: after our heading.
    expect(restoreRemovalText('## T\n\nBody.', removal('p', '\n\nSure! Here is chapter 3:', '## T'))).toBe(
      '## T\n\nSure! Here is chapter 3:\n\nBody.',
    )
  })

  it('dismissing only drops the record; unknown ids change nothing', () => {
    const dismissed = dismissRemoval(doc, 0, 'a')
    expect(dismissed.chapters[0]?.content).toBe(content)
    expect(dismissed.chapters[0]?.removals?.map((r) => r.id)).toEqual(['b'])
    expect(dismissRemoval(doc, 0, 'zz')).toBe(doc)
    expect(restoreRemoval(doc, 3, 'a')).toBe(doc)
  })

  it('names each reason and shows the first words', () => {
    expect(removalLabel({ reason: 'chatter' })).toBe('Removed as chatter')
    expect(removalLabel({ reason: 'revision' })).toBe('Removed in a revision')
    expect(removalExcerpt('\n\n**Note:** I have kept the examples US-based for you today.')).toBe(
      'Note: I have kept the examples US-based for…',
    )
  })

  it('keeps the newest removals within the count and size limits', () => {
    const many = Array.from({ length: MAX_CHAPTER_REMOVALS + 5 }, (_, i) => removal(String(i), 'x', ''))
    expect(boundRemovals(many).map((r) => r.id)).toEqual(many.slice(5).map((r) => r.id))
    const big = Array.from({ length: 5 }, (_, i) => removal(String(i), 'y'.repeat(3000), ''))
    const kept = boundRemovals(big)
    expect(kept.map((r) => r.id)).toEqual(['3', '4'])
    expect(kept.reduce((n, r) => n + r.text.length, 0)).toBeLessThanOrEqual(MAX_REMOVALS_CHARS)
  })

  it('keeps one record per id, the later one, and says what it could not keep', () => {
    const twice = [removal('a', 'first', ''), removal('b', 'other', ''), removal('a', 'again', '')]
    expect(boundRemovals(twice).map((r) => [r.id, r.text])).toEqual([
      ['b', 'other'],
      ['a', 'again'],
    ])
    const dropped: { count: number; chars: number }[] = []
    boundRemovals(
      Array.from({ length: 5 }, (_, i) => removal(String(i), 'y'.repeat(3000), '')),
      (d) => dropped.push(d),
    )
    expect(dropped).toEqual([{ count: 3, chars: 9000 }])
    // A small older removal still fits after a big newer one that did not.
    const mixed = [
      removal('small', 'tiny', ''),
      removal('big', 'z'.repeat(3000), ''),
      removal('b2', 'z'.repeat(3000), ''),
      removal('b3', 'z'.repeat(3000), ''),
    ]
    expect(boundRemovals(mixed).map((r) => r.id)).toEqual(['small', 'b2', 'b3'])
  })
})
