import { describe, expect, it } from 'vitest'
import { chapterFacts } from './chapter-facts.ts'
import { summariseChapter, summariseEarlierChapters, SUMMARY_LIMITS } from './chapter-summary.ts'

// Chapter shapes as models write them for each product type.
const checklist = [
  '## Before You Move',
  '',
  'Work through these a month ahead.',
  '',
  '### Paperwork',
  '- [ ] Give notice to your landlord in writing',
  '- [ ] Forward your mail with the postal service',
  '- [x] Book the van',
  '',
  '### Packing',
  '- [ ] Label every box by room',
  '- [ ] Pack a first-night box: kettle, chargers, towels',
  '- [ ] Photograph the router wiring before unplugging it',
].join('\n')

const planner = [
  '## Weekly Meal Plan',
  '',
  'Plan once on Sunday, shop once, cook twice.',
  '',
  '| Day | Breakfast | Dinner | Prep |',
  '|---|---|---|---|',
  '| Monday | Oats | Lentil curry | 20 min |',
  '| Tuesday | Eggs | Leftover curry | 0 min |',
  '',
  '**Batch cooking:** cook grains and one sauce on Sunday.',
  '',
  '- **Freezer rule**: label with the date.',
  '',
  '- [ ] Write the shopping list',
].join('\n')

const guide = [
  '## Validating Demand',
  '',
  'Ask ten people before you build anything. Then listen closely.',
  '',
  '### Run a smoke test',
  '',
  'Put up a one-page offer on Carrd with a **buy** button. Count the clicks.',
  '',
  '```js',
  '### not a heading',
  '```',
  '',
  '### Read the signals',
  '',
  'Rob Fitzpatrick calls this "The Mom Test": ask about their life, not your idea.',
].join('\n')

const ebook = [
  '## The Roots of Stoicism',
  '',
  'Stoicism began in a painted porch in Athens around 300 BC.',
  '',
  'Zeno of Citium taught there; later Marcus Aurelius wrote his Meditations as private notes.',
  'Seneca wrote letters to Lucilius.',
].join('\n')

describe('chapterFacts', () => {
  it('keeps every task line of a checklist, not just the first of each group', () => {
    expect(chapterFacts(checklist).items).toEqual([
      'Give notice to your landlord in writing',
      'Forward your mail with the postal service',
      'Book the van',
      'Label every box by room',
      'Pack a first-night box: kettle, chargers, towels',
      'Photograph the router wiring before unplugging it',
    ])
  })

  it("reads a planner's table header and its bold lead-ins", () => {
    const facts = chapterFacts(planner)
    expect(facts.tables).toEqual(['Day | Breakfast | Dinner | Prep'])
    expect(facts.leadIns).toEqual(['Batch cooking', 'Freezer rule'])
    expect(facts.items).toEqual(['Write the shopping list'])
  })

  it('finds named examples: proper names and quoted names, not sentence openers or emphasis', () => {
    expect(chapterFacts(guide).names).toEqual(expect.arrayContaining(['Carrd', 'Rob Fitzpatrick', 'The Mom Test']))
    expect(chapterFacts(guide).leadIns).toEqual([])
    const names = chapterFacts(ebook).names
    expect(names).toEqual(expect.arrayContaining(['Athens', 'Zeno of Citium', 'Marcus Aurelius', 'Meditations', 'Lucilius']))
    expect(names).not.toContain('Stoicism began')
    expect(chapterFacts(guide).sections.map((s) => s.heading)).toEqual(['Run a smoke test', 'Read the signals'])
  })
})

describe('summariseChapter', () => {
  it('lists sections, every item, lead-ins, tables and names before sentences', () => {
    expect(summariseChapter(checklist)).toBe(
      'Sections: Paperwork; Packing. Items: Give notice to your landlord in writing; Forward your mail with the postal service; ' +
        'Book the van; Label every box by room; Pack a first-night box: kettle, chargers, towels; ' +
        'Photograph the router wiring before unplugging it. ' +
        'Work through these a month ahead. | Paperwork: Give notice to your landlord in writing | Packing: Label every box by room',
    )
    const summary = summariseChapter(planner)
    expect(summary).toContain('Key points: Batch cooking; Freezer rule.')
    expect(summary).toContain('Tables: Day | Breakfast | Dinner | Prep.')
  })

  it('says how many items it left out when the budget is tight, and never passes it', () => {
    const long = ['## Big list', ...Array.from({ length: 60 }, (_, i) => `- [ ] Task number ${i + 1} to do`)].join('\n')
    const summary = summariseChapter(long, 300)
    expect(summary.length).toBeLessThanOrEqual(300)
    expect(summary).toMatch(/Items: Task number 1 to do; .*\(\+\d+ more\)\./)
  })

  it('handles scripts without spaces and very long sentences', () => {
    expect(summariseChapter('## 章\n\n毎日少しずつ練習する。次に進む。')).toBe('毎日少しずつ練習する。')
    expect(summariseChapter(`## T\n\n${'word '.repeat(400)}`).length).toBeLessThanOrEqual(SUMMARY_LIMITS.perChapter)
  })
})

describe('summariseEarlierChapters', () => {
  it('orders by index, numbers from 1 and keeps 29 earlier chapters within the total budget', () => {
    const earlier = Array.from({ length: 29 }, (_, i) => ({ index: 28 - i, title: `T${28 - i}`, content: checklist.repeat(4) }))
    const summaries = summariseEarlierChapters(earlier)
    expect(summaries.map((s) => s.number)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1))
    expect(summaries[0]?.title).toBe('T0')
    const total = summaries.reduce((n, s) => n + s.covered.length, 0)
    expect(total).toBeLessThanOrEqual(SUMMARY_LIMITS.total)
    expect(summaries.every((s) => s.covered.startsWith('Sections: Paperwork'))).toBe(true)
  })

  it('returns nothing for the first chapter', () => {
    expect(summariseEarlierChapters([])).toEqual([])
  })
})
