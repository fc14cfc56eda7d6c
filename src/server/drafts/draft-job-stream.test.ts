import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import {
  createDraftTestProvider,
  draftUser,
  outline,
  readJobEvents,
  scriptedChapter,
  startBody,
} from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { ProviderError } from '../generation/providers/provider-error.ts'
import { eventStream } from '../http/event-stream.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const rateLimited = () => Object.assign(new ProviderError('rate_limited', 'Rate limited by the provider.'), { retryAfterMs: 50 })

describe.each(databaseKinds)('the job stream, POST /api/draft/stream (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider({ chunkDelayMs: 20 })
  beforeAll(async () => {
    // Default DRAFT_CONCURRENCY (all chapters); a short budget for waiting out 429s.
    app = await startTestApp({ kind, provider: scripted.provider, env: { DRAFT_RATE_LIMIT_BUDGET_SECONDS: '5' } })
  })
  afterAll(() => app.close())

  async function started(chapters = 6) {
    const user = await draftUser(app)
    const job = (await user.post('/draft/start', startBody(outline(chapters)))).body as { jobId: string }
    const brief = { topic: 'sourdough baking', chapters: outline(chapters).chapters }
    return { user, jobId: job.jobId, expected: (index: number) => scriptedChapter({ brief: brief as never, index }) }
  }

  it('writes every chapter at once, interleaved on one stream, and a repeat sends the stored chapters', async () => {
    const { user, jobId, expected } = await started(6)
    const before = scripted.calls.length
    // Every chapter holds after its first text until all six have been asked for: with fewer
    // at once the sixth would never start. (Timing alone was flaky on a loaded machine.)
    const gates = [0, 1, 2, 3, 4, 5].map((index) => scripted.gate(index))
    const res = await user.streamJob(jobId)
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    const reading = readJobEvents(res)
    for (let waited = 0; scripted.calls.length - before < 6 && waited < 10_000; waited += 20) await sleep(20)
    for (const open of gates) open()
    const events = await reading
    expect(scripted.mostAtOnce()).toBeGreaterThanOrEqual(6)
    expect(scripted.calls.length - before).toBe(6)
    const chapters = events.filter((e) => e.type === 'chapter')
    expect(chapters.map((e) => e.index).sort()).toEqual([0, 1, 2, 3, 4, 5])
    for (const e of chapters) expect(e.content).toBe(expected(e.index))
    // Deltas of different chapters interleave: chapter 5's first text comes before chapter 0 is done.
    const firstOf5 = events.findIndex((e) => e.type === 'delta' && e.index === 5)
    const doneOf0 = events.findIndex((e) => e.type === 'chapter' && e.index === 0)
    expect(firstOf5).toBeLessThan(doneOf0)
    expect(events.at(-1)).toEqual({ type: 'done' })
    const again = await readJobEvents(await user.streamJob(jobId))
    expect(again.filter((e) => e.type === 'delta')).toEqual([])
    expect(again.filter((e) => e.type === 'chapter')).toHaveLength(6)
    expect(scripted.calls.length - before).toBe(6)
    expect((await user.post('/draft/finish', { jobId })).status).toBe(200)
  })

  it('survives a provider that refuses the first requests with 429: they are re-queued, the draft completes', async () => {
    const { user, jobId, expected } = await started(5)
    scripted.refuseNext(4, rateLimited)
    const events = await readJobEvents(await user.streamJob(jobId))
    expect(events.filter((e) => e.type === 'retry')).toHaveLength(4)
    expect(events.filter((e) => e.type === 'chapter-error')).toEqual([])
    const chapters = events.filter((e) => e.type === 'chapter')
    expect(chapters.map((e) => e.index).sort()).toEqual([0, 1, 2, 3, 4])
    for (const e of chapters) expect(e.content).toBe(expected(e.index))
    expect((await user.post('/draft/finish', { jobId })).body).toMatchObject({ creditsSpent: 8 })
  })

  it('a chapter that fails for good is reported on the stream; the others are written; Retry writes it', async () => {
    const { user, jobId, expected } = await started(3)
    scripted.failNext(1, new ProviderError('timeout', 'The AI provider took too long to answer.'))
    const events = await readJobEvents(await user.streamJob(jobId))
    expect(events.filter((e) => e.type === 'chapter-error')).toEqual([
      { type: 'chapter-error', index: 1, code: 'provider_unavailable', message: 'The AI provider took too long to answer.' },
    ])
    expect(
      events
        .filter((e) => e.type === 'chapter')
        .map((e) => e.index)
        .sort(),
    ).toEqual([0, 2])
    expect((await user.post('/draft/next', { jobId, index: 1 })).body).toEqual({ content: expected(1) })
  })

  it('keeps writing when the client goes away, and a cancelled job ends the stream with its error', async () => {
    const { user, jobId, expected } = await started(3)
    const abort = new AbortController()
    const res = await user.streamJob(jobId, abort.signal)
    await res.body!.getReader().read()
    abort.abort()
    for (let i = 0; i < 100; i++) {
      const job = (await user.get('/draft/current')).body.job as { chapters: { status: string }[] }
      if (job.chapters.every((c) => c.status === 'done')) break
      await sleep(30)
    }
    const job = (await user.get('/draft/current')).body.job as { chapters: { content: string | null }[] }
    expect(job.chapters.map((c) => c.content)).toEqual([0, 1, 2].map(expected))
    await user.post('/draft/cancel', { jobId })
    expect((await user.post('/draft/stream', { jobId })).body).toMatchObject({ code: 'conflict' })
  })

  it('keeps to DRAFT_CONCURRENCY when it is set', async () => {
    const narrow = createDraftTestProvider({ chunkDelayMs: 10 })
    const small = await startTestApp({ kind, provider: narrow.provider, env: { DRAFT_CONCURRENCY: '2' } })
    try {
      const user = await draftUser(small)
      const { jobId } = (await user.post('/draft/start', startBody(outline(5)))).body as { jobId: string }
      const events = await readJobEvents(await user.streamJob(jobId))
      expect(events.filter((e) => e.type === 'chapter')).toHaveLength(5)
      expect(narrow.mostAtOnce()).toBe(2)
    } finally {
      await small.close()
    }
  })

  it('answers bad input with 400 and a stranger’s job with 404', async () => {
    const { jobId } = await started(3)
    const other = await draftUser(app)
    expect((await other.post('/draft/stream', { jobId: 'nope' })).status).toBe(400)
    expect((await other.post('/draft/stream', { jobId })).status).toBe(404)
  })
})

describe('the job stream while chapters wait out a 429', () => {
  it('sends keep-alive comments, which readers skip', async () => {
    const res = eventStream<{ type: string }>(
      async (send) => {
        await sleep(130)
        send({ type: 'done' })
      },
      { keepAliveMs: 50 },
    )
    const text = await res.text()
    expect(text.match(/^: keep-alive$/gm)?.length).toBeGreaterThanOrEqual(2)
    expect(text.endsWith('data: {"type":"done"}\n\n')).toBe(true)
  })

  it('joins the deltas of one chapter sent within a batch into one event, and keeps chapters apart', async () => {
    type Event = { type: 'delta'; index: number; text: string } | { type: 'done' }
    const res = eventStream<Event>(
      async (send) => {
        send({ type: 'delta', index: 0, text: 'Once ' })
        send({ type: 'delta', index: 0, text: 'upon ' })
        send({ type: 'delta', index: 1, text: 'Meanwhile' })
        send({ type: 'delta', index: 0, text: 'a time' })
        send({ type: 'done' })
      },
      {
        batchMs: 60_000,
        merge: (last, next) =>
          last.type === 'delta' && next.type === 'delta' && last.index === next.index
            ? { ...last, text: last.text + next.text }
            : undefined,
      },
    )
    const events = (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line.replace(/^data: /, '')) as Event)
    expect(events).toEqual([
      { type: 'delta', index: 0, text: 'Once upon ' },
      { type: 'delta', index: 1, text: 'Meanwhile' },
      { type: 'delta', index: 0, text: 'a time' },
      { type: 'done' },
    ])
  })
})

describe('the prompt cache warm-up (decision 82, pglite)', () => {
  it('starts the first chapter alone and the others at its first text, so they read the shared prefix from the cache', async () => {
    const started: number[] = []
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const provider = {
      ...createDraftTestProvider().provider,
      async *streamChapter(job: { index: number; brief: { chapters: { title: string }[] } }) {
        started.push(job.index)
        if (job.index === 0) await held
        yield `## ${job.brief.chapters[job.index]?.title}\n\nChapter ${job.index + 1} text.\n`
      },
    }
    const app = await startTestApp({ kind: 'pglite', provider: provider as never, env: { DRAFT_CACHE_WARMUP_MS: '30000' } })
    try {
      const user = await draftUser(app)
      const { jobId } = (await user.post('/draft/start', startBody(outline(4)))).body as { jobId: string }
      const reading = readJobEvents(await user.streamJob(jobId))
      for (let waited = 0; started.length === 0 && waited < 10_000; waited += 20) await sleep(20)
      await sleep(200)
      // The first chapter has shown no text yet: nobody else has started.
      expect(started).toEqual([0])
      release()
      const events = await reading
      expect(started.sort()).toEqual([0, 1, 2, 3])
      expect(events.filter((e) => e.type === 'chapter')).toHaveLength(4)
    } finally {
      await app.close()
    }
  })
})
