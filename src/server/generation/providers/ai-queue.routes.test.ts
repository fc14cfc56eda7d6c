import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, callApi, signedInUser } from '../../../../tests/support/api-user.ts'
import { createDraftTestProvider, draftUser, outline, readJobEvents, startBody } from '../../../../tests/support/draft-test-provider.ts'
import { scriptedProvider } from '../../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'

const selection = {
  action: 'shorten',
  selection: 'Stretch for ten minutes, slowly, before every round.',
  before: '## Warm-up\n\nStart easy.',
  after: 'Then hit a few short shots.',
  chapterTitle: 'Warm-up',
}

/** Reads server-sent events as they come; `next()` waits for the next one, `rest()` for all that remain. */
function sseReader(res: Response) {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const ready: unknown[] = []
  let ended = false
  const fill = async () => {
    while (ready.length === 0 && !ended) {
      const { done, value } = await reader.read()
      if (done) ended = true
      else buffer += decoder.decode(value, { stream: true })
      const parts = buffer.split('\n\n')
      buffer = parts.pop() ?? ''
      for (const part of parts) if (part.startsWith('data: ')) ready.push(JSON.parse(part.slice(6)))
    }
  }
  return {
    async next(): Promise<unknown> {
      await fill()
      return ready.shift()
    },
    async rest(): Promise<unknown[]> {
      const all: unknown[] = []
      for (let event = await this.next(); event !== undefined; event = await this.next()) all.push(event)
      return all
    },
  }
}

describe('one instance, one AI call at a time (AI_MAX_CONCURRENT_CALLS=1, decision 77)', () => {
  const script = scriptedProvider()
  let app: TestApp
  let alice: ApiUser
  let bob: ApiUser
  let carol: ApiUser

  beforeAll(async () => {
    app = await startTestApp({
      provider: script.provider,
      env: { AI_MAX_CONCURRENT_CALLS: '1', AI_MAX_QUEUED_CALLS: '1', CHAPTER_RATE_LIMIT_PER_MINUTE: '1000' },
    })
    alice = await signedInUser(app, 'ai-queue-alice')
    bob = await signedInUser(app, 'ai-queue-bob')
    carol = await signedInUser(app, 'ai-queue-carol')
  })
  afterAll(() => app.close())

  it('a waiting selection rewrite streams its place, past the bound a request is refused with 429 ai_busy, and the queue drains in turn', async () => {
    const gate = script.hold()
    const first = await callApi(app, '/generate/selection', { token: alice.token, body: selection })
    await gate.entered
    const second = sseReader(await callApi(app, '/generate/selection', { token: bob.token, body: selection }))
    expect(await second.next()).toEqual({ type: 'queued', position: 1 })

    // The only place runs Alice's call and the only waiting room holds Bob's: Carol is told to come back.
    const refused = await callApi(app, '/generate/chapter', {
      token: carol.token,
      body: { chapterTitle: 'A', brief: 'B', tone: 'friendly' },
    })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('10')
    expect(await refused.json()).toMatchObject({ code: 'ai_busy' })
    const outline = await callApi(app, '/outline', {
      token: carol.token,
      body: { topic: 'tea', productType: 'guide', tone: 'friendly' },
    })
    expect(outline.status).toBe(429)
    // A stream refuses before it opens, so its answer has the status and the Retry-After too.
    const streamRefused = await callApi(app, '/generate/selection', { token: carol.token, body: selection })
    expect(streamRefused.status).toBe(429)
    expect(streamRefused.headers.get('retry-after')).toBe('10')
    expect(await streamRefused.json()).toMatchObject({ code: 'ai_busy' })
    expect(script.rewriteCalls).toHaveLength(0)
    expect(script.outlineCalls).toHaveLength(0)

    gate.release()
    expect((await sseReader(first).rest()).at(-1)).toMatchObject({ type: 'done' })
    const rest = await second.rest()
    expect(rest.map((e) => (e as { type: string }).type)).toEqual(['delta', 'delta', 'done'])
    expect(script.selectionCalls).toHaveLength(2)
  })

  it('a selection rewrite whose reader leaves while it waits never reaches the provider', async () => {
    const gate = script.hold()
    const first = await callApi(app, '/generate/selection', { token: alice.token, body: selection })
    await gate.entered
    const before = script.selectionCalls.length
    const leaving = new AbortController()
    const waiting = await callApi(app, '/generate/selection', { token: bob.token, body: selection, signal: leaving.signal })
    expect(await sseReader(waiting).next()).toEqual({ type: 'queued', position: 1 })
    leaving.abort()
    // The place Bob left is free again once the server has seen him go: Carol's request then
    // waits in it instead of being refused (until then she is told to come back).
    let answer = await callApi(app, '/generate/selection', { token: carol.token, body: selection })
    for (let tries = 0; answer.status === 429 && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25))
      answer = await callApi(app, '/generate/selection', { token: carol.token, body: selection })
    }
    const third = sseReader(answer)
    expect(await third.next()).toEqual({ type: 'queued', position: 1 })
    gate.release()
    await sseReader(first).rest()
    expect((await third.rest()).at(-1)).toMatchObject({ type: 'done' })
    // Alice's call had reached the provider before `before` was read: only Carol's came after.
    expect(script.selectionCalls.length - before).toBe(1)
  })
})

describe('a draft’s chapters wait for places under their owner’s name (decision 77)', () => {
  const scripted = createDraftTestProvider({ chunkDelayMs: 1 })
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ provider: scripted.provider, env: { AI_MAX_CONCURRENT_CALLS: '1' } })
  })
  afterAll(() => app.close())

  it('the job stream tells a waiting chapter its place, and every chapter is still written', async () => {
    const user = await draftUser(app)
    const job = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    const events = await readJobEvents(await user.streamJob(job.jobId))
    // Whichever chapter asked first runs; the other two wait, one second then first in line, one first.
    const places = [0, 1, 2].map((index) => events.flatMap((e) => (e.type === 'queued' && e.index === index ? [e.position] : [])))
    expect(places.sort((a, b) => a.length - b.length)).toEqual([[], [1], [2, 1]])
    expect(scripted.mostAtOnce()).toBe(1)
    expect(events.flatMap((e) => (e.type === 'chapter' ? [e.index] : [])).sort()).toEqual([0, 1, 2])
    expect(events.at(-1)).toEqual({ type: 'done' })
  })
})
