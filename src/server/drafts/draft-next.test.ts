import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, readEvents, scriptedChapter, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { listLedger } from '../credits/ledger.queries.ts'
import { ProviderError } from '../generation/providers/provider-error.ts'
import { releaseDraft } from './draft-release.ts'
import { findJob } from './drafts.queries.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(databaseKinds)('draft chapters (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider()
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: scripted.provider })
  })
  afterAll(() => app.close())

  async function started() {
    const user = await draftUser(app)
    const job = (await user.post('/draft/start', startBody())).body as { jobId: string }
    const brief = { topic: 'sourdough baking', chapters: [1, 2, 3].map((n) => ({ title: `Step ${n}` })) }
    const expected = (index: number) => scriptedChapter({ brief: brief as never, index })
    const callsBefore = scripted.calls.length
    const providerCalls = (index: number) => scripted.calls.slice(callsBefore).filter((c) => c.index === index).length
    return { user, jobId: job.jobId, expected, providerCalls, callsBefore }
  }

  it('writes a chapter once: a repeated next comes from the database', async () => {
    const { user, jobId, expected, callsBefore } = await started()
    expect(await user.post('/draft/next', { jobId, index: 1 })).toEqual({ status: 200, body: { content: expected(1) } })
    expect(await user.post('/draft/next', { jobId, index: 1 })).toEqual({ status: 200, body: { content: expected(1) } })
    expect(scripted.calls.length - callsBefore).toBe(1)
  })

  it('parallel requests for one chapter call the provider once; different chapters run in parallel', async () => {
    const { user, jobId, expected, callsBefore } = await started()
    const open = scripted.gate(0)
    const same = Promise.all([0, 0, 0].map((index) => user.post('/draft/next', { jobId, index })))
    const others = await Promise.all([1, 2].map((index) => user.post('/draft/next', { jobId, index })))
    expect(others.map((r) => r.body.content)).toEqual([expected(1), expected(2)])
    open()
    expect((await same).map((r) => r.body.content)).toEqual([expected(0), expected(0), expected(0)])
    expect(scripted.calls.length - callsBefore).toBe(3)
  })

  it('passes the chapters already written as `earlier`', async () => {
    const { user, jobId, expected } = await started()
    await user.post('/draft/next', { jobId, index: 0 })
    await user.post('/draft/next', { jobId, index: 2 })
    const call = scripted.calls.at(-1)!
    expect(call.earlier).toEqual([{ index: 0, title: 'Step 1', content: expected(0) }])
    expect(call.brief).toMatchObject({ topic: 'sourdough baking', productType: 'guide', tone: 'friendly', title: 'Sourdough at Home' })
    expect(call.brief.chapters).toHaveLength(3)
  })

  it('streams deltas, then done; a written chapter streams a single done event', async () => {
    const { user, jobId, expected } = await started()
    const res = await user.stream({ jobId, index: 0 })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const events = await readEvents(res)
    // Deltas that arrive within one batch travel as one (decision 78): at least one, then done.
    expect(events.at(-1)?.type).toBe('done')
    expect(events.slice(0, -1).every((e) => e.type === 'delta')).toBe(true)
    expect(events.length).toBeGreaterThanOrEqual(2)
    expect(events.map((e) => (e.type === 'delta' ? e.text : '')).join('')).toBe(expected(0))
    expect(events.at(-1)).toEqual({ type: 'done', content: expected(0) })
    expect(await readEvents(await user.stream({ jobId, index: 0 }))).toEqual([{ type: 'done', content: expected(0) }])
  })

  it('a failed chapter answers 429 and can be retried without a second charge', async () => {
    const { user, jobId, expected } = await started()
    scripted.failNext(1)
    const failed = await user.post('/draft/next', { jobId, index: 1 })
    expect(failed.status).toBe(429)
    expect(failed.body).toMatchObject({ code: 'rate_limited' })
    expect(failed.body.message).toBe('Rate limited by the provider.')
    const current = (await user.get('/draft/current')).body.job as { chapters: { status: string; error: string | null }[] }
    expect(current.chapters[1]).toMatchObject({ status: 'failed', error: failed.body.message })
    scripted.failNext(1, new ProviderError('timeout', 'The AI provider took too long to answer.'))
    const events = await readEvents(await user.stream({ jobId, index: 1 }))
    expect(events.at(-1)).toEqual({ type: 'error', code: 'provider_unavailable', message: 'The AI provider took too long to answer.' })
    expect((await user.post('/draft/next', { jobId, index: 1 })).body).toEqual({ content: expected(1) })
    expect((await listLedger(app.db, user.id, 10)).filter((r) => r.kind === 'hold' || r.kind === 'spend')).toHaveLength(1)
    expect((await user.get('/__debug/credits')).body.credits).toBe(2)
  })

  it('waits for a chapter another process holds a lease on, and takes over a lapsed lease', async () => {
    const { user, jobId, expected, providerCalls } = await started()
    // Another replica is writing chapter 0: this request must wait for its text, not write it again.
    await app.db.query(
      `update public.draft_chapters set status = 'writing', lease_owner = 'elsewhere', lease_until = now() + interval '30 seconds'
       where job_id = $1 and index = 0`,
      [jobId],
    )
    const waiting = user.post('/draft/next', { jobId, index: 0 })
    await sleep(300)
    await app.db.query(
      `update public.draft_chapters set status = 'done', content = 'from elsewhere', lease_owner = null where job_id = $1 and index = 0`,
      [jobId],
    )
    expect((await waiting).body).toEqual({ content: 'from elsewhere' })
    // A killed process left chapter 1 claimed; its lease lapsed, so it is written here.
    await app.db.query(
      `update public.draft_chapters set status = 'writing', lease_owner = 'dead', lease_until = now() - interval '1 second'
       where job_id = $1 and index = 1`,
      [jobId],
    )
    const current = (await user.get('/draft/current')).body.job as { chapters: { status: string }[] }
    expect(current.chapters.map((c) => c.status)).toEqual(['done', 'pending', 'pending'])
    expect((await user.post('/draft/next', { jobId, index: 1 })).body).toEqual({ content: expected(1) })
    expect([providerCalls(0), providerCalls(1)]).toEqual([0, 1])
  })

  it('finishes and stores a streamed chapter whose client went away', async () => {
    const { user, jobId, expected } = await started()
    const open = scripted.gate(2)
    const abort = new AbortController()
    const res = await user.stream({ jobId, index: 2 }, abort.signal)
    const reader = res.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^data: \{"type":"delta"/)
    abort.abort()
    open()
    for (let i = 0; i < 50; i++) {
      const job = (await user.get('/draft/current')).body.job as { chapters: { content: string | null }[] }
      if (job.chapters[2]?.content) break
      await sleep(50)
    }
    expect((await user.get('/draft/current')).body.job).toMatchObject({ chapters: [{}, {}, { status: 'done', content: expected(2) }] })
  })

  it('a chapter asked for while a cancel is committing is refused, never written for free', async () => {
    const { user, jobId, providerCalls } = await started()
    let commit = () => {}
    let holding = () => {}
    const committing = new Promise<void>((resolve) => (commit = resolve))
    const locked = new Promise<void>((resolve) => (holding = resolve))
    // A cancel on another connection: balance lock, job lock, then (later) the release.
    const cancelling = app.db.transaction(async (tx) => {
      await tx.query('select credits from public.profiles where id = $1 for update', [user.id])
      const job = (await findJob(tx, jobId, user.id, true))!
      holding()
      await committing
      await releaseDraft(tx, job, 'cancelled')
    })
    // The request comes once the cancel holds its locks: under load it could otherwise come first.
    await locked
    const next = user.post('/draft/next', { jobId, index: 0 })
    await sleep(300)
    commit()
    await cancelling
    expect((await next).body).toMatchObject({ code: 'conflict' })
    expect(providerCalls(0)).toBe(0)
    expect((await user.get('/__debug/credits')).body.credits).toBe(10)
  })

  it('answers bad input with 400 and no token with 401, never 500', async () => {
    const { user, jobId } = await started()
    const bad: [string, unknown][] = [
      ['/draft/start', { ...startBody(), outline: undefined }],
      ['/draft/start', { ...startBody(), topic: '   ' }],
      ['/draft/start', { ...startBody(), productType: 'novel' }],
      ['/draft/start', { ...startBody(), outline: { title: 'x', description: 'y', chapters: [] } }],
      ['/draft/next', { jobId: 'not-a-uuid', index: 0 }],
      ['/draft/next', { jobId, index: -1 }],
      ['/draft/next', { jobId, index: 1.5 }],
      ['/draft/next', { jobId, index: 3 }],
      ['/draft/next/stream', { jobId, index: 29 }],
      ['/draft/finish', { jobId: 42 }],
      ['/draft/cancel', {}],
    ]
    for (const [path, body] of bad) expect([path, (await user.post(path, body)).status]).toEqual([path, 400])
    const text = await fetch(`${app.url}/api/draft/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: '{"jobId":',
    })
    expect(text.status).toBe(400)
    const anonymous = await fetch(`${app.url}/api/draft/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(anonymous.status).toBe(401)
  })
})
