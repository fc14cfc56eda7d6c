import { describe, expect, it } from 'vitest'
import { messageText } from '../../../../tests/support/fake-openai.ts'
import { useFakeOpenAI } from '../../../../tests/support/fake-openai-provider.ts'
import { aiCalls } from '../../observability/metrics.ts'
import { type AiCallLimits, AiCallQueue } from './ai-call-queue.ts'
import { asAiCaller } from './ai-caller.ts'
import type { ChapterJob, GenerationProvider, RewriteJob } from './provider.ts'
import { ProviderError } from './provider-error.ts'
import { queuedProvider } from './queued-provider.ts'

const one: AiCallLimits = { maxRunning: 1, maxRunningPerUser: 1, maxQueued: 10, maxQueuedPerUser: 10 }

const rewrite = (chapterTitle: string, signal?: AbortSignal): RewriteJob => ({
  chapterTitle,
  content: 'Some text.',
  tone: 'friendly',
  ...(signal ? { signal } : {}),
})

const chapterJob = (signal?: AbortSignal): ChapterJob => ({
  brief: {
    topic: 'tea',
    productType: 'guide',
    tone: 'friendly',
    title: 'Tea',
    description: 'On tea.',
    chapters: [{ title: 'Green' }, { title: 'Black' }],
  },
  index: 0,
  earlier: [],
  ...(signal ? { signal } : {}),
})

/** A provider whose calls wait until the test settles them, recording who reached it. */
function heldProvider() {
  const reached: string[] = []
  const pending: { title: string; settle: (error?: Error) => void }[] = []
  const provider: GenerationProvider = {
    name: 'held',
    model: 'held-1',
    generateOutline: () => Promise.reject(new Error('unused')),
    rewriteSelection: () => Promise.reject(new Error('unused')),
    rewriteChapter: (job) => {
      reached.push(job.chapterTitle)
      return new Promise((resolve, reject) =>
        pending.push({
          title: job.chapterTitle,
          settle: (error) => (error ? reject(error) : resolve({ title: job.chapterTitle, content: 'done' })),
        }),
      )
    },
    async *streamChapter() {
      reached.push('stream')
      yield 'one'
      yield 'two'
      yield 'three'
    },
  }
  return { provider, reached, pending }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('queuedProvider: the choke point of AI calls (decision 77)', () => {
  it('gives the place back when the provider fails, so the next call runs', async () => {
    const held = heldProvider()
    const queue = new AiCallQueue(one)
    const provider = queuedProvider(held.provider, queue)
    const first = asAiCaller({ userId: 'alice' }, () => provider.rewriteChapter(rewrite('A')))
    const second = asAiCaller({ userId: 'bob' }, () => provider.rewriteChapter(rewrite('B')))
    await flush()
    expect(held.reached).toEqual(['A'])
    held.pending[0]?.settle(new ProviderError('unavailable', 'down'))
    await expect(first).rejects.toThrow('down')
    await flush()
    expect(held.reached).toEqual(['A', 'B'])
    held.pending[1]?.settle()
    await expect(second).resolves.toMatchObject({ title: 'B' })
    expect(queue.stats).toEqual({ running: 0, queued: 0 })
  })

  it('a call whose caller leaves while it waits never reaches the provider, and tells its place while waiting', async () => {
    const held = heldProvider()
    const queue = new AiCallQueue(one)
    const provider = queuedProvider(held.provider, queue)
    const first = asAiCaller({ userId: 'alice' }, () => provider.rewriteChapter(rewrite('A')))
    const leaving = new AbortController()
    const places: number[] = []
    const waiting = asAiCaller({ userId: 'bob', onQueued: (p) => places.push(p) }, () =>
      provider.rewriteChapter(rewrite('B', leaving.signal)),
    )
    await flush()
    expect(places).toEqual([1])
    leaving.abort(new DOMException('gone', 'AbortError'))
    await expect(waiting).rejects.toThrow('gone')
    held.pending[0]?.settle()
    await first
    await flush()
    expect(held.reached).toEqual(['A'])
    expect(queue.stats).toEqual({ running: 0, queued: 0 })
  })

  it('a stream read only in part gives its place back', async () => {
    const held = heldProvider()
    const queue = new AiCallQueue(one)
    const provider = queuedProvider(held.provider, queue)
    for await (const delta of provider.streamChapter(chapterJob())) if (delta === 'one') break
    expect(queue.stats).toEqual({ running: 0, queued: 0 })
  })

  it('counts every call in GET /metrics by task and outcome: ok, the failure code, or aborted for a stream left early', async () => {
    const count = async (task: string, outcome: string) =>
      (await aiCalls.get()).values.find((v) => v.labels.task === task && v.labels.outcome === outcome)?.value ?? 0
    const before = {
      rewriteOk: await count('rewrite', 'ok'),
      rewriteDown: await count('rewrite', 'unavailable'),
      chapterOk: await count('chapter', 'ok'),
      chapterLeft: await count('chapter', 'aborted'),
    }
    const held = heldProvider()
    const provider = queuedProvider(held.provider, new AiCallQueue(one))
    const failing = provider.rewriteChapter(rewrite('A'))
    await flush()
    held.pending[0]?.settle(new ProviderError('unavailable', 'down'))
    await expect(failing).rejects.toThrow('down')
    const passing = provider.rewriteChapter(rewrite('B'))
    await flush()
    held.pending[1]?.settle()
    await passing
    let whole = ''
    for await (const delta of provider.streamChapter(chapterJob())) whole += delta
    expect(whole).toBe('onetwothree')
    for await (const delta of provider.streamChapter(chapterJob())) if (delta === 'one') break
    expect({
      rewriteOk: await count('rewrite', 'ok'),
      rewriteDown: await count('rewrite', 'unavailable'),
      chapterOk: await count('chapter', 'ok'),
      chapterLeft: await count('chapter', 'aborted'),
    }).toEqual({
      rewriteOk: before.rewriteOk + 1,
      rewriteDown: before.rewriteDown + 1,
      chapterOk: before.chapterOk + 1,
      chapterLeft: before.chapterLeft + 1,
    })
  })

  describe('with the real AI SDK provider', () => {
    const ai = useFakeOpenAI({ chunks: 2 })

    it('a retry keeps its place: a waiting call reaches the provider only after the retried one ends', async () => {
      ai.fake.enqueue({ status: 500 }, { text: '## Green\n\nFirst chapter.' }, { text: '## Green\n\nSecond chapter.' })
      const queue = new AiCallQueue(one)
      const provider = queuedProvider(ai.provider(), queue)
      const read = async (userId: string, title: string) => {
        let text = ''
        const job = { ...chapterJob(), brief: { ...chapterJob().brief, topic: title } }
        await asAiCaller({ userId }, async () => {
          for await (const delta of provider.streamChapter(job)) text += delta
        })
        return text
      }
      const [first, second] = await Promise.all([read('alice', 'oolong'), read('bob', 'matcha')])
      expect(first).toContain('First chapter.')
      expect(second).toContain('Second chapter.')
      const topics = ai.fake.requests.map((r) => (r.body.messages.map(messageText).join('\n').includes('oolong') ? 'alice' : 'bob'))
      expect(topics).toEqual(['alice', 'alice', 'bob'])
      expect(ai.sleeps).toHaveLength(1)
    })
  })
})
