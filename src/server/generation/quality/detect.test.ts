import { describe, expect, it } from 'vitest'
import { chapterSentences } from './chapter-sentences.ts'
import { detect, detectChapter, needsRevision, revisionItems } from './detect.ts'
import { findPhrases } from './find-phrases.ts'
import { findRepetition, stillRepeats } from './find-repetition.ts'
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
    expect(detectChapter('Furthermore, delve.', 'es').phrases).toEqual([])
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
  const book = (...contents: string[]) => contents.map((content, i) => ({ number: i + 1, title: `Chapter ${i + 1}`, content }))

  it('finds the sentences sharing an 8-gram, names what they share, and the earlier chapter keeps it', () => {
    const now = '## Two\n\nFresh advice here.\n\nRemember that a budget is simply a plan for every dollar you earn.'
    const { repeats, pairsCompared } = findRepetition(book(earlier, now))
    expect(pairsCompared).toBe(1)
    expect(repeats.map((r) => [r.copy, r.owner, r.copySentence.plain, r.phrase])).toEqual([
      [2, 1, 'Remember that a budget is simply a plan for every dollar you earn.', 'a budget is simply a plan for every dollar'],
    ])
  })

  it('ignores headings, labels, task boxes, tables and function-word runs', () => {
    const a =
      '## A\n\nIntro.\n\n### Weekly review of your spending habits and goals\n\n**Weekly review of your spending habits and goals**\n\nWeekly review of your spending habits and goals each week:\n\n| Day | Focus | Tasks | Done | Notes | Time | Energy | Mood |\n|---|---|---|---|---|---|---|---|\n\nIt is one of the things that you will have to do.'
    const b =
      '## B\n\nIntro.\n\n### Weekly review of your spending habits and goals\n\n**Weekly review of your spending habits and goals**\n\nWeekly review of your spending habits and goals each week:\n\n| Day | Focus | Tasks | Done | Notes | Time | Energy | Mood |\n\n- [ ] It is one of the things that you will have to do.'
    expect(findRepetition(book(a, b)).repeats).toEqual([])
  })

  it('does not count a stock opener that opens several chapters', () => {
    const opener = (rest: string) => `## T\n\nBy the end of this chapter, you'll have a clear plan for ${rest}.\n\nMore.`
    const chapters = book(opener('your sourdough starter'), opener('pricing every loaf'), opener('the market stall'))
    expect(findRepetition(chapters).repeats).toEqual([])
  })

  it('does not count a Spanish stock phrase, with the Spanish stop-list', () => {
    const a = '## Uno\n\nEmpieza aquí.\n\nEs muy importante tener en cuenta que todo esto se puede hacer con calma y sin prisas.'
    const b = '## Dos\n\nSigue aquí.\n\nPor eso es muy importante tener en cuenta que todo esto se puede hacer poco a poco.'
    expect(findRepetition(book(a, b), 'es').repeats).toEqual([])
    // A real shared passage in Spanish still counts.
    const c = '## Tres\n\nOtro.\n\nEmbala los platos de porcelana envueltos en papel de periódico dentro de cajas pequeñas y resistentes.'
    const d = '## Cuatro\n\nOtro más.\n\nRecuerda: embala los platos de porcelana envueltos en papel de periódico dentro de cajas.'
    expect(findRepetition(book(c, d), 'es').repeats).toHaveLength(1)
  })

  it('compares every pair of an 8-chapter book: 28', () => {
    expect(findRepetition(book(...Array.from({ length: 8 }, (_, i) => `## ${i}\n\nText ${i}.`))).pairsCompared).toBe(28)
  })

  it('gives the passage to the chapter whose plan owns its topic, else the earlier one', () => {
    const shared = 'Every label must list the product name, the ingredients by weight and your home address.'
    const chapters = [
      {
        number: 2,
        title: 'Labels',
        plan: 'The label requirements: product name, ingredients, address.',
        content: `## Labels\n\nIntro.\n\n${shared}`,
      },
      { number: 6, title: 'Selling at markets', plan: 'Running a stall.', content: `## Selling\n\nIntro.\n\n${shared}` },
    ]
    const owner = (cs: typeof chapters) => findRepetition(cs).repeats.map((r) => [r.owner, r.copy])
    expect(owner(chapters)).toEqual([[2, 6]])
    expect(owner([...chapters].reverse())).toEqual([[2, 6]])
    // The later chapter's plan owns it: the earlier one is rewritten.
    const flipped = [
      { ...chapters[0]!, plan: 'Running a stall.' },
      { ...chapters[1]!, plan: 'The label requirements: product name, ingredients, address.' },
    ]
    expect(owner(flipped)).toEqual([[6, 2]])
    expect(owner(flipped.map((c) => ({ ...c, plan: '' })))).toEqual([[2, 6]])
  })

  it('tells a paraphrase that still says the same from a rewrite', () => {
    const owner = 'A starter is simply flour and water that wild yeast has made its home in.'
    expect(stillRepeats('Your starter is just flour and water where wild yeast has made a home.', owner)).toBe(true)
    expect(stillRepeats('Feed it at the same hour every day, as chapter 2 explains.', owner)).toBe(false)
  })
})

describe('false positives (issue 26 item 5)', () => {
  it('a bold "Key Takeaways" label or a heading is not an overused phrase', () => {
    expect(phrases('**Key Takeaways:**\n\n- Price by weight.\n\n### Key Takeaways\n\nKey takeaways:')).toEqual([])
    expect(phrases('The key takeaway here is simple.')).toEqual(['the key takeaway'])
  })

  it.each([
    'Keep a robust starter at room temperature.',
    'Steam plays a crucial role in oven spring.',
    'Sell at a bustling Saturday market.',
    'The leaves turn a vibrant green in May.',
    'Elevate your pots on bricks so they drain.',
  ])('a domain word in its plain sense is not flagged: %j', (text) => {
    expect(phrases(text)).toEqual([])
  })

  it.each([
    ['A robust strategy wins.', 'robust'],
    ['Trust plays a crucial role in your success.', 'crucial role'],
    ['In the bustling world of e-commerce, stand out.', 'bustling'],
  ])('the cliché use still is: %j', (text, phrase) => {
    expect(phrases(text)).toEqual([phrase])
  })

  it('a figure worked out from the numbers in its sentence or paragraph is not unsourced', () => {
    expect(unsourced('Charging $9 instead of $7 on 30 loaves a week raises your take by about 29%.')).toEqual([])
    expect(unsourced('You sold 30 loaves at $7 last month.\nAt $9 that cuts your volume by about 10% but raises revenue.')).toEqual([])
    expect(unsourced('A daily review increases output by up to 25%.')).toHaveLength(1)
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
