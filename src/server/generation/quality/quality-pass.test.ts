import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reviseOffline } from '../offline/revise.ts'
import { ProviderError } from '../provider-error.ts'
import type { ReviseJob, SentenceRevision } from '../provider.ts'
import { qualityPass } from './quality-pass.ts'

const CHAPTER_ONE = '## Saving basics\n\nA budget is simply a plan for every dollar that comes into your household each month.\n'
const DIRTY = [
  '## Cutting costs',
  '',
  'Remember that a budget is simply a plan for every dollar that comes into your household.',
  'Studies show that 73% of people overspend on food.',
  '',
  '### Groceries',
  '',
  '- [ ] Cook at home three nights a week.',
  '- [ ] Keep a list on the fridge and stick to it.',
  '',
  'Shop once a week with a list. Buy store brands for staples. Compare unit prices on the shelf.',
  '',
].join('\n')
const others = [{ number: 1, content: CHAPTER_ONE }]
const input = { title: 'Cutting costs', content: DIRTY, others }

type Revise = (job: ReviseJob) => Promise<SentenceRevision[]>
const provider = (revise: Revise) => ({ reviseChapter: vi.fn(revise) })

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
afterEach(() => vi.restoreAllMocks())

describe('qualityPass', () => {
  it('sends one call listing only the offending sentences, and marks what the revision removed as fixed', async () => {
    const p = provider(async (job) => reviseOffline(job))
    const result = await qualityPass(p, input)
    expect(p.reviseChapter).toHaveBeenCalledTimes(1)
    const job = p.reviseChapter.mock.calls[0]?.[0] as ReviseJob
    expect(job.items.map((i) => i.sentence)).toEqual([
      'Remember that a budget is simply a plan for every dollar that comes into your household.',
      'Studies show that 73% of people overspend on food.',
    ])
    expect(job.items[0]?.problems).toEqual([{ kind: 'repetition', otherChapter: 1 }])
    expect(result.revisionCalls).toBe(1)
    expect(result.content).not.toContain('Studies show')
    expect(result.content).toContain('### Groceries')
    expect(result.notes.map((n) => [n.text, n.status])).toEqual([
      ['1 repeated passage with chapter 1 — fixed', 'fixed'],
      ['1 unsourced statistic — fixed', 'fixed'],
    ])
    expect(result.notes[0]?.otherChapter).toBe(1)
    expect(result.notes[1]?.excerpts).toEqual(['Studies show that 73% of people overspend on food.'])
  })

  it('marks what the revision left in place as open', async () => {
    // A model that rewrites the repeated sentence but answers nothing for the statistic.
    const p = provider(async (job) => [{ sentence: job.items[0]?.sentence ?? '', revised: 'Track each purchase for a week first.' }])
    const { notes } = await qualityPass(p, input)
    expect(notes.map((n) => [n.text, n.status])).toEqual([
      ['1 repeated passage with chapter 1 — fixed', 'fixed'],
      ['1 statistic to verify', 'open'],
    ])
  })

  it.each<[string, Revise]>([
    ['a 429 after retries', async () => Promise.reject(new ProviderError('rate_limited', 'The AI provider is busy.'))],
    ['no replacements (an empty or unparseable reply)', async () => []],
    [
      'replacements that bring their own heading and list',
      async (job) => job.items.map((i) => ({ sentence: i.sentence, revised: '### Extra\n- [ ] More' })),
    ],
    ['a replacement a page long', async (job) => job.items.map((i) => ({ sentence: i.sentence, revised: 'Spend less. '.repeat(100) }))],
    ['replacements for sentences the chapter does not have', async () => [{ sentence: 'Not in this chapter.', revised: '' }]],
  ])('keeps the chapter as written, with every note open, after %s', async (_, revise) => {
    const result = await qualityPass(provider(revise), input)
    expect(result.content).toBe(DIRTY)
    expect(result.revisionCalls).toBe(1)
    expect(result.notes.map((n) => n.status)).toEqual(['open', 'open'])
    expect(result.notes.map((n) => n.text)).toEqual(['1 repeated passage with chapter 1', '1 statistic to verify'])
  })

  it('keeps the chapter when the removals would leave too little of it', async () => {
    const short = '## Short\n\nStudies show that 80% of people agree. Research has shown it twice. Keep going.\n'
    const result = await qualityPass(
      provider(async (job) => job.items.map((i) => ({ sentence: i.sentence, revised: '' }))),
      { title: 'Short', content: short, others: [] },
    )
    expect(result.content).toBe(short)
    expect(result.notes.map((n) => n.text)).toEqual(['2 statistics to verify'])
  })

  it('passes a cancelled call on: the claim on the chapter is gone', async () => {
    const controller = new AbortController()
    const p = provider(async () => {
      controller.abort()
      throw new DOMException('The operation was aborted', 'AbortError')
    })
    await expect(qualityPass(p, { ...input, signal: controller.signal })).rejects.toThrow(/aborted/)
  })

  it('makes no call below the threshold, and records the notes', async () => {
    const p = provider(async () => [])
    const result = await qualityPass(p, { title: 'Calm', content: '## Calm\n\nFurthermore, breathe slowly.\n', others: [] })
    expect(p.reviseChapter).not.toHaveBeenCalled()
    expect(result.notes).toEqual([
      {
        id: 'phrase-open',
        kind: 'phrase',
        text: '1 overused phrase: furthermore',
        excerpts: ['Furthermore, breathe slowly.'],
        status: 'open',
      },
    ])
  })

  it('notes mode and a provider without the method never call; off records nothing', async () => {
    const p = provider(async () => [])
    expect((await qualityPass(p, input, 'notes')).notes).toHaveLength(2)
    expect((await qualityPass({}, input)).notes).toHaveLength(2)
    expect(await qualityPass(p, input, 'off')).toEqual({ content: DIRTY, notes: [], revisionCalls: 0 })
    expect(p.reviseChapter).not.toHaveBeenCalled()
  })

  it('finds nothing and calls nothing on a clean chapter', async () => {
    const p = provider(async () => [])
    const clean = '## Groceries\n\nShop once a week with a list. Buy store brands for staples.\n\n- [ ] Compare unit prices.\n'
    expect(await qualityPass(p, { title: 'Groceries', content: clean, others })).toEqual({ content: clean, notes: [], revisionCalls: 0 })
  })
})
