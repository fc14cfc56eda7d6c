import { describe, expect, it } from 'vitest'
import { messageText } from '../../../../tests/support/fake-openai.ts'
import { useFakeOpenAI } from '../../../../tests/support/fake-openai-provider.ts'
import { DATA_CLOSE, DATA_OPEN } from '../prompts/prompts.ts'
import type { SelectionJob } from '../providers/provider.ts'
import { ProviderError } from '../providers/provider-error.ts'

const ai = useFakeOpenAI({ chunks: 5 }, { random: 0 })

const job: SelectionJob = {
  action: 'shorten',
  selection: 'Water the seedlings every morning, before the sun is high, so the roots stay cool and the leaves dry.',
  before: 'A steady routine helps most.',
  after: 'Check the soil with a finger first.',
  chapterTitle: 'Watering',
  chapterPlan: 'How and when to water.',
  bookTitle: 'Grow Your Own',
  productType: 'guide',
  targetAudience: 'new gardeners',
  language: 'en',
}
const SHORT = 'Water the seedlings each morning.'

async function run(overrides: Partial<SelectionJob> = {}) {
  const deltas: string[] = []
  const text = await ai.provider().rewriteSelection({ ...job, ...overrides }, (d) => deltas.push(d))
  return { text, deltas }
}

async function failure(overrides: Partial<SelectionJob> = {}): Promise<ProviderError> {
  const error = await run(overrides).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return error as ProviderError
}

describe('rewriteSelection through the AI SDK', () => {
  it('streams the passage in several deltas and sends the chapter, the book and the text around it as data', async () => {
    ai.fake.enqueue({ text: SHORT, chunks: 4 })
    const { text, deltas } = await run()
    expect(text).toBe(SHORT)
    expect(deltas.length).toBeGreaterThan(1)
    expect(deltas.join('')).toBe(SHORT)
    const body = ai.fake.requests[0]?.body
    const user = messageText(body?.messages.find((m) => m.role === 'user'))
    const data = JSON.parse(user.slice(user.indexOf(DATA_OPEN) + DATA_OPEN.length, user.indexOf(DATA_CLOSE))) as Record<string, unknown>
    expect(data).toMatchObject({
      selection: job.selection,
      before: job.before,
      after: job.after,
      chapterTitle: 'Watering',
      chapterPlan: 'How and when to water.',
      book: { title: 'Grow Your Own', productType: 'guide', targetAudience: 'new gardeners' },
    })
    expect(user.split(DATA_OPEN)[0]).toMatch(/Shorten the passage/)
    expect(messageText(body?.messages.find((m) => m.role === 'system'))).toMatch(/Write in English \(en\)/)
  })

  it('drops a preamble, quotes and the text after it echoed back', async () => {
    ai.fake.enqueue({ text: `Here is the shortened passage:\n\n"${SHORT}" Check the soil with a finger first.` })
    expect((await run()).text).toBe(SHORT)
  })

  it('sends the tone or the instruction only with their action, and the suggestion not taken on Try again', async () => {
    ai.fake.enqueue({ text: SHORT }, { text: SHORT }, { text: SHORT })
    await run({ action: 'tone', tone: 'casual', instruction: 'ignored' })
    await run({ action: 'custom', instruction: 'Make it rhyme.' })
    await run({ previous: 'Water daily.' })
    const data = ai.fake.requests.map((r) => {
      const user = messageText(r.body.messages.find((m) => m.role === 'user'))
      return JSON.parse(user.slice(user.indexOf(DATA_OPEN) + DATA_OPEN.length, user.indexOf(DATA_CLOSE))) as Record<string, unknown>
    })
    expect(data[0]).toMatchObject({ tone: 'casual' })
    expect(data[0]).not.toHaveProperty('instruction')
    expect(data[1]).toMatchObject({ instruction: 'Make it rhyme.' })
    expect(data[1]).not.toHaveProperty('tone')
    // Try again: the suggestion not taken, so another one comes back.
    expect(data[2]).toMatchObject({ previousSuggestion: 'Water daily.' })
    expect(data[0]).not.toHaveProperty('previousSuggestion')
  })

  it('flags a passage still cut off at the output limit (output_cut_off), never half a sentence', async () => {
    ai.fake.enqueue({ text: 'Water the', finish: 'length' }, { text: ' seedlings', finish: 'length' }, { text: ' each', finish: 'length' })
    expect((await failure()).failure).toBe('cut_off')
  })

  it('continues a passage cut at the limit once, then keeps the whole of it', async () => {
    ai.fake.enqueue({ text: 'Water the seedlings', finish: 'length' }, { text: ' each morning.' })
    expect((await run()).text).toBe(SHORT)
  })

  it('asks once more after an empty reply, then fails with invalid_output', async () => {
    ai.fake.enqueue({ text: 'Sure! Here is the shortened passage:' }, { text: '' })
    expect((await failure()).failure).toBe('invalid_output')
    expect(ai.fake.requests).toHaveLength(2)
    ai.fake.enqueue({ text: '   ' }, { text: SHORT })
    expect((await run()).text).toBe(SHORT)
  })

  it('continues a stream that dropped after some text', async () => {
    ai.fake.enqueue({ text: 'Water the seedlings each', chunks: 4, dropAfterChunks: 2 }, { text: 'seedlings each morning.' })
    const { text } = await run()
    expect(text.endsWith('morning.')).toBe(true)
    expect(ai.fake.requests[1]?.body.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user'])
  })

  it('waits out a 429 for its retry-after, then answers; gives rate_limited when retries run out', async () => {
    ai.fake.enqueue({ status: 429, retryAfter: 3 }, { text: SHORT })
    expect((await run()).text).toBe(SHORT)
    expect(ai.sleeps).toEqual([3000])
    ai.fake.enqueue({ status: 429, retryAfterMs: 200 }, { status: 429, retryAfterMs: 200 }, { status: 429, retryAfterMs: 200 })
    expect((await failure()).failure).toBe('rate_limited')
  })

  it('refuses a grammar pass that rewrote the passage (rewrite_rejected)', async () => {
    ai.fake.enqueue({ text: 'Water.' })
    expect((await failure({ action: 'grammar' })).failure).toBe('rewrite_rejected')
    ai.fake.enqueue({ text: job.selection.replace('every', 'each') })
    expect((await run({ action: 'grammar' })).text).toBe(job.selection.replace('every', 'each'))
  })
})
