import { describe, expect, it } from 'vitest'
import { CHAPTER_JOB, collect, REWRITE_JOB, rejection } from '../../../../tests/support/chapter-job.ts'
import { messageText } from '../../../../tests/support/fake-openai.ts'
import { useFakeOpenAI } from '../../../../tests/support/fake-openai-provider.ts'
import { generationFailure } from './generation-failure.ts'
import { ProviderError } from './provider-error.ts'

const ai = useFakeOpenAI({ chunks: 4 })
const { provider } = ai

const failureOf = async (promise: Promise<unknown>) => {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(ProviderError)
  return (error as ProviderError).failure
}
const LONG = `## Pricing It Right\n\n${'Price on value, not on cost. '.repeat(12)}`

describe('a content filter or a refusal', () => {
  it('ends a chapter with content_filtered (422), and is not retried', async () => {
    ai.fake.enqueue({ text: '## Pricing It Right\n\nPrice', finish: 'content_filter' })
    const error = await rejection(collect(provider().streamChapter(CHAPTER_JOB)))
    expect((error as ProviderError).failure).toBe('content_filtered')
    expect(ai.fake.requests).toHaveLength(1)
    const answer = generationFailure(error)
    expect(answer.body.code).toBe('content_filtered')
    expect(answer.status).toBe(422)
  })

  it("treats OpenAI's refusal field as a refusal", async () => {
    ai.fake.enqueue({ text: "I'm sorry, I can't help with that.", refusal: true })
    expect(await failureOf(provider().rewriteChapter(REWRITE_JOB))).toBe('content_filtered')
  })

  it('ends an outline with content_filtered too', async () => {
    ai.fake.enqueue({ text: '', finish: 'content_filter' })
    expect(
      await failureOf(provider().generateOutline({ topic: 'Bread', productType: 'guide', tone: 'friendly', targetAudience: undefined })),
    ).toBe('content_filtered')
    expect(ai.fake.requests).toHaveLength(1)
  })
})

describe('a dropped stream', () => {
  it('that breaks after N bytes, mid-event, is continued with the text so far', async () => {
    ai.fake.enqueue({ text: LONG, dropAfterBytes: 500 }, { text: 'Done.' })
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    const partial = messageText(ai.fake.requests[1]?.body.messages.at(-2))
    expect(partial.length).toBeGreaterThan(20)
    expect(LONG.startsWith(partial)).toBe(true)
    expect(content).toBe(`## Pricing It Right\n\n${partial.slice('## Pricing It Right\n\n'.length)}Done.`)
  })

  it('that ends with an error event after some text is continued too', async () => {
    ai.fake.enqueue({ text: LONG, errorAfterChunks: 2 }, { text: 'Done.' })
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content.endsWith('Done.')).toBe(true)
    expect(ai.fake.requests[1]?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
  })

  it('that closes without a finish reason is continued too', async () => {
    ai.fake.enqueue({ text: '## Pricing It Right\n\nHalf of it', finish: null }, { text: ', and the rest.' })
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nHalf of it, and the rest.')
  })

  it('whose continuation fails before any text waits with backoff, then continues', async () => {
    ai.fake.enqueue({ text: LONG, dropAfterChunks: 2 }, { status: 500 }, { text: 'Done.' })
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content.endsWith('Done.')).toBe(true)
    expect(ai.sleeps).toEqual([500]) // 0.5 × 500 ms × 2^1: the second failure of this text
    expect(ai.fake.requests[2]?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
  })

  it('whose continuation is rate limited honours retry-after, then continues', async () => {
    ai.fake.enqueue({ text: LONG, dropAfterChunks: 2 }, { status: 429, retryAfter: 3 }, { text: 'Done.' })
    const content = (await collect(provider().streamChapter(CHAPTER_JOB))).join('')
    expect(content.endsWith('Done.')).toBe(true)
    expect(ai.sleeps).toEqual([3000])
  })

  it('that stalls after some text is continued once the idle limit passes', async () => {
    ai.fake.enqueue({ text: LONG, chunks: 3, chunkDelayMs: 2000 }, { text: 'Done.' })
    const content = (await collect(provider({ AI_TIMEOUT_MS: 300 }).streamChapter(CHAPTER_JOB))).join('')
    expect(content.endsWith('Done.')).toBe(true)
    expect(ai.fake.requests).toHaveLength(2)
  })
})

describe('an empty or heading-only reply', () => {
  it('is asked for once more; the reader sees the heading once', async () => {
    ai.fake.enqueue({ text: '## Pricing It Right\n\n' }, { text: '## Pricing It Right\n\nNow with text.' })
    const content = (await collect(provider({ AI_MAX_RETRIES: 0 }).streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nNow with text.')
    expect(ai.fake.requests).toHaveLength(2)
    expect(ai.fake.requests[1]?.body.messages.map((m) => m.role)).toEqual(['system', 'user'])
  })

  it('is asked for once more for a rewrite too, then fails with invalid_output', async () => {
    ai.fake.enqueue({ text: '' }, { text: '   ' })
    expect(await failureOf(provider().rewriteChapter(REWRITE_JOB))).toBe('invalid_output')
    expect(ai.fake.requests).toHaveLength(2)
  })
})

describe('rewrites stream', () => {
  it('so the timeout limits silence: slow but steady replies finish', async () => {
    ai.fake.enqueue({ text: LONG, chunks: 5, chunkDelayMs: 150 })
    const started = Date.now()
    const result = await provider({ AI_TIMEOUT_MS: 400 }).rewriteChapter({ ...REWRITE_JOB, modifier: 'restyle' })
    expect(Date.now() - started).toBeGreaterThan(550)
    expect(result.content).toBe(LONG.trim())
    expect(ai.fake.requests[0]?.body.stream).toBe(true)
  })

  it('and a grammar pass that changes the length by more than 15% is refused (rewrite_rejected)', async () => {
    const content = `## Pricing It Right\n\n${'Prise on valeu, not on cost. '.repeat(10)}`
    ai.fake.enqueue({ text: `${content}\n\nA whole new paragraph the author never wrote, with advice of its own added.` })
    const error = await rejection(provider().rewriteChapter({ ...REWRITE_JOB, content, modifier: 'grammar' }))
    expect((error as ProviderError).failure).toBe('rewrite_rejected')
    expect(generationFailure(error).body.code).toBe('rewrite_rejected')
  })

  it('and a grammar pass within 15% is kept', async () => {
    const content = `## Pricing It Right\n\n${'Prise on valeu, not on cost. '.repeat(10)}`
    const fixed = `## Pricing It Right\n\n${'Price on value, not on cost. '.repeat(10)}`.trim()
    ai.fake.enqueue({ text: fixed })
    expect((await provider().rewriteChapter({ ...REWRITE_JOB, content, modifier: 'grammar' })).content).toBe(fixed)
  })
})
