import { afterEach, beforeEach, vi } from 'vitest'
import type { AiConfig } from '../../src/server/generation/providers/ai-models.ts'
import { createAiSdkProvider } from '../../src/server/generation/providers/ai-sdk-provider.ts'
import { captureLog, type LogLine } from './capture-log.ts'
import { type FakeOpenAI, type FakeOpenAIOptions, startFakeOpenAI } from './fake-openai.ts'

/**
 * The real AI SDK provider pointed at the fake OpenAI server, with its waits recorded in `sleeps`
 * instead of slept and a fixed jitter, so retry tests run at once and can assert the backoff.
 */
export function fakeOpenAIProvider(fake: FakeOpenAI, sleeps: number[], overrides: Partial<AiConfig> = {}, random = 0.5) {
  const config: AiConfig = {
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test',
    AI_TIMEOUT_MS: 5000,
    AI_MAX_RETRIES: 2,
    ...overrides,
  }
  return createAiSdkProvider(config, { sleep: async (ms) => void sleeps.push(ms), random: () => random })
}

/**
 * For a test file of the real provider: a fresh fake OpenAI server for each test, the waits it
 * asked for, and `provider(overrides)` pointed at it. The provider's log lines are captured in
 * `logs` (off the test output; a test may assert on them).
 */
export function useFakeOpenAI(options: FakeOpenAIOptions = {}, defaults: { config?: Partial<AiConfig>; random?: number } = {}) {
  let fake: FakeOpenAI | undefined
  let sleeps: number[] = []
  let logs: LogLine[] = []
  beforeEach(async () => {
    fake = await startFakeOpenAI(options)
    sleeps = []
    logs = captureLog()
  })
  afterEach(async () => {
    vi.restoreAllMocks()
    await fake?.close()
  })
  const current = () => {
    if (!fake) throw new Error('useFakeOpenAI: the fake server starts in beforeEach')
    return fake
  }
  return {
    get fake() {
      return current()
    },
    get sleeps() {
      return sleeps
    },
    get logs() {
      return logs
    },
    provider: (overrides: Partial<AiConfig> = {}) =>
      fakeOpenAIProvider(current(), sleeps, { ...defaults.config, ...overrides }, defaults.random),
  }
}
