import { describe, expect, it } from 'vitest'
import { summariseChapter, summariseEarlierChapters } from './chapter-summary.ts'

const guide = [
  '## Validating Demand',
  '',
  'Ask ten people before you build anything. Then listen closely.',
  '',
  '### Run a smoke test',
  '',
  'Put up a one-page offer with a **buy** button. Count the clicks.',
  '',
  '```js',
  '### not a heading',
  '```',
  '',
  '### Read the signals',
  '',
  '| Signal | Meaning |',
  '|---|---|',
  '- [ ] Log every reply in a [spreadsheet](https://example.com). Keep it simple.',
].join('\n')

describe('summariseChapter', () => {
  it('keeps the opening sentence and each sub-heading with its first sentence', () => {
    expect(summariseChapter(guide)).toBe(
      'Ask ten people before you build anything. | Run a smoke test: Put up a one-page offer with a buy button. | ' +
        'Read the signals: Log every reply in a spreadsheet.',
    )
  })

  it('caps the summary at a word boundary', () => {
    const summary = summariseChapter(guide, 60)
    expect(summary.length).toBeLessThanOrEqual(60)
    expect(summary.endsWith('…')).toBe(true)
    expect(summary.startsWith('Ask ten people')).toBe(true)
  })

  it('handles sentences in scripts without spaces and very long sentences', () => {
    expect(summariseChapter('## 章\n\n毎日少しずつ練習する。次に進む。')).toBe('毎日少しずつ練習する。')
    const long = summariseChapter(`## T\n\n${'word '.repeat(100)}`)
    expect(long.length).toBeLessThanOrEqual(161)
  })
})

describe('summariseEarlierChapters', () => {
  it('orders by index, numbers from 1 and shares the total budget', () => {
    const earlier = Array.from({ length: 20 }, (_, i) => ({ index: 19 - i, title: `T${19 - i}`, content: `## T\n\n${'A long sentence about things. '.repeat(40)}` }))
    const summaries = summariseEarlierChapters(earlier, { perChapter: 400, total: 2000, minPerChapter: 50 })
    expect(summaries.map((s) => s.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    expect(summaries[0]?.title).toBe('T0')
    const total = summaries.reduce((n, s) => n + s.covered.length, 0)
    expect(total).toBeLessThanOrEqual(2000)
    expect(summaries.every((s) => s.covered.length > 0)).toBe(true)
  })

  it('returns nothing for the first chapter', () => {
    expect(summariseEarlierChapters([])).toEqual([])
  })
})
