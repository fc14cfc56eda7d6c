import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chapterRemovalSchema, qualityNoteSchema } from '@core/generation-schemas.ts'
import { reviseOffline } from '../providers/offline/revise.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { ReviseJob, SentenceRevision } from '../providers/provider.ts'
import { type BookPassChapter, bookPass } from './book-pass.ts'
import { fix, revisePrompt } from './revise-prompt.ts'
import { captureLog } from '../../../../tests/support/capture-log.ts'

const CHAPTER_ONE =
  '## Saving basics\n\nStart here.\n\nA budget is simply a plan for every dollar that comes into your household each month.\n'
const DIRTY = [
  '## Cutting costs',
  '',
  'Costs first.',
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
const chapters: BookPassChapter[] = [
  { number: 1, title: 'Saving basics', content: CHAPTER_ONE },
  { number: 2, title: 'Cutting costs', content: DIRTY },
]

type Revise = (job: ReviseJob) => Promise<SentenceRevision[]>
const provider = (revise: Revise) => ({ reviseChapter: vi.fn(revise) })

beforeEach(() => void captureLog())
afterEach(() => vi.restoreAllMocks())

describe('bookPass', () => {
  it('sends one call for the copy listing only its offending sentences, names what is shared, and puts notes on both sides', async () => {
    const p = provider(async (job) => reviseOffline(job))
    const result = await bookPass(p, { chapters })
    expect(p.reviseChapter).toHaveBeenCalledTimes(1)
    const job = p.reviseChapter.mock.calls[0]?.[0] as ReviseJob
    expect(job.title).toBe('Cutting costs')
    expect(job.items.map((i) => i.sentence)).toEqual([
      'Remember that a budget is simply a plan for every dollar that comes into your household.',
      'Studies show that 73% of people overspend on food.',
    ])
    expect(job.items[0]?.problems).toEqual([
      { kind: 'repetition', otherChapter: 1, phrase: 'a budget is simply a plan for every dollar that comes into your household' },
    ])
    expect(revisePrompt(job).prompt).toContain(
      'shares the phrase \\"a budget is simply a plan for every dollar that comes into your household\\" with chapter 1',
    )
    expect(revisePrompt(job).prompt).not.toContain('word for word')
    expect(result.revisionCalls).toBe(1)
    expect(result.pairsCompared).toBe(1)
    const [one, two] = result.chapters
    expect(one?.content).toBe(CHAPTER_ONE)
    expect(two?.content).not.toContain('Remember that a budget')
    // A figure is never deleted: it is kept and marked for the creator to check.
    expect(two?.content).toContain('Studies show that 73% of people overspend on food (verify).')
    expect(two?.content).toContain('### Groceries')
    expect(two?.notes.map((n) => [n.text, n.status])).toEqual([
      [
        'Shared the phrase “a budget is simply a plan for every dollar that comes into…” with chapter 1, which keeps it — reworded here, fixed',
        'fixed',
      ],
      ['1 statistic to verify', 'open'],
    ])
    expect(one?.notes.map((n) => [n.text, n.status, n.otherChapter])).toEqual([
      [
        'Chapter 2 repeated the phrase “a budget is simply a plan for every dollar that comes into…” from this chapter, which keeps it — reworded there, fixed',
        'fixed',
        2,
      ],
    ])
    for (const note of [...(one?.notes ?? []), ...(two?.notes ?? [])]) qualityNoteSchema.parse(note)
    // What the revision removed is recorded, to be restored from the editor.
    expect(two?.removals).toEqual([
      {
        id: expect.stringMatching(/^quality-[0-9a-f]{16}$/),
        source: 'quality',
        reason: 'revision',
        text: 'Remember that a budget is simply a plan for every dollar that comes into your household.',
        before: expect.stringContaining('Costs first.'),
      },
    ])
    for (const removal of two?.removals ?? []) chapterRemovalSchema.parse(removal)
  })

  it('says "fixed" only when the rewrite no longer says the same: a paraphrase stays open', async () => {
    const p = provider(async (job) =>
      job.items.map((i) => ({
        sentence: i.sentence,
        revised: i.problems.some((x) => x.kind === 'repetition')
          ? 'Remember, a budget is just a plan for each dollar coming into the household.'
          : i.sentence,
      })),
    )
    const [one, two] = (await bookPass(p, { chapters })).chapters
    expect(two?.notes[0]).toMatchObject({ id: 'repetition-1-open', status: 'open' })
    expect(one?.notes[0]).toMatchObject({ id: 'kept-2-open', status: 'open' })
  })

  it('never deletes a figure or the opening line, whatever the model answers', async () => {
    const opening = 'A budget is simply a plan for every dollar that comes into your household each month, and more.'
    const book: BookPassChapter[] = [
      chapters[0]!,
      {
        number: 2,
        title: 'Two',
        content: `## Two\n\n${opening}\n\nStudies show that 73% of people overspend on food. Keep going with the plan you made.\n\nMore text to keep the chapter long enough for the checks to accept.\n`,
      },
    ]
    const p = provider(async (job) => job.items.map((i) => ({ sentence: i.sentence, revised: '' })))
    const [, two] = (await bookPass(p, { chapters: book })).chapters
    expect(two?.content).toContain(opening)
    expect(two?.content).toContain('73%')
    expect(two?.removals).toEqual([])
  })

  it("says what is shared and never asks to delete a chapter's opening line or a figure", () => {
    const opening = fix({ kind: 'repetition', otherChapter: 2, phrase: 'by the end you will bake', opening: true })
    expect(opening).toContain('shares the phrase "by the end you will bake" with chapter 2')
    expect(opening).not.toMatch(/remove|delete/i)
    expect(fix({ kind: 'repetition', otherChapter: 2, phrase: 'x y' })).toMatch(/or remove the sentence/)
    expect(fix({ kind: 'unsourced' })).toMatch(/keep every figure/)
    expect(fix({ kind: 'unsourced' })).not.toMatch(/remove the figure/)
  })

  it('is the same whatever order the chapters come in', async () => {
    const p = provider(async (job) => reviseOffline(job))
    const a = await bookPass(p, { chapters })
    const b = await bookPass(p, { chapters: [...chapters].reverse() })
    expect([...b.chapters].reverse()).toEqual(a.chapters)
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
    const result = await bookPass(provider(revise), { chapters })
    const two = result.chapters[1]
    expect(two?.content).toBe(DIRTY)
    expect(result.revisionCalls).toBe(1)
    expect(two?.notes.map((n) => n.status)).toEqual(['open', 'open'])
    expect(two?.notes.map((n) => n.text)).toEqual([
      'Shares the phrase “a budget is simply a plan for every dollar that comes into…” with chapter 1, which keeps it',
      '1 statistic to verify',
    ])
  })

  it('passes a cancelled call on', async () => {
    const controller = new AbortController()
    const p = provider(async () => {
      controller.abort()
      throw new DOMException('The operation was aborted', 'AbortError')
    })
    await expect(bookPass(p, { chapters, signal: controller.signal })).rejects.toThrow(/aborted/)
  })

  it('makes no call below the threshold, and records the notes', async () => {
    const p = provider(async () => [])
    const result = await bookPass(p, { chapters: [{ number: 1, title: 'Calm', content: '## Calm\n\nFurthermore, breathe slowly.\n' }] })
    expect(p.reviseChapter).not.toHaveBeenCalled()
    expect(result.chapters[0]?.notes).toEqual([
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
    expect((await bookPass(p, { chapters }, 'notes')).chapters[1]?.notes).toHaveLength(2)
    expect((await bookPass({}, { chapters })).chapters[1]?.notes).toHaveLength(2)
    const off = await bookPass(p, { chapters }, 'off')
    expect(off.chapters.map((c) => [c.content, c.notes])).toEqual([
      [CHAPTER_ONE, []],
      [DIRTY, []],
    ])
    expect(p.reviseChapter).not.toHaveBeenCalled()
  })

  it('a settled chapter gets no call of its own again; only what it shares with a changed one', async () => {
    const p = provider(async (job) => reviseOffline(job))
    const settled = chapters.map((c) => ({ ...c, settled: true }))
    const result = await bookPass(p, { chapters: settled })
    expect(p.reviseChapter).not.toHaveBeenCalled()
    expect(result.chapters[1]?.content).toBe(DIRTY)
    await bookPass(p, { chapters: [settled[0]!, { ...settled[1]!, settled: false }] })
    expect(p.reviseChapter).toHaveBeenCalledTimes(1)
  })
})
