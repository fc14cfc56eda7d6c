import { TONES } from '@core/generation.ts'
import { describe, expect, it } from 'vitest'
import { ADVICE } from './advice-bank.ts'
import * as plannerBank from './planner-bank.ts'
import { render } from './phrasing/template.ts'
import { contract } from './phrasing/tone.ts'
import * as passages from './prose-passages.ts'
import * as sentences from './prose-sentences.ts'
import * as roleProse from './role-prose.ts'
import { createRng, hashString } from './seeded-random.ts'

const VARS = {
  topic: 'T',
  topicShort: 'T',
  Topic: 'T',
  TopicTitle: 'T',
  subject: 'S',
  Subject: 'S',
  SubjectTitle: 'S',
  audience: 'A',
  Audience: 'A',
  name: 'N',
  Name: 'N',
  title: 'X',
  work: 'book',
  prev: 'P',
  prevSubject: 'P',
  next: 'Q',
  nextSubject: 'Q',
  first: 'F',
  is: 'is',
  s: 's',
  it: 'it',
  them: 'it',
}

function templates(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(templates)
  if (value && typeof value === 'object') return Object.values(value).flatMap(templates)
  return []
}

describe('templates', () => {
  it('pick options with the seeded PRNG and variants by tone', () => {
    const scope = (tone: (typeof TONES)[number]) => ({ rng: createRng(1), tone, vars: { x: 'X' } })
    expect(TONES.map((tone) => render('{@a|b|c|d} $x', scope(tone)))).toEqual(['a X', 'b X', 'c X', 'd X'])
    const picks = new Set(Array.from({ length: 40 }, (_, i) => render('{one|two|three}', { rng: createRng(i), tone: 'expert', vars: {} })))
    expect(picks.size).toBe(3)
    expect(render('a {|very} big  deal .', { rng: createRng(3), tone: 'expert', vars: {} })).toMatch(/^a (very )?big deal\.$/)
  })

  it('insert variables once, so user text is never read as template syntax', () => {
    const vars = { topic: '{a|b} $topic {@x|y|z|w} do not' }
    expect(render('About $topic.', { rng: createRng(1), tone: 'casual', vars })).toBe('About {a|b} $topic {@x|y|z|w} do not.')
    expect(() => render('$missing', { rng: createRng(1), tone: 'casual', vars })).toThrow(/missing/)
  })

  it('contract casual text fully, friendly text lightly, formal text not at all', () => {
    const text = 'It is true that you are ready, so do not wait: you will not regret it. Here is why it is.'
    expect(contract(text, 'casual')).toBe("It's true that you're ready, so don't wait: you won't regret it. Here's why it is.")
    expect(contract(text, 'friendly')).toBe("It's true that you're ready, so don't wait: you will not regret it. Here's why it is.")
    expect(contract(text, 'professional')).toBe(text)
    expect(contract('Note where you are today.', 'casual')).toBe('Note where you are today.')
  })

  it('render every phrase bank entry in every tone without leftovers', () => {
    const all = templates([ADVICE, plannerBank, passages, sentences, roleProse])
    expect(all.length).toBeGreaterThan(250)
    for (const template of all) {
      for (const tone of TONES) {
        const out = render(template, { rng: createRng(hashString(template, tone)), tone, vars: VARS })
        expect(out, template).not.toMatch(/[{}$]|\s{2}|\s[,.;:]/)
      }
    }
  })
})

describe('seeded random', () => {
  it('repeats for a seed and differs across seeds', () => {
    const draw = (seed: number) =>
      Array.from(
        { length: 5 },
        (
          (r) => () =>
            r.int(1000)
        )(createRng(seed)),
      )
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
    expect(hashString('ab', 'c')).not.toBe(hashString('a', 'bc'))
    expect(createRng(7).shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
  })
})
