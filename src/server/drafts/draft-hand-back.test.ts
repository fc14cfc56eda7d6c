import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GenerationProvider } from '../generation/providers/provider.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline, readJobStream, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { Drain } from '../lifecycle/drain.ts'

// Decision 114: when a shutdown's grace is over, a draft's chapter being written gives its claim
// back at once (pending, nothing of it delivered) and the job stream ends cleanly, saying why.
describe.each(databaseKinds)('a draft handed back by a shutdown (%s)', (kind) => {
  let app: TestApp
  const drain = new Drain()
  const scripted = createDraftTestProvider({ chunkDelayMs: 5 })
  let heldAtGate!: () => void
  const held = new Promise<void>((resolve) => (heldAtGate = resolve))
  // Says when chapter 2's first text is out and it waits at its gate.
  const provider: GenerationProvider = {
    ...scripted.provider,
    async *streamChapter(job) {
      for await (const delta of scripted.provider.streamChapter(job)) {
        yield delta
        if (job.index === 1) heldAtGate()
      }
    },
  }
  beforeAll(async () => {
    app = await startTestApp({ kind, provider, drain })
  })
  afterAll(() => app.close())

  it('keeps the written chapters, makes the one being written pending again, and ends the stream with shutting_down', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    // Past 1,000 characters in its first delta: marked delivered before the hand-back.
    scripted.padChapter(1, 3300)
    scripted.gate(1)
    const written = new Set<number>()
    let handedOver = false
    const events = await readJobStream(await user.streamJob(jobId), (event) => {
      if (event.type === 'chapter') written.add(event.index)
      if (handedOver || !written.has(0) || !written.has(2)) return
      handedOver = true
      expect(drain.inFlight).toBeGreaterThan(0)
      void held.then(() => drain.handOver())
    })
    expect(handedOver).toBe(true)
    expect(events.at(-2)).toMatchObject({ type: 'error', code: 'shutting_down' })
    expect(events.at(-1)).toEqual({ type: 'done' })
    expect(events.filter((e) => e.type === 'chapter-error')).toEqual([])
    await drain.idle()

    const { rows } = await app.db.query<{ index: number; status: string; lease_owner: string | null; text_delivered: boolean }>(
      'select index, status, lease_owner, text_delivered from public.draft_chapters where job_id = $1 order by index',
      [jobId],
    )
    expect(rows).toEqual([
      { index: 0, status: 'done', lease_owner: null, text_delivered: expect.any(Boolean) },
      { index: 1, status: 'pending', lease_owner: null, text_delivered: false },
      { index: 2, status: 'done', lease_owner: null, text_delivered: expect.any(Boolean) },
    ])
    // The job stays running with its hold: whoever resumes it (another replica, the next start) writes chapter 2.
    const { job } = (await user.get('/draft/current')).body as { job: { jobId: string; chapters: { status: string }[] } }
    expect(job.jobId).toBe(jobId)
    expect(job.chapters.map((c) => c.status)).toEqual(['done', 'pending', 'done'])
  })
})
