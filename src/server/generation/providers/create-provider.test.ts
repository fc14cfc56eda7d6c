import { describe, expect, it } from 'vitest'
import { startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import { loadConfig } from '../../config.ts'
import { createProvider } from './create-provider.ts'

describe('createProvider', () => {
  it('uses the offline writer when no provider is configured', () => {
    expect(createProvider(loadConfig({})).name).toBe('offline')
  })

  it.each([
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k' }, 'openai', 'gpt-4o-mini'],
    [{ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' }, 'anthropic', 'claude-3-5-haiku-latest'],
    [{ AI_PROVIDER: 'openai', OPENAI_API_KEY: 'k', AI_MODEL: 'gpt-4.1' }, 'openai', 'gpt-4.1'],
  ])('picks the AI SDK provider from the environment %o', (env, name, model) => {
    expect(createProvider(loadConfig(env))).toMatchObject({ name, model })
  })

  it('reaches an OpenAI-compatible server configured by env', async () => {
    const fake = await startFakeOpenAI()
    try {
      const env = { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseURL, AI_MODEL: 'llama3.2', AI_MAX_OUTPUT_TOKENS: '2000' }
      const provider = createProvider(loadConfig(env))
      const outline = await provider.generateOutline({
        topic: 'Beekeeping',
        productType: 'ebook',
        tone: 'casual',
        targetAudience: undefined,
      })
      expect(outline.title).toContain('Beekeeping')
      expect(fake.requests[0]?.body.model).toBe('llama3.2')
      expect(fake.requests[0]?.body.max_tokens).toBe(2000)
    } finally {
      await fake.close()
    }
  })
})
