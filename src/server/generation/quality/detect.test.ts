import { describe, expect, it } from 'vitest'
import { chapterSentences } from './chapter-sentences.ts'
import { detect, needsRevision, revisionItems } from './detect.ts'
import { findPhrases } from './find-phrases.ts'
import { findRepetition } from './find-repetition.ts'
import { findUnsourced } from './find-unsourced.ts'

const phrases = (text: string) => findPhrases(chapterSentences(text)).map((h) => h.phrase.phrase)
const unsourced = (text: string) => findUnsourced(chapterSentences(text)).map((s) => s.plain)

describe('overused phrases', () => {
  it.each([
    ['Let us delve into the numbers.', 'delve'],
    ['She was DELVING deeper into it.', 'delve'],
    ['A rich tapestry of habits.', 'tapestry'],
    ['In today’s fast-paced world, time is short.', "in today's fast-paced world"],
    ["It's important to note that water matters.", "it's important to note"],
    ['In conclusion, plan ahead.', 'in conclusion'],
    ['You will navigate the complexities of tax law.', 'navigate the complexities'],
    ['Unlock your full potential today.', 'unlock'],
    ['This is a game changer.', 'game-changer'],
    ['Embark on a journey of growth.', 'embark on a journey'],
    ['It is a testament to your work.', 'testament to'],
    ['Furthermore, rest.', 'furthermore'],
    ['A seamless handover.', 'seamless'],
  ])('finds %j', (text, phrase) => {
    expect(phrases(text)).toEqual([phrase])
  })

  it('matches whole words only and counts an overlap once', () => {
    expect(phrases('The realmless delver unlocked the door.')).toEqual([])
    expect(phrases('Embark on a journey to calm.')).toEqual(['embark on a journey'])
  })

  it('ignores headings and code', () => {
    expect(phrases('## Delve into tapestry\n\n```\nfurthermore\n```\nPlain text here.')).toEqual([])
  })

  it('skips the English lists when the book is in another language', () => {
    expect(detect('Furthermore, delve. Moreover, seamless.', [], 'es').phrases).toEqual([])
    expect(detect('Furthermore, delve. Moreover, seamless.', [], 'en-GB').phrases).toHaveLength(4)
  })
})

describe('unsourced specifics', () => {
  it.each([
    'Studies show that walking helps.',
    'Research has shown a clear link.',
    'According to experts, sleep is key.',
    '73% of people never finish a budget.',
    'Nearly 40 percent of small businesses fail in year one.',
    'Nine out of ten dieters regain the weight.',
    'Planning makes you 3 times more productive.',
    'A daily review increases output by up to 25%.',
  ])('flags %j', (text) => {
    expect(unsourced(text)).toEqual([text])
  })

  it.each([
    'According to the Pew Research Center, 73% of adults own a smartphone.',
    'A 2023 survey by Gallup found 40% of employees were disengaged [1].',
    'Save 20% of your income each month.',
    'Set aside 10 minutes a day.',
    'For example, say, 30% of your budget goes to rent.',
    'Cut your food bill by 10% this month.',
    'Aim to raise your savings rate by 5 percent a year.',
    '73% of people agree ([source](https://example.org/report)).',
  ])('leaves %j alone', (text) => {
    expect(unsourced(text)).toEqual([])
  })
})

describe('repetition', () => {
  const earlier = '## One\n\nA budget is simply a plan for every dollar that comes into your household each month.\n'

  it('finds the sentences sharing an 8-gram with another chapter, and names it', () => {
    const now = chapterSentences('## Two\n\nRemember that a budget is simply a plan for every dollar you earn. Fresh advice here.')
    const hits = findRepetition(now, [{ number: 1, content: earlier }])
    expect(hits.map((h) => [h.sentence.plain, h.otherChapter])).toEqual([
      ['Remember that a budget is simply a plan for every dollar you earn.', 1],
    ])
  })

  it('ignores headings, task boxes, tables and function-word runs', () => {
    const a =
      '## A\n\n### Weekly review of your spending habits and goals\n\n| Day | Focus | Tasks | Done | Notes | Time | Energy | Mood |\n|---|---|---|---|---|---|---|---|\n\nIt is one of the things that you will have to do.'
    const b =
      '## B\n\n### Weekly review of your spending habits and goals\n\n| Day | Focus | Tasks | Done | Notes | Time | Energy | Mood |\n\n- [ ] It is one of the things that you will have to do.'
    expect(findRepetition(chapterSentences(b), [{ number: 1, content: a }])).toEqual([])
  })

  it('has nothing to compare the first chapter with', () => {
    expect(findRepetition(chapterSentences(earlier), [])).toEqual([])
  })
})

describe('threshold and revision list', () => {
  it('one or two phrases are not worth a call; a repeat or a statistic is', () => {
    expect(needsRevision(detect('Furthermore, rest. Moreover, walk.', []))).toBe(false)
    expect(needsRevision(detect('Furthermore, rest. Moreover, walk. Additionally, eat.', []))).toBe(true)
    expect(needsRevision(detect('Studies show rest helps.', []))).toBe(true)
  })

  it('lists each sentence once with every reason', () => {
    const items = revisionItems(detect('Studies show that we should delve into rest.', []))
    expect(items).toEqual([
      {
        sentence: 'Studies show that we should delve into rest.',
        problems: [{ kind: 'unsourced' }, { kind: 'phrase', phrase: 'delve into', plain: 'look at' }],
      },
    ])
  })
})
