import { outlineSchema } from '@core/generation-schemas.ts'
import { describe, expect, it, vi } from 'vitest'
import { defaultOutline, messageText } from '../../../../tests/support/fake-openai.ts'
import { messages } from '../../../../tests/support/capture-log.ts'
import { useFakeOpenAI } from '../../../../tests/support/fake-openai-provider.ts'
import { ProviderError } from './provider-error.ts'

// Waits are recorded, not slept, so retry tests run in milliseconds.
const ai = useFakeOpenAI({}, { config: { OPENAI_API_KEY: 'sk-test-secret', AI_MAX_RETRIES: 3 } })
const { provider } = ai

const request = { topic: 'Sourdough baking', productType: 'guide', tone: 'friendly', targetAudience: 'busy parents' } as const

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderError)
  return error as ProviderError
}

describe('createAiSdkProvider: outlines over HTTP', () => {
  it('returns a schema-valid outline and asks for structured output on /v1/chat/completions', async () => {
    const outline = await provider().generateOutline(request)
    expect(outlineSchema.parse(outline)).toEqual(outline)
    expect(outline.title).toContain('Sourdough baking')
    expect(ai.fake.requests).toHaveLength(1)
    const [call] = ai.fake.requests
    expect(call?.path).toBe('/v1/chat/completions')
    expect(call?.headers.authorization).toBe('Bearer sk-test-secret')
    expect(call?.body.model).toBe('gpt-4o-mini')
    expect(call?.body.response_format?.type).toBe('json_schema')
  })

  it('repairs one malformed reply by sending the invalid text and the problems back', async () => {
    ai.fake.enqueue({ malformed: 'schema' })
    const outline = await provider().generateOutline(request)
    expect(outline.chapters.length).toBeGreaterThan(0)
    expect(ai.fake.requests).toHaveLength(2)
    const repair = ai.fake.requests[1]?.body.messages ?? []
    expect(repair.at(-2)?.role).toBe('assistant')
    expect(messageText(repair.at(-2))).toBe('{"title":"","chapters":"none"}')
    const ask = messageText(repair.at(-1))
    expect(ask).toMatch(/corrected JSON only/)
    expect(ask).toMatch(/chapters: .*array/)
    expect(ask).toMatch(/description/)
  })

  it('accepts JSON inside a code fence from a server without JSON mode', async () => {
    const outline = defaultOutline('Fenced')
    ai.fake.enqueue({ text: `Here you go:\n\`\`\`json\n${JSON.stringify(outline)}\n\`\`\`` })
    expect(await provider().generateOutline(request)).toEqual(outline)
    expect(ai.fake.requests).toHaveLength(1)
  })

  it('gives up with invalid_output after exactly one failed repair', async () => {
    ai.fake.enqueue({ malformed: 'not-json' }, { malformed: 'schema' })
    const error = await failure(provider().generateOutline(request))
    expect(error.failure).toBe('invalid_output')
    expect(ai.fake.requests).toHaveLength(2)
  })

  it('honours retry-after on a 429, then succeeds', async () => {
    ai.fake.enqueue({ status: 429, retryAfter: 7 })
    const outline = await provider().generateOutline(request)
    expect(outline.title).toBeTruthy()
    expect(ai.sleeps).toEqual([7000])
    expect(ai.fake.requests).toHaveLength(2)
  })

  it('prefers retry-after-ms, and gives rate_limited with a status-free message when retries run out', async () => {
    ai.fake.enqueue({ status: 429, retryAfterMs: 250 }, { status: 429, retryAfterMs: 250 })
    const error = await failure(provider({ AI_MAX_RETRIES: 1 }).generateOutline(request))
    expect(ai.sleeps).toEqual([250])
    expect(error.failure).toBe('rate_limited')
    expect(error.message).toBe('The AI provider is rate limiting requests. Please try again in a moment.')
  })

  it('retries a 500 with jittered exponential backoff, then succeeds', async () => {
    ai.fake.enqueue({ status: 500 }, { status: 503 })
    await provider().generateOutline(request)
    // random() = 0.5 of 500 ms × 2^retry
    expect(ai.sleeps).toEqual([250, 500])
    expect(ai.fake.requests).toHaveLength(3)
  })

  it('maps persistent 5xx to unavailable after AI_MAX_RETRIES retries', async () => {
    ai.fake.enqueue({ status: 500 }, { status: 500 }, { status: 500 })
    const error = await failure(provider({ AI_MAX_RETRIES: 2 }).generateOutline(request))
    expect(error.failure).toBe('unavailable')
    expect(ai.fake.requests).toHaveLength(3)
  })

  it('does not retry a 401: refused, with a message that shows no key, detail logged', async () => {
    ai.fake.enqueue({ status: 401, message: 'Incorrect API key provided: sk-test-secret' })
    const error = await failure(provider().generateOutline(request))
    expect(error.failure).toBe('refused')
    // The status is for the operator's log, not the user's text (decision 43).
    expect(error.message).toBe('The AI provider refused the request. Please check the server’s AI settings.')
    expect(error.message).not.toContain('sk-test')
    expect(ai.fake.requests).toHaveLength(1)
    expect(ai.sleeps).toEqual([])
    expect(messages(ai.logs, 'error')).toEqual(['[ai] provider call failed (refused)'])
  })

  it('times out a hanging server within the configured timeout', async () => {
    ai.fake.enqueue({ hang: true }, { hang: true })
    const started = Date.now()
    const error = await failure(provider({ AI_TIMEOUT_MS: 300, AI_MAX_RETRIES: 1 }).generateOutline(request))
    const elapsed = Date.now() - started
    expect(error.failure).toBe('timeout')
    expect(ai.fake.requests).toHaveLength(2)
    expect(elapsed).toBeGreaterThanOrEqual(550)
    expect(elapsed).toBeLessThan(2000)
  })

  it('stops at once when the caller aborts: no retry, no ProviderError', async () => {
    ai.fake.enqueue({ hang: true })
    const controller = new AbortController()
    const pending = provider().generateOutline(request, { signal: controller.signal })
    await vi.waitFor(() => expect(ai.fake.requests).toHaveLength(1))
    controller.abort(new Error('client went away'))
    await expect(pending).rejects.toThrow('client went away')
    expect(ai.fake.requests).toHaveLength(1)
    expect(ai.sleeps).toEqual([])
  })

  it('falls back to plain JSON text when the server rejects response_format', async () => {
    ai.fake.enqueue({ status: 400, message: "'response_format.type' must be 'json_schema'" })
    const p = provider({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.2', OPENAI_API_KEY: undefined })
    await p.generateOutline(request)
    expect(ai.fake.requests.map((r) => r.body.response_format?.type)).toEqual(['json_object', undefined])
    await p.generateOutline(request)
    expect(ai.fake.requests[2]?.body.response_format).toBeUndefined()
  })

  it('openai-compatible speaks chat-completions with AI_API_KEY and AI_MODEL', async () => {
    const p = provider({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'qwen2.5:7b',
      AI_API_KEY: 'local-key',
      OPENAI_API_KEY: 'sk-must-not-leak',
    })
    expect(p.name).toBe('openai-compatible')
    expect(p.model).toBe('qwen2.5:7b')
    await p.generateOutline(request)
    const [call] = ai.fake.requests
    expect(call?.path).toBe('/v1/chat/completions')
    expect(call?.body.model).toBe('qwen2.5:7b')
    expect(call?.headers.authorization).toBe('Bearer local-key')
  })
})
