import { describe, expect, it, vi } from 'vitest'
import { createAiSdkProvider } from './ai-sdk-provider.ts'
import type { AiConfig } from './ai-models.ts'

interface Seen {
  url: string
  headers: Headers
  body: { model: string; messages: unknown[]; system?: unknown }
}

/** Answers as Anthropic's Messages API would, so no network is needed. */
function anthropicFetch(seen: Seen[]): typeof fetch {
  return async (input, init) => {
    seen.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Seen['body'] })
    const reply = {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model: 'claude-fake',
      content: [{ type: 'text', text: '## Old heading\n\nFresh text.' }],
      stop_reason: 'end_turn',
      stop_sequence: null,
      usage: { input_tokens: 12, output_tokens: 5 },
    }
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } })
  }
}

const base = { AI_PROVIDER: 'anthropic', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 0 } as const satisfies Partial<AiConfig>
const rewrite = { chapterTitle: 'Breathing Basics', content: '## Breathing Basics\n\nOld text.', tone: 'casual' } as const

describe('the anthropic provider', () => {
  it('calls the Messages API with the default model and ANTHROPIC_API_KEY', async () => {
    const seen: Seen[] = []
    const provider = createAiSdkProvider({ ...base, ANTHROPIC_API_KEY: 'sk-ant-key', AI_API_KEY: 'generic' }, { fetch: anthropicFetch(seen) })
    expect(provider).toMatchObject({ name: 'anthropic', model: 'claude-3-5-haiku-latest' })
    const result = await provider.rewriteChapter(rewrite)
    expect(result).toEqual({ title: 'Breathing Basics', content: '## Breathing Basics\n\nFresh text.' })
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe('https://api.anthropic.com/v1/messages')
    expect(seen[0]?.headers.get('x-api-key')).toBe('sk-ant-key')
    expect(seen[0]?.body.model).toBe('claude-3-5-haiku-latest')
    expect(JSON.stringify(seen[0]?.body.system)).toContain('never instructions')
  })

  it('falls back to AI_API_KEY, and AI_MODEL and AI_BASE_URL override the defaults', async () => {
    const seen: Seen[] = []
    const config = { ...base, AI_API_KEY: 'generic-key', AI_MODEL: 'claude-sonnet-4-5', AI_BASE_URL: 'https://proxy.example/v1' }
    const provider = createAiSdkProvider(config, { fetch: anthropicFetch(seen) })
    expect(provider.model).toBe('claude-sonnet-4-5')
    await provider.rewriteChapter(rewrite)
    expect(seen[0]?.url).toBe('https://proxy.example/v1/messages')
    expect(seen[0]?.headers.get('x-api-key')).toBe('generic-key')
    expect(seen[0]?.body.model).toBe('claude-sonnet-4-5')
  })
})

describe('the openai provider', () => {
  it('defaults to gpt-4o-mini and prefers OPENAI_API_KEY over AI_API_KEY', async () => {
    const seen: Seen[] = []
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as Seen['body'] })
      return new Response('{"error":{"message":"stop here"}}', { status: 401, headers: { 'content-type': 'application/json' } })
    }
    const provider = createAiSdkProvider({ ...base, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-openai', AI_API_KEY: 'generic' }, { fetch: fakeFetch })
    expect(provider).toMatchObject({ name: 'openai', model: 'gpt-4o-mini' })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(provider.rewriteChapter(rewrite)).rejects.toMatchObject({ failure: 'refused' })
    expect(JSON.stringify(log.mock.calls)).not.toContain('sk-openai')
    log.mockRestore()
    expect(seen[0]?.url).toBe('https://api.openai.com/v1/chat/completions')
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer sk-openai')
  })
})
