import type { AiConfig } from '../../src/server/generation/ai-models.ts'
import { createAiSdkProvider } from '../../src/server/generation/ai-sdk-provider.ts'
import type { FakeOpenAI } from './fake-openai.ts'

/**
 * The real AI SDK provider pointed at the fake OpenAI server, with its waits recorded in `sleeps`
 * instead of slept and a fixed jitter, so retry tests run at once and can assert the backoff.
 */
export function fakeOpenAIProvider(fake: FakeOpenAI, sleeps: number[], overrides: Partial<AiConfig> = {}, random = 0.5) {
  const config: AiConfig = { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 2, ...overrides }
  return createAiSdkProvider(config, { sleep: async (ms) => void sleeps.push(ms), random: () => random })
}
