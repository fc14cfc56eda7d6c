import { describe, expect, it } from 'vitest'
import { CHAPTER_JOB, collect, REWRITE_JOB, rejection } from '../../../../tests/support/chapter-job.ts'
import { messageText } from '../../../../tests/support/fake-openai.ts'
import { messages } from '../../../../tests/support/capture-log.ts'
import { useFakeOpenAI } from '../../../../tests/support/fake-openai-provider.ts'
import { ProviderError } from './provider-error.ts'

const ai = useFakeOpenAI({ chunks: 4 })
const { provider } = ai

const roles = (i: number) => ai.fake.requests[i]?.body.messages.map((m) => m.role)
const turn = (i: number, at: number) => messageText(ai.fake.requests[i]?.body.messages.at(at))

describe('the output limit', () => {
  it('is sent with every call: chapter, rewrite and outline, 4096 tokens by default', async () => {
    const p = provider()
    await collect(p.streamChapter(CHAPTER_JOB))
    await p.rewriteChapter({ ...REWRITE_JOB, modifier: 'shorter' })
    await p.generateOutline({ topic: 'Bread', productType: 'guide', tone: 'friendly', targetAudience: undefined })
    expect(ai.fake.requests.map((r) => r.body.max_tokens)).toEqual([4096, 4096, 4096])
  })

  it('follows AI_MAX_OUTPUT_TOKENS', async () => {
    await collect(provider({ AI_MAX_OUTPUT_TOKENS: 1500 }).streamChapter(CHAPTER_JOB))
    expect(ai.fake.requests[0]?.body.max_tokens).toBe(1500)
  })
})

describe('a reply that runs on into the next chapter', () => {
  it('stops reading there: the chapter ends before the run-on and no continuation is asked for', async () => {
    const runOn = `## Pricing It Right\n\nPrice on value.\n\n## The First Sale\n\n${'More of the next chapter. '.repeat(40)}`
    ai.fake.enqueue({ text: runOn, finish: 'length', chunks: 40 })
    const text = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(text).toBe('## Pricing It Right\n\nPrice on value.')
    expect(ai.fake.requests).toHaveLength(1)
  })
})

describe('a reply stopped by the output limit', () => {
  it('is continued from where it stopped, and the reader gets one text that keeps flowing', async () => {
    ai.fake.enqueue(
      { text: '## Pricing It Right\n\nPrice on value, not on co', finish: 'length' },
      { text: 'st. Anchor high.\n\n### Tiers\n\nThree tiers.' },
    )
    const seenAt: number[] = []
    const deltas: string[] = []
    for await (const delta of provider().streamChapter(CHAPTER_JOB)) {
      deltas.push(delta)
      seenAt.push(ai.fake.requests.length)
    }
    expect(deltas.join('')).toBe('## Pricing It Right\n\nPrice on value, not on cost. Anchor high.\n\n### Tiers\n\nThree tiers.')
    // Text of the first reply reached the reader before the continuation was asked for.
    expect(seenAt[0]).toBe(1)
    // The task is one user turn (the part every chapter shares, then this chapter: decision 82).
    expect(roles(1)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(turn(1, 1)).toBe(turn(0, 1))
    expect(turn(1, -2)).toBe('## Pricing It Right\n\nPrice on value, not on co')
    expect(turn(1, -1)).toMatch(/Continue exactly where it stopped/)
    expect(turn(1, -1)).toMatch(/no heading, no preamble/)
    expect(ai.fake.requests[1]?.body.max_tokens).toBe(4096)
  })

  it('loses a repeat when the continuation starts over from the sentence it was in', async () => {
    ai.fake.enqueue(
      { text: '## Pricing It Right\n\nAnchor high. Price on value, not on co', finish: 'length' },
      { text: 'Price on value, not on cost. Offer three tiers', finish: 'length' },
      { text: '.' },
    )
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nAnchor high. Price on value, not on cost. Offer three tiers.')
    expect(turn(2, -2)).toBe('## Pricing It Right\n\nAnchor high. Price on value, not on cost. Offer three tiers')
  })

  it('is continued at most twice; a chapter still cut off ends on its last complete sentence', async () => {
    ai.fake.enqueue(
      { text: '## Pricing It Right\n\nFirst part', finish: 'length' },
      { text: ' goes on. Second part', finish: 'length' },
      { text: ' ends here. Then a sentence that never en', finish: 'length' },
    )
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nFirst part goes on. Second part ends here.')
    expect(ai.fake.requests).toHaveLength(3)
    expect(turn(2, -2)).toBe('## Pricing It Right\n\nFirst part goes on. Second part')
    expect(messages(ai.logs, 'warn')).toContainEqual(expect.stringMatching(/still at the output limit/))
  })

  it('does not end a cut-off chapter on a heading with nothing under it', async () => {
    ai.fake.enqueue(
      { text: '## Pricing It Right\n\nOne.', finish: 'length' },
      { text: ' Two.', finish: 'length' },
      { text: '\n\n- Item one\n- Item two\n\n### Next steps\n\nWe will', finish: 'length' },
    )
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nOne. Two.\n\n- Item one\n- Item two')
  })

  it('never returns a cut-off rewrite: output_cut_off after two continuations', async () => {
    ai.fake.enqueue(
      { text: '## Pricing It Right\n\nLonger text', finish: 'length' },
      { text: ' and more', finish: 'length' },
      { text: ' and more', finish: 'length' },
    )
    const error = await rejection(provider().rewriteChapter({ ...REWRITE_JOB, modifier: 'longer' }))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).failure).toBe('cut_off')
    expect(ai.fake.requests).toHaveLength(3)
  })

  it('continues a rewrite to its end', async () => {
    ai.fake.enqueue({ text: '## Pricing It Right\n\nPrice on value,', finish: 'length' }, { text: ' always.' })
    const result = await provider().rewriteChapter({ ...REWRITE_JOB, modifier: 'longer' })
    expect(result.content).toBe('## Pricing It Right\n\nPrice on value, always.')
  })

  it('fails with output_cut_off when the limit leaves no text at all (a reasoning model)', async () => {
    ai.fake.enqueue({ text: '', finish: 'length' })
    const error = await rejection(collect(provider().streamChapter(CHAPTER_JOB)))
    expect((error as ProviderError).failure).toBe('cut_off')
    expect(ai.fake.requests).toHaveLength(1)
  })
})
