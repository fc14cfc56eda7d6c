import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { draftUser, readEvents, startBody } from '../../../tests/support/draft-test-provider.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { createAiSdkProvider } from '../generation/providers/ai-sdk-provider.ts'
import { captureLog } from '../../../tests/support/capture-log.ts'

/** Decision 34 through the draft and rewrite routes: the real AI SDK provider against the fake server. */
describe('whole output through the routes', () => {
  let fake: FakeOpenAI
  let app: TestApp
  beforeAll(async () => {
    fake = await startFakeOpenAI({ chunks: 2 })
    const provider = createAiSdkProvider(
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseURL, AI_MODEL: 'x', AI_TIMEOUT_MS: 5000, AI_MAX_RETRIES: 1 },
      { sleep: async () => {} },
    )
    app = await startTestApp({ provider })
  })
  afterAll(async () => {
    await app.close()
    await fake.close()
  })
  beforeEach(() => {
    captureLog()
    return () => vi.restoreAllMocks()
  })

  it('stores and streams a chapter continued after the output limit as one whole text', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody())).body as { jobId: string }
    fake.enqueue({ text: '## Step 1\n\nMix flour and wa', finish: 'length' }, { text: 'ter. Rest it overnight.' })
    const events = await readEvents(await user.stream({ jobId, index: 0 }))
    const streamed = events.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('')
    expect(streamed).toBe('## Step 1\n\nMix flour and water. Rest it overnight.')
    expect(events.at(-1)).toMatchObject({ type: 'done' })
    expect((await user.post('/draft/next', { jobId, index: 0 })).body.content).toBe(streamed)
  })

  it('fails a filtered chapter with content_filtered, which a later attempt may retry', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody())).body as { jobId: string }
    fake.enqueue({ text: '', finish: 'content_filter' })
    expect(await user.post('/draft/next', { jobId, index: 1 })).toMatchObject({ status: 422, body: { code: 'content_filtered' } })
    expect((await user.post('/draft/next', { jobId, index: 1 })).status).toBe(200)
  })

  it('refuses a grammar pass that rewrote the chapter: 502 rewrite_rejected', async () => {
    const user = await draftUser(app)
    const brief = `## Step 1\n\n${'Mix flour and watter. '.repeat(8)}`
    fake.enqueue({ text: `${brief}\n\n${'A new paragraph nobody asked for. '.repeat(4)}` })
    const answer = await user.post('/generate/chapter', { chapterTitle: 'Step 1', brief, tone: 'friendly', modifier: 'grammar' })
    expect(answer).toMatchObject({ status: 502, body: { code: 'rewrite_rejected' } })
  })
})
