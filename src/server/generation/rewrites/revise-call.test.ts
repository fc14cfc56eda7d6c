import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type FakeOpenAI, messageText, startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import { createAiSdkProvider } from '../providers/ai-sdk-provider.ts'
import type { ReviseJob } from '../providers/provider.ts'

let fake: FakeOpenAI
beforeEach(async () => {
  fake = await startFakeOpenAI()
})
afterEach(() => fake.close())

const provider = () =>
  createAiSdkProvider(
    { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseURL, OPENAI_API_KEY: 'sk-test', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 2 },
    { sleep: async () => {}, random: () => 0.5 },
  )

const job: ReviseJob = {
  title: 'Feeding',
  content: '## Feeding\n\nStudies show that 80% of bakers overfeed. Use equal weights.\n',
  items: [
    {
      sentence: 'Studies show that 80% of bakers overfeed.',
      problems: [{ kind: 'unsourced' }, { kind: 'phrase', phrase: 'delve', plain: 'look at' }],
    },
  ],
  language: 'en',
}

describe('reviseChapter over HTTP', () => {
  it('lists only the flagged sentences with their fixes, after a 429, and returns the replacements', async () => {
    fake.enqueue({ status: 429, retryAfter: 1 }, { text: '{"revisions": [{"n": 1, "text": "Many bakers feed too often."}]}' })
    const revised = await provider().reviseChapter?.(job)
    expect(revised).toEqual([{ sentence: 'Studies show that 80% of bakers overfeed.', revised: 'Many bakers feed too often.' }])
    expect(fake.requests).toHaveLength(2)
    const prompt = messageText(fake.requests[1]?.body.messages.at(-1))
    expect(prompt).toContain('Reply with JSON only')
    expect(prompt).toContain('"sentence": "Studies show that 80% of bakers overfeed."')
    expect(prompt).toContain('never invent a source')
    expect(prompt).toContain('overused phrase \\"delve\\"')
  })

  it('fails after the retries, so the pass keeps the chapter', async () => {
    fake.enqueue({ status: 503 }, { status: 503 }, { status: 503 })
    await expect(provider().reviseChapter?.(job)).rejects.toMatchObject({ name: 'ProviderError' })
  })
})
