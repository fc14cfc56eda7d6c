import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DELIVERED_MIN_CHARS } from '@core/draft-charge.ts'
import { draftStartResponseSchema } from '@core/generation-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from '../credits/ledger.queries.ts'

describe.each(databaseKinds)('draft start, finish and cancel (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider()
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: scripted.provider })
  })
  afterAll(() => app.close())

  const ledger = async (userId: string) =>
    (await listLedger(app.db, userId, 20)).map((r) => `${r.kind}:${r.amount}:${r.ref.split(':')[0]}`).reverse()
  const credits = async (user: Awaited<ReturnType<typeof draftUser>>) => (await user.get('/__debug/credits')).body.credits

  it('holds 8 credits at start, in the ledger and the balance', async () => {
    const user = await draftUser(app)
    const { status, body } = await user.post('/draft/start', startBody())
    expect(status).toBe(200)
    const job = draftStartResponseSchema.parse(body)
    expect(job).toMatchObject({ status: 'running', title: 'Sourdough at Home', creditsHeld: 8, creditsLeft: 2 })
    expect(job.chapters).toEqual([1, 2, 3].map((n) => ({ title: `Step ${n}`, status: 'pending', content: null, error: null })))
    expect(await credits(user)).toBe(2)
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:8:test', 'hold:-8:draft'])
    expect((await listLedger(app.db, user.id, 1))[0]?.ref).toBe(`draft:${job.jobId}`)
  })

  it('answers 402 insufficient_credits below 8 credits and starts nothing', async () => {
    const user = await draftUser(app, 5)
    const { status, body } = await user.post('/draft/start', startBody())
    expect(status).toBe(402)
    expect(body.code).toBe('insufficient_credits')
    expect(body.message).toContain('Insufficient credits')
    expect((await user.get('/draft/current')).body).toEqual({ job: null })
    expect(await credits(user)).toBe(7)
  })

  it('a second start with the same outline resumes the job; a new outline replaces it, never holding twice', async () => {
    const user = await draftUser(app, 10)
    const first = (await user.post('/draft/start', startBody())).body
    const again = await Promise.all([user.post('/draft/start', startBody()), user.post('/draft/start', startBody())])
    expect(again.map((r) => r.body.jobId)).toEqual([first.jobId, first.jobId])
    expect(await credits(user)).toBe(4)
    const replaced = (await user.post('/draft/start', startBody(outline(4, 'Rye at Home')))).body
    expect(replaced.jobId).not.toBe(first.jobId)
    expect(replaced.creditsLeft).toBe(4)
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:10:test', 'hold:-8:draft', 'release:8:draft', 'hold:-8:draft'])
    expect((await user.post('/draft/next', { jobId: first.jobId, index: 0 })).status).toBe(409)
    expect(((await user.get('/draft/current')).body.job as { jobId: string }).jobId).toBe(replaced.jobId)
  })

  it('finish needs every chapter, then settles the hold once: balance stays 8 lower', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody())).body
    await user.post('/draft/next', { jobId, index: 0 })
    const early = await user.post('/draft/finish', { jobId })
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: 'conflict' })
    expect(early.body.message).toContain('2 “Step 2”, 3 “Step 3”')
    await Promise.all([1, 2].map((index) => user.post('/draft/next', { jobId, index })))
    const done = await user.post('/draft/finish', { jobId, fullText: 'all of it' })
    expect(done).toEqual({ status: 200, body: { creditsSpent: 8, creditsLeft: 2, projectId: expect.any(String) } })
    expect((await user.post('/draft/finish', { jobId })).body).toEqual({ creditsSpent: 8, creditsLeft: 2, projectId: done.body.projectId })
    expect(await credits(user)).toBe(2)
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:8:test', 'hold:-8:draft', 'settle:0:draft'])
    expect((await user.get('/draft/current')).body).toEqual({ job: null })
    expect((await user.post('/draft/next', { jobId, index: 0 })).status).toBe(409)
    expect((await user.post('/draft/cancel', { jobId })).status).toBe(409)
  })

  it('keeps no copy of the joined text the client sends at finish (decision 46)', async () => {
    const columns = await app.db.query(
      `select 1 from information_schema.columns where table_schema = 'public' and table_name = 'draft_jobs' and column_name = 'full_text'`,
    )
    expect(columns.rows).toEqual([])
  })

  it('cancel with no chapter written releases the hold in full, once', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody())).body
    expect((await user.post('/draft/cancel', { jobId })).body).toEqual({ creditsLeft: 10, creditsSpent: 0, creditsReturned: 8 })
    expect((await user.post('/draft/cancel', { jobId })).body).toEqual({ creditsLeft: 10, creditsSpent: 0, creditsReturned: 8 })
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:8:test', 'hold:-8:draft', 'release:8:draft'])
    expect((await user.post('/draft/finish', { jobId })).status).toBe(409)
    expect((await user.post('/draft/next', { jobId, index: 0 })).body.code).toBe('conflict')
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('cancel after 3 of 8 chapters keeps ceil(8 × 3 ÷ 8) = 3 credits and returns 5, once', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(8)))).body
    const texts = await Promise.all([0, 1, 2].map((index) => user.post('/draft/next', { jobId, index })))
    expect(texts.map((r) => r.status)).toEqual([200, 200, 200])
    const answers = await Promise.all([user.post('/draft/cancel', { jobId }), user.post('/draft/cancel', { jobId })])
    expect(answers.map((r) => r.body)).toEqual([0, 1].map(() => ({ creditsLeft: 7, creditsSpent: 3, creditsReturned: 5 })))
    expect(await credits(user)).toBe(7)
    const rows = await listLedger(app.db, user.id, 20)
    expect(rows[0]).toMatchObject({
      kind: 'release',
      amount: 5,
      balance_after: 7,
      reason: 'cancelled chapters=3/8 spent=3',
      ref: `draft:${jobId}`,
    })
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:8:test', 'hold:-8:draft', 'release:5:draft'])
    expect((await user.post('/draft/finish', { jobId })).status).toBe(409)
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('rounds the share up (1 of 3 chapters keeps 3) and keeps all 8 when every chapter was written', async () => {
    const one = await draftUser(app)
    const first = (await one.post('/draft/start', startBody())).body
    await one.post('/draft/next', { jobId: first.jobId, index: 1 })
    expect((await one.post('/draft/cancel', { jobId: first.jobId })).body).toEqual({ creditsLeft: 7, creditsSpent: 3, creditsReturned: 5 })
    const all = await draftUser(app)
    const second = (await all.post('/draft/start', startBody())).body
    await Promise.all([0, 1, 2].map((index) => all.post('/draft/next', { jobId: second.jobId, index })))
    expect((await all.post('/draft/cancel', { jobId: second.jobId })).body).toEqual({ creditsLeft: 2, creditsSpent: 8, creditsReturned: 0 })
    const last = (await listLedger(app.db, all.id, 1))[0]
    expect(last).toMatchObject({ kind: 'settle', amount: 0, reason: 'cancelled chapters=3/3 spent=8' })
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('a failed chapter is not charged; one being written is once enough of its text has streamed (decision 41)', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(8)))).body
    await user.post('/draft/next', { jobId, index: 0 })
    scripted.failNext(1)
    expect((await user.post('/draft/next', { jobId, index: 1 })).status).toBe(429)
    // Chapter 2 streams a first delta of DELIVERED_MIN_CHARS; chapter 3 only a few words so far.
    scripted.padChapter(2, 3 * DELIVERED_MIN_CHARS)
    const gates = [scripted.gate(2), scripted.gate(3)]
    try {
      const readers = await Promise.all([2, 3].map(async (index) => (await user.stream({ jobId, index })).body!.getReader()))
      for (const reader of readers) expect(new TextDecoder().decode((await reader.read()).value)).toMatch(/^data: \{"type":"delta"/)
      // A page that comes back now is told which chapters a cancel would pay for.
      const current = ((await user.get('/draft/current')).body as { job: { chapters: { status: string; delivered?: boolean }[] } }).job
        .chapters
      expect(current.slice(0, 4).map((c) => [c.status, c.delivered ?? false])).toEqual([
        ['done', false],
        ['failed', false],
        ['writing', true],
        ['writing', false],
      ])
      expect((await user.post('/draft/cancel', { jobId })).body).toEqual({ creditsLeft: 8, creditsSpent: 2, creditsReturned: 6 })
      await Promise.all(readers.map((reader) => reader.cancel()))
    } finally {
      for (const open of gates) open()
      scripted.padChapter(2, 0)
    }
    expect((await listLedger(app.db, user.id, 1))[0]).toMatchObject({
      kind: 'release',
      amount: 6,
      reason: 'cancelled chapters=2/8 spent=2',
    })
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('a new outline replaces a draft and pays for the chapters it delivered', async () => {
    const user = await draftUser(app, 14)
    const first = (await user.post('/draft/start', startBody(outline(8)))).body
    await Promise.all([0, 1, 2, 3, 4].map((index) => user.post('/draft/next', { jobId: first.jobId, index })))
    const replaced = (await user.post('/draft/start', startBody(outline(4, 'Rye at Home')))).body
    // 16, 8 held; 5 of 8 chapters keep 5 and 3 come back (11); the new draft holds 8: 3 left.
    expect(replaced.creditsLeft).toBe(3)
    expect(await credits(user)).toBe(3)
    expect(await ledger(user.id)).toEqual(['grant:2:signup', 'grant:14:test', 'hold:-8:draft', 'release:3:draft', 'hold:-8:draft'])
    const release = (await listLedger(app.db, user.id, 2))[1]
    expect(release).toMatchObject({ reason: 'replaced chapters=5/8 spent=5', ref: `draft:${first.jobId}` })
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it("another user's job is not found", async () => {
    const owner = await draftUser(app)
    const other = await draftUser(app)
    const { jobId } = (await owner.post('/draft/start', startBody())).body
    for (const path of ['/draft/next', '/draft/finish', '/draft/cancel', '/draft/next/stream']) {
      const res = await other.post(path, { jobId, index: 0 })
      expect([path, res.status, res.body.code]).toEqual([path, 404, 'not_found'])
    }
    expect(await credits(owner)).toBe(2)
  })
})
