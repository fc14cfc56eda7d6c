import { describe, expect, it } from 'vitest'
import { ChapterCleaner, cleanChapter } from './chapter-cleaner.ts'
import { ownLines, type Titles } from './line-kinds.ts'

const TITLES: Titles = { title: 'Pricing It Right', nextTitle: 'The First Sale', number: 3 }

function run(cleaner: ChapterCleaner, deltas: (string | 'RESUME')[]): { outputs: string[]; content: string } {
  const outputs = deltas.map((d) => (d === 'RESUME' ? (cleaner.resume(), '') : cleaner.push(d)))
  outputs.push(cleaner.end())
  return { outputs, content: outputs.join('') }
}

describe('cleanChapter (the whole-text form)', () => {
  it('replaces the model heading with the exact title', () => {
    expect(cleanChapter({ title: 'Pricing It Right' }, '# pricing\nBody.')).toBe('## Pricing It Right\n\nBody.')
    expect(cleanChapter({ title: 'Pricing It Right' }, '## Pricing It Right\n\nBody.\n\n')).toBe('## Pricing It Right\n\nBody.')
  })

  it('adds the heading when the model left it out, and keeps a leading sub-heading', () => {
    expect(cleanChapter({ title: 'T' }, 'Straight into prose.')).toBe('## T\n\nStraight into prose.')
    expect(cleanChapter({ title: 'T' }, '### Section\n\nText')).toBe('## T\n\n### Section\n\nText')
  })

  it('strips a code fence around the whole reply but keeps code blocks inside', () => {
    expect(cleanChapter({ title: 'T' }, '```markdown\n## x\n\nText\n\n```sh\nls\n```\n```\n')).toBe('## T\n\nText\n\n```sh\nls\n```')
    expect(cleanChapter({ title: 'T' }, 'Text\n\n```sh\nls\n```')).toBe('## T\n\nText\n\n```sh\nls\n```')
  })

  it('cuts a rewrite that runs on into the next chapter when told its title', () => {
    expect(cleanChapter({ title: 'T', nextTitle: 'Next One' }, 'Text.\n\n## Next One\n\nMore.')).toBe('## T\n\nText.')
  })
})

describe('ChapterCleaner while streaming', () => {
  it('holds text back until the first line is known, then streams, holding only trailing blanks', () => {
    const { outputs, content } = run(new ChapterCleaner({ title: 'Title' }), [
      '``',
      '`\n## Ti',
      'tle\n\nFirst ',
      'words',
      ' here.\n',
      '```',
    ])
    expect(outputs.slice(0, 2)).toEqual(['', ''])
    expect(outputs[2]).toBe('## Title\n\nFirst')
    expect(outputs[3]).toBe(' words')
    expect(content).toBe('## Title\n\nFirst words here.')
  })

  it('streams a first line as soon as it cannot be a preamble or heading', () => {
    const cleaner = new ChapterCleaner(TITLES)
    expect(cleaner.push('Pric')).toBe('')
    expect(cleaner.push('e on')).toBe('## Pricing It Right\n\nPrice on')
    expect(new ChapterCleaner({ title: 'T' }).push('x'.repeat(400))).toBe(`## T\n\n${'x'.repeat(400)}`)
  })

  it('holds a finished sign-off-like paragraph until text follows it', () => {
    const cleaner = new ChapterCleaner(TITLES)
    expect(cleaner.push('Body.\n\nIf you want me to, I can')).toBe('## Pricing It Right\n\nBody.')
    expect(cleaner.push(' help.\n\n')).toBe('')
    // After a held sign-off, the next sentence is held until whole: it may be one too.
    expect(cleaner.push('More text')).toBe('')
    expect(cleaner.push(' here. And')).toBe('\n\nIf you want me to, I can help.\n\nMore text here. And')
    expect(cleaner.end()).toBe('')
  })

  it('yields nothing for an empty or heading-only reply', () => {
    expect(run(new ChapterCleaner({ title: 'T' }), ['```\n', '```']).content).toBe('')
    expect(run(new ChapterCleaner({ title: 'T' }), ['## Only a heading']).content).toBe('')
  })

  it('stops at a run-on heading even right under a sign-off', () => {
    const { content } = run(new ChapterCleaner(TITLES), ['Body.\n\nLet me know!\n## Chapter 4: The First Sale\n\nText.'])
    expect(content).toBe('## Pricing It Right\n\nBody.')
  })

  it('stops at a run-on heading and ignores everything after it', () => {
    const { outputs } = run(new ChapterCleaner(TITLES), ['Body.\n\n## Chapter 4', ': More\n\nText', ' that never shows'])
    expect(outputs.join('')).toBe('## Pricing It Right\n\nBody.')
    expect(outputs.slice(1)).toEqual(['', '', ''])
  })
})

describe('ChapterCleaner.resume (a continuation after a cut-off)', () => {
  const cases: [string, (string | 'RESUME')[], string][] = [
    [
      'joins mid-word without adding anything',
      ['## Pricing It Right\n\nPrice on val', 'RESUME', 'ue, not on cost.'],
      '## Pricing It Right\n\nPrice on value, not on cost.',
    ],
    [
      "drops the continuation's own opening",
      ['Price on val', 'RESUME', 'Continuing from where I left off:\n\n', 'ue, not on cost.'],
      '## Pricing It Right\n\nPrice on value, not on cost.',
    ],
    [
      'drops "Sure, continuing:" and a repeated heading',
      ['Price on value.', 'RESUME', 'Sure, continuing:\n\n## Pricing It Right\n\n', ' Then anchor.'],
      '## Pricing It Right\n\nPrice on value. Then anchor.',
    ],
    [
      'keeps a paragraph break the continuation starts with',
      ['Price on value.', 'RESUME', '\n\nAnchor high.'],
      '## Pricing It Right\n\nPrice on value.\n\nAnchor high.',
    ],
    [
      'drops a sign-off at the end of the continuation',
      ['Price on', 'RESUME', ' value.\n\nLet me know if you need more!'],
      '## Pricing It Right\n\nPrice on value.',
    ],
    [
      'keeps a continuation that starts with a real word',
      ['Price on value.\n\n', 'RESUME', 'Here the tiers matter.'],
      '## Pricing It Right\n\nPrice on value.\n\nHere the tiers matter.',
    ],
    [
      'keeps a continuation whose first words name a chapter in prose',
      ['Price on value, as we saw in', 'RESUME', ' Chapter 2: the tiers matter.'],
      '## Pricing It Right\n\nPrice on value, as we saw in Chapter 2: the tiers matter.',
    ],
    [
      'after a cut-off inside the head, the heading is still ours alone',
      ['Sure! Here is chapter 3:\n\n', 'RESUME', '## Chapter 3: Pricing It Right\n\nBody.'],
      '## Pricing It Right\n\nBody.',
    ],
    // The first continuation dropped in its first line; its text is in the model's turn, so the retry goes on from it.
    [
      'a retried continuation keeps what the dropped one held back',
      ['Price on value.\n\n', 'RESUME', '**Step 3', 'RESUME', ':** anchor high.'],
      '## Pricing It Right\n\nPrice on value.\n\n**Step 3:** anchor high.',
    ],
    [
      'a run-on into the next chapter says the cleaner has stopped',
      ['Price on value.\n\n## The First Sale\n\nMore.'],
      '## Pricing It Right\n\nPrice on value.',
    ],
  ]
  it.each(cases)('%s', (_name, deltas, expected) => {
    expect(run(new ChapterCleaner(TITLES), deltas).content).toBe(expected)
    const oneByOne = deltas.flatMap((d) => (d === 'RESUME' ? [d] : [...d]))
    expect(run(new ChapterCleaner(TITLES), oneByOne).content).toBe(expected)
  })
})

describe("a rewrite keeps the creator's own lines (Titles.keep)", () => {
  const original = '## Pricing It Right\n\nPrice on value.\n\nThe First Sale\n\nComes after pricing.\n\nGood luck with your project!'
  const keep = ownLines(original)
  it('echoed sign-offs and a line naming the next chapter stay; the model’s own sign-off still goes', () => {
    const reply = `${original}\n\nLet me know if you'd like any other changes!`
    const titles = { ...TITLES, keep }
    expect(run(new ChapterCleaner(titles), [reply]).content).toBe(original)
    expect(run(new ChapterCleaner(titles), [...reply]).content).toBe(original)
    // Without the creator's lines, the same reply loses its last paragraphs.
    expect(run(new ChapterCleaner(TITLES), [reply]).content).toBe('## Pricing It Right\n\nPrice on value.')
  })
})
