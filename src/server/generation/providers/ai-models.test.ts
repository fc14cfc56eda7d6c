import { describe, expect, it } from 'vitest'
import { createAiSdkProvider } from './ai-sdk-provider.ts'
import type { AiConfig } from './ai-models.ts'
import { captureLog, messages } from '../../../../tests/support/capture-log.ts'
import { fakeAnthropic } from '../../../../tests/support/fake-anthropic.ts'

const base = { AI_PROVIDER: 'anthropic', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 0 } as const satisfies Partial<AiConfig>
const rewrite = { chapterTitle: 'Breathing Basics', content: '## Breathing Basics\n\nOld text.', tone: 'casual' } as const

describe('the anthropic provider', () => {
  it('calls the Messages API with the default model and ANTHROPIC_API_KEY', async () => {
    const { fetch, requests: seen } = fakeAnthropic()
    const provider = createAiSdkProvider({ ...base, ANTHROPIC_API_KEY: 'sk-ant-key', AI_API_KEY: 'generic' }, { fetch })
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
    const { fetch, requests: seen } = fakeAnthropic()
    const config = { ...base, AI_API_KEY: 'generic-key', AI_MODEL: 'claude-sonnet-4-5', AI_BASE_URL: 'https://proxy.example/v1' }
    const provider = createAiSdkProvider(config, { fetch })
    expect(provider.model).toBe('claude-sonnet-4-5')
    await provider.rewriteChapter(rewrite)
    expect(seen[0]?.url).toBe('https://proxy.example/v1/messages')
    expect(seen[0]?.headers.get('x-api-key')).toBe('generic-key')
    expect(seen[0]?.body.model).toBe('claude-sonnet-4-5')
  })
})

describe('the openai provider', () => {
  it('defaults to gpt-4o-mini and prefers OPENAI_API_KEY over AI_API_KEY', async () => {
    const seen: { url: string; headers: Headers }[] = []
    const fakeFetch: typeof fetch = async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) })
      return new Response('{"error":{"message":"stop here"}}', { status: 401, headers: { 'content-type': 'application/json' } })
    }
    const provider = createAiSdkProvider(
      { ...base, AI_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-openai', AI_API_KEY: 'generic' },
      { fetch: fakeFetch },
    )
    expect(provider).toMatchObject({ name: 'openai', model: 'gpt-4o-mini' })
    const logs = captureLog()
    await expect(provider.rewriteChapter(rewrite)).rejects.toMatchObject({ failure: 'refused' })
    expect(messages(logs, 'error')).toEqual(['[ai] provider call failed (refused)'])
    expect(JSON.stringify(logs)).not.toContain('sk-openai')
    expect(seen[0]?.url).toBe('https://api.openai.com/v1/chat/completions')
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer sk-openai')
  })
})
