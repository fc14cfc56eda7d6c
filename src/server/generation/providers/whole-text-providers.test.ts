import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAPTER_JOB, collect, REWRITE_JOB, rejection } from '../../../../tests/support/chapter-job.ts'
import { fakeAnthropic } from '../../../../tests/support/fake-anthropic.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import { createAiSdkProvider } from './ai-sdk-provider.ts'
import type { AiConfig } from './ai-models.ts'
import { chapterPrompt } from '../prompts/prompts.ts'
import { ProviderError } from './provider-error.ts'
import { tokenUsage } from './token-usage.ts'
import { captureLog } from '../../../../tests/support/capture-log.ts'

const timing = { sleep: async () => {}, random: () => 0 }
const textOf = (content: string | { type: string; text?: string }[] | undefined) =>
  typeof content === 'string' ? content : (content ?? []).map((p) => p.text ?? '').join('')

beforeEach(() => {
  captureLog()
})
afterEach(() => vi.restoreAllMocks())

describe('Anthropic: stop reasons', () => {
  const config: AiConfig = { AI_PROVIDER: 'anthropic', ANTHROPIC_API_KEY: 'sk-ant', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 1 }

  it("sends max_tokens, and continues a reply that stopped at 'max_tokens'", async () => {
    const anthropic = fakeAnthropic()
    anthropic.enqueue({ text: '## Pricing It Right\n\nPrice on', stopReason: 'max_tokens' }, { text: ' value.' })
    const content = (await collect(createAiSdkProvider(config, { ...timing, fetch: anthropic.fetch }).streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nPrice on value.')
    expect(anthropic.requests.map((r) => r.body.max_tokens)).toEqual([4096, 4096])
    const continuation = anthropic.requests[1]?.body.messages ?? []
    expect(continuation.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
    expect(textOf(continuation[1]?.content)).toBe('## Pricing It Right\n\nPrice on')
    expect(textOf(continuation[2]?.content)).toMatch(/Continue exactly where it stopped/)
  })

  it('marks the part every chapter of the book shares as a cache breakpoint, and counts the cached tokens it reports (decision 82)', async () => {
    const anthropic = fakeAnthropic()
    anthropic.enqueue({ text: '## Pricing It Right\n\nPrice on value.', cacheReadTokens: 900 })
    const before = tokenUsage().chapter ?? { cachedInputTokens: 0, inputTokens: 0 }
    await collect(createAiSdkProvider(config, { ...timing, fetch: anthropic.fetch }).streamChapter(CHAPTER_JOB))
    const [turn] = anthropic.requests[0]?.body.messages ?? []
    expect(turn?.role).toBe('user')
    const parts = turn?.content as { type: string; text?: string; cache_control?: unknown }[]
    expect(parts.map((p) => p.cache_control)).toEqual([{ type: 'ephemeral' }, undefined])
    expect(parts[0]?.text).toBe(chapterPrompt(CHAPTER_JOB).prefix)
    expect(parts.map((p) => p.text).join('')).toBe(chapterPrompt(CHAPTER_JOB).prompt)
    const after = tokenUsage().chapter
    expect((after?.cachedInputTokens ?? 0) - before.cachedInputTokens).toBe(900)
    expect((after?.inputTokens ?? 0) - before.inputTokens).toBeGreaterThanOrEqual(900)
  })

  it("turns a 'refusal' stop into content_filtered, without another call", async () => {
    const anthropic = fakeAnthropic()
    anthropic.enqueue({ text: '', stopReason: 'refusal' })
    const error = await rejection(createAiSdkProvider(config, { ...timing, fetch: anthropic.fetch }).rewriteChapter(REWRITE_JOB))
    expect(error).toBeInstanceOf(ProviderError)
    expect((error as ProviderError).failure).toBe('content_filtered')
    expect(anthropic.requests).toHaveLength(1)
  })

  it('continues a stream that broke after some text', async () => {
    const anthropic = fakeAnthropic()
    anthropic.enqueue({ text: '## Pricing It Right\n\nOne. Two. Three. Four.', chunks: 4, dropAfterChunks: 2 }, { text: 'Five.' })
    const content = (await collect(createAiSdkProvider(config, { ...timing, fetch: anthropic.fetch }).streamChapter(CHAPTER_JOB))).join('')
    expect(content.endsWith('Five.')).toBe(true)
    expect(anthropic.requests[1]?.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user'])
  })
})

describe('OpenAI-compatible and OpenAI reasoning models: the limit field and finish reasons', () => {
  let fake: FakeOpenAI
  beforeEach(async () => {
    // Two chunks: ChapterHeading doubles a blank line that arrives in a later chunk than its heading (helper B's cleaner replaces it).
    fake = await startFakeOpenAI({ chunks: 2 })
  })
  afterEach(async () => {
    await fake.close()
  })
  const compatible = (): AiConfig => ({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: 'llama3.2',
    AI_TIMEOUT_MS: 5000,
    AI_MAX_RETRIES: 1,
  })

  it("sends max_tokens and continues on 'length'", async () => {
    fake.enqueue({ text: '## Pricing It Right\n\nPrice on', finish: 'length' }, { text: ' value.' })
    const content = (await collect(createAiSdkProvider(compatible(), timing).streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nPrice on value.')
    expect(fake.requests.map((r) => r.body.max_tokens)).toEqual([4096, 4096])
    // Roles alternate, as strict chat templates (vLLM, llama.cpp with Mistral or Gemma) demand: the
    // shared prefix and the chapter's own part travel in one user turn.
    const roles = fake.requests.map((r) => (r.body.messages as { role: string }[]).map((m) => m.role))
    expect(roles).toEqual([
      ['system', 'user'],
      ['system', 'user', 'assistant', 'user'],
    ])
    const first = (fake.requests[0]?.body.messages as { role: string; content: string | { type: string; text?: string }[] }[])[1]
    expect(textOf(first?.content)).toBe(chapterPrompt(CHAPTER_JOB).prompt)
  })

  it('takes a finish reason it does not know (a server\'s "eos") as the end of the text', async () => {
    fake.enqueue({ text: '## Pricing It Right\n\nPrice on value.', finish: 'eos' })
    const content = (await collect(createAiSdkProvider(compatible(), timing).streamChapter(CHAPTER_JOB))).join('')
    expect(content).toBe('## Pricing It Right\n\nPrice on value.')
    expect(fake.requests).toHaveLength(1)
  })

  it('sends max_completion_tokens to an OpenAI reasoning model', async () => {
    const config: AiConfig = {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'k',
      AI_MODEL: 'o3-mini',
      AI_TIMEOUT_MS: 5000,
      AI_MAX_RETRIES: 0,
    }
    await collect(createAiSdkProvider(config, timing).streamChapter(CHAPTER_JOB))
    expect(fake.requests[0]?.body.max_completion_tokens).toBe(4096)
    expect(fake.requests[0]?.body.max_tokens).toBeUndefined()
  })
})
