import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { captureLog, type LogLine, messages } from '../../../../tests/support/capture-log.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../../../../tests/support/fake-openai.ts'
import { createAiSdkProvider } from '../providers/ai-sdk-provider.ts'
import type { ChapterJob } from '../providers/provider.ts'

/** The cleaner as the chapter stream and the rewrite use it, over the OpenAI protocol. */
let fake: FakeOpenAI
let logs: LogLine[]
beforeEach(async () => {
  fake = await startFakeOpenAI({ chunks: 9 })
  logs = captureLog()
})
afterEach(async () => {
  await fake.close()
})

const provider = () =>
  createAiSdkProvider({
    AI_PROVIDER: 'openai',
    AI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test',
    AI_TIMEOUT_MS: 5000,
    AI_MAX_RETRIES: 0,
  })

const job: ChapterJob = {
  brief: {
    topic: 'Launching a first product',
    productType: 'guide',
    tone: 'friendly',
    targetAudience: 'first-time founders',
    title: 'Launch Without Fear',
    description: 'A calm path from idea to first sale.',
    chapters: [{ title: 'Finding the Idea' }, { title: 'Pricing It Right' }, { title: 'The First Sale' }],
  },
  index: 1,
  earlier: [],
}

describe('the chapter cleaner in the provider', () => {
  it('streams only the chapter: no preamble, no own heading, no sign-off, nothing of the next chapter', async () => {
    fake.enqueue({
      text:
        'Sure! Here is chapter 2:\n\n## Chapter 2: Pricing It Right\n\nPrice on value, not on cost.\n\n### Anchor high\n\nShow the premium tier first.' +
        '\n\n## Chapter 3: The First Sale\n\nYour first customer is a friend.\n\nLet me know if you would like changes!',
    })
    const deltas: string[] = []
    for await (const delta of provider().streamChapter(job)) deltas.push(delta)
    expect(deltas.join('')).toBe('## Pricing It Right\n\nPrice on value, not on cost.\n\n### Anchor high\n\nShow the premium tier first.')
    expect(deltas.length).toBeGreaterThan(1)
  })

  it('cleans a rewrite, and cuts it at the next chapter named in its neighbours', async () => {
    fake.enqueue({
      text: 'Certainly! Here is the expanded chapter:\n\n```markdown\n# Pricing It Right\n\nLonger text.\n\n## The First Sale\n\nOops.\n```\n\nI hope this helps!',
    })
    const result = await provider().rewriteChapter({
      chapterTitle: 'Pricing It Right',
      content: '## Pricing It Right\n\nText.',
      tone: 'friendly',
      targetAudience: 'founders',
      modifier: 'longer',
      neighbours: { next: { title: 'The First Sale' } },
    })
    expect(result).toMatchObject({ title: 'Pricing It Right', content: '## Pricing It Right\n\nLonger text.' })
    // Nothing goes silently (decision 79): the preamble and the run-on come back as removals; the cut is logged.
    expect(result.removals?.map(({ reason, text, before }) => ({ reason, text, before }))).toEqual([
      { reason: 'chatter', text: '\n\nCertainly! Here is the expanded chapter:', before: '## Pricing It Right' },
      { reason: 'run-on', text: expect.stringMatching(/^\n\n## The First Sale\n\nOops\./), before: '## Pricing It Right\n\nLonger text.' },
    ])
    expect(messages(logs, 'warn')).toContainEqual(
      expect.stringMatching(/a rewrite of “Pricing It Right” ran on into the next chapter; \d+ characters/),
    )
  })

  it("never cuts the creator's own closing line from a rewrite that echoes it", async () => {
    const content = '## Pricing It Right\n\nPrice on value.\n\nFeel free to reach out if you have any questions.'
    fake.enqueue({ text: `${content.replace('Price on', 'Price it on')}\n\nLet me know if you want more changes!` })
    const result = await provider().rewriteChapter({ chapterTitle: 'Pricing It Right', content, tone: 'friendly', modifier: 'grammar' })
    expect(result.content).toBe('## Pricing It Right\n\nPrice it on value.\n\nFeel free to reach out if you have any questions.')
  })
})
