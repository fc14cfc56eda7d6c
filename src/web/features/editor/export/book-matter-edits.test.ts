import { describe, expect, it } from 'vitest'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { bookMatterSummary, moveRow, readAlsoBy, readBookText, readCallToAction, setCallToAction } from './book-matter-edits.ts'

const doc: ProjectDocument = {
  title: 'T',
  description: '',
  productType: 'ebook',
  tone: 'friendly',
  targetAudience: '',
  currentChapterIndex: 0,
  chapters: [{ id: '00000000-0000-4000-8000-000000000001', title: 'One', content: 'x' }],
}

describe('book matter edits (issue 29)', () => {
  it('reads typed text with the shared schema: empty is no setting, a valid ISBN is kept as typed, a bad one says why', () => {
    expect(readBookText('edition', '  ')).toEqual({ ok: true, value: undefined })
    expect(readBookText('edition', ' First edition ')).toEqual({ ok: true, value: 'First edition' })
    expect(readBookText('isbn', '978-0-306-40615-7')).toEqual({ ok: true, value: '978-0-306-40615-7' })
    expect(readBookText('isbn', '0-8044-2957-X')).toEqual({ ok: true, value: '0-8044-2957-X' })
    expect(readBookText('isbn', '978-0-306-40615-8')).toEqual({
      ok: false,
      error: 'Enter a valid ISBN-10 or ISBN-13 (digits and hyphens).',
    })
    expect(readBookText('imprint', 'x'.repeat(121))).toEqual({ ok: false, error: 'Keep the imprint to 120 characters.' })
    expect(readCallToAction('url', 'example.com')).toEqual({ ok: false, error: 'Enter a web address starting with https:// or http://.' })
    expect(readCallToAction('url', ' https://example.com/r ')).toEqual({ ok: true, value: 'https://example.com/r' })
  })

  it('sets one part of the call to action, and drops the setting when no part is left', () => {
    const one = setCallToAction(doc, 'heading', 'Thanks')
    expect(one.publishing).toEqual({ callToAction: { heading: 'Thanks' } })
    const two = setCallToAction(one, 'url', 'https://example.com')
    expect(two.publishing).toEqual({ callToAction: { heading: 'Thanks', url: 'https://example.com' } })
    expect(setCallToAction(two, 'url', 'https://example.com')).toBe(two)
    expect(setCallToAction(setCallToAction(two, 'heading', undefined), 'url', undefined)).not.toHaveProperty('publishing')
  })

  it('stores the Also by rows that hold a title, and refuses a title that is too long', () => {
    const row = (key: string, title: string) => ({ key, title })
    expect(readAlsoBy([row('a', ' One '), row('b', ''), row('c', 'Two')])).toEqual({ ok: true, value: ['One', 'Two'], errors: {} })
    expect(readAlsoBy([row('a', '  ')])).toEqual({ ok: true, value: undefined, errors: {} })
    const long = readAlsoBy([row('a', 'One'), row('b', 'x'.repeat(201))])
    expect(long).toMatchObject({
      ok: false,
      error: 'Keep the title to 200 characters.',
      errors: { b: 'Keep the title to 200 characters.' },
    })
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b'])
    expect(moveRow(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c'])
  })

  it('sums up what the book will print beyond its chapters', () => {
    expect(bookMatterSummary({})).toBe('Edition, ISBN, disclaimer, About the Author, closing pages')
    expect(bookMatterSummary({ isbn: '0-8044-2957-X', authorPhoto: 'asset:x', alsoBy: ['A'], callToAction: {} })).toBe(
      'ISBN · About the Author · Also by (1)',
    )
  })
})
