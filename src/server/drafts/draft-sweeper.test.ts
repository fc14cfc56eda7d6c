import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from '../credits/ledger.queries.ts'
import { startDraftSweeper, sweepExpiredDrafts } from './draft-sweeper.ts'

describe.each(databaseKinds)('expired drafts (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: createDraftTestProvider().provider })
  })
  afterAll(() => app.close())

  async function idleDraft(chapters = 3, written: number[] = []) {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(chapters)))).body as { jobId: string }
    for (const index of written) expect((await user.post('/draft/next', { jobId, index })).status).toBe(200)
    await app.db.query(`update public.draft_jobs set expires_at = now() - interval '1 second' where id = $1`, [jobId])
    const status = async () =>
      (await app.db.query<{ status: string }>('select status from public.draft_jobs where id = $1', [jobId])).rows[0]?.status
    const credits = async () => (await user.get('/__debug/credits')).body.credits
    return { user, jobId, status, credits }
  }

  it('releases each expired hold exactly once, even with sweepers racing', async () => {
    const idle = await idleDraft()
    const busy = await idleDraft()
    // A chapter still being written (live lease) keeps its job alive past the expiry.
    await app.db.query(
      `update public.draft_chapters set status = 'writing', lease_owner = 'x', lease_until = now() + interval '1 minute' where job_id = $1 and index = 0`,
      [busy.jobId],
    )
    const counts = await Promise.all([sweepExpiredDrafts(app.db), sweepExpiredDrafts(app.db), sweepExpiredDrafts(app.db)])
    expect(counts.reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1)
    expect(await idle.status()).toBe('released')
    expect(await idle.credits()).toBe(10)
    const release = (await listLedger(app.db, idle.user.id, 10)).filter((r) => r.kind === 'release')
    expect(release).toMatchObject([{ amount: 8, reason: 'expired chapters=0/3 spent=0', ref: `draft:${idle.jobId}` }])
    expect(await busy.status()).toBe('running')
    expect(await busy.credits()).toBe(2)
    expect(await sweepExpiredDrafts(app.db)).toBe(0)
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('an expired draft pays for the chapters it delivered: 3 of 8 keep 3, 5 come back', async () => {
    const idle = await idleDraft(8, [0, 1, 2])
    expect(await sweepExpiredDrafts(app.db)).toBeGreaterThanOrEqual(1)
    expect(await idle.status()).toBe('released')
    expect(await idle.credits()).toBe(7)
    const rows = await listLedger(app.db, idle.user.id, 10)
    expect(rows.filter((r) => r.ref === `draft:${idle.jobId}`).map((r) => [r.kind, r.amount, r.reason])).toEqual([
      ['release', 5, 'expired chapters=3/8 spent=3'],
      ['hold', -8, 'draft'],
    ])
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('a cancel racing sweepers on another connection moves credits once', async () => {
    const idle = await idleDraft(8, [0, 4])
    const [cancel] = await Promise.all([
      idle.user.post('/draft/cancel', { jobId: idle.jobId }),
      sweepExpiredDrafts(app.db),
      sweepExpiredDrafts(app.db),
    ])
    expect(cancel).toEqual({ status: 200, body: { creditsLeft: 8, creditsSpent: 2, creditsReturned: 6 } })
    expect(await idle.credits()).toBe(8)
    const moves = (await listLedger(app.db, idle.user.id, 10)).filter((r) => r.ref === `draft:${idle.jobId}`)
    expect(moves.map((r) => [r.kind, r.amount])).toEqual([
      ['release', 6],
      ['hold', -8],
    ])
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('the sweeper runs once at start; a returning user finds an expired draft released', async () => {
    const swept = await idleDraft()
    const sweeper = startDraftSweeper({ db: app.db, intervalMs: 60_000 })
    try {
      for (let i = 0; i < 100 && (await swept.status()) === 'running'; i++) await new Promise((r) => setTimeout(r, 20))
      expect(await swept.status()).toBe('released')
    } finally {
      await sweeper.stop()
    }
    const visited = await idleDraft()
    expect((await visited.user.get('/draft/current')).body).toEqual({ job: null })
    expect(await visited.credits()).toBe(10)
    const next = await visited.user.post('/draft/next', { jobId: visited.jobId, index: 0 })
    expect(next).toMatchObject({ status: 409, body: { code: 'conflict' } })
  })
})
