import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { currentDraftResponseSchema, draftFinishResponseSchema, type DraftJob } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { draftUser, readJobEvents, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { reviseOffline } from '../generation/providers/offline/revise.ts'
import type { GenerationProvider, ReviseJob } from '../generation/providers/provider.ts'
import { captureLog, messages } from '../../../tests/support/capture-log.ts'

// An 8-chapter guide as models write it: every chapter opens with the same stock formula; chapter
// 6 copies a sentence of chapter 2 (whose plan owns labels); chapters 5 and 7, written at the same
// moment, share a sentence word for word (neither plan owns it: chapter 5, the earlier, keeps it).
const LABELS = 'Every label must show the product name, the ingredients in descending order by weight, the allergens and your home address.'
const STARTER = 'Keep your starter in a glass jar on the counter and feed it with equal weights of flour and water every morning.'
const TITLES = [
  'Getting started',
  'Label requirements',
  'Your kitchen',
  'Recipes that travel',
  'Pricing',
  'Selling at the market',
  'Scaling up',
  'Records',
]
const PLANS = [
  'What a cottage bakery is and what the reader needs first.',
  'What every label must show: the product name, ingredients by weight, allergens and the home address.',
  'Setting up a home kitchen for inspection.',
  'Breads and bakes that keep well.',
  'Pricing each loaf from its costs.',
  'Running a stall at a farmers market.',
  'Growing from a market stall to wholesale orders.',
  'Keeping sales and expense records.',
]
const filler = (i: number) =>
  Array.from({ length: 3 }, (_, p) => `${Array.from({ length: 30 }, (_, k) => `term${i}x${p}x${k}`).join(' ')}.`).join('\n\n')
const extra: Record<number, string> = { 1: LABELS, 4: STARTER, 5: LABELS, 6: STARTER }
const chapterText = (i: number) =>
  `## ${TITLES[i]}\n\nBy the end of this chapter, you'll have a clear plan for ${TITLES[i]?.toLowerCase()}.\n\n${filler(i)}\n\n${extra[i] ?? `Unique closing line ${i}.`}\n\n**Key Takeaways:**\n\n- term${i} done.\n`

/** Per run, how long each chapter takes: the order they finish in. */
let delays: number[] = []
const revisions: ReviseJob[] = []
/** While set, revision calls wait for it: a pass that is still running. */
let reviseGate: Promise<void> | undefined
const provider: GenerationProvider = {
  name: 'scripted',
  model: 'scripted-1',
  generateOutline: () => Promise.reject(new Error('not used')),
  rewriteChapter: () => Promise.reject(new Error('not used')),
  rewriteSelection: () => Promise.reject(new Error('not used')),
  async *streamChapter(job) {
    const text = chapterText(job.index)
    yield text.slice(0, 40)
    await new Promise((resolve) => setTimeout(resolve, delays[job.index] ?? 0))
    yield text.slice(40)
  },
  async reviseChapter(job) {
    revisions.push(job)
    await reviseGate
    return reviseOffline(job)
  },
}

const guide = {
  title: 'The Cottage Bakery',
  description: 'Selling bread from home.',
  chapters: TITLES.map((title, i) => ({ title, plan: PLANS[i] as string })),
}

describe.each(databaseKinds)('the book-level quality pass in the job stream (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind, provider })
  })
  afterAll(() => app.close())

  async function draftWith(order: number[]) {
    delays = order
    const logs = captureLog()
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', { ...startBody(guide), productType: 'guide' })).body as { jobId: string }
    const calls = revisions.length
    const events = await readJobEvents(await user.streamJob(jobId))
    const job = currentDraftResponseSchema.parse((await user.get('/draft/current')).body).job as DraftJob
    const logged = messages(logs, 'info').filter((l) => l.startsWith('[quality]'))
    return { user, jobId, events, job, calls: revisions.length - calls, logged }
  }

  it('compares all 28 pairs, lets the owner keep each passage, notes both sides, and gives the same book for every finish order', async () => {
    // 5 and 7 finish within a millisecond of each other; chapter 2 (the owner) finishes after chapter 6 (the copy).
    const first = await draftWith([0, 60, 10, 20, 30, 30, 30, 40])
    expect(first.logged).toEqual([expect.stringContaining('8 chapters, 28 pairs compared, 2 revision calls, 2 chapters revised')])
    expect(first.calls).toBe(2)
    const chapters = first.job.chapters
    expect(chapters[1]?.content).toContain(LABELS)
    expect(chapters[5]?.content).not.toContain(LABELS)
    expect(chapters[4]?.content).toContain(STARTER)
    expect(chapters[6]?.content).not.toContain(STARTER)
    // The stock opener and the "Key Takeaways" label shared by all eight chapters are no finding.
    for (const i of [0, 2, 3, 7]) expect(chapters[i]?.notes).toBeUndefined()
    expect(chapters[1]?.notes?.map((n) => [n.id, n.status, n.otherChapter])).toEqual([['kept-6-fixed', 'fixed', 6]])
    expect(chapters[5]?.notes?.map((n) => [n.id, n.status, n.otherChapter])).toEqual([['repetition-2-fixed', 'fixed', 2]])
    expect(chapters[4]?.notes?.map((n) => [n.id, n.status])).toEqual([['kept-7-fixed', 'fixed']])
    expect(chapters[6]?.notes?.map((n) => n.text)).toEqual([
      expect.stringMatching(/^Shared the phrase “Keep your starter in a glass jar on the counter and feed it…” with chapter 5/),
    ])
    // The stream sent the revised chapters after the ones as written.
    const last = (index: number) => first.events.filter((e) => e.type === 'chapter' && e.index === index).at(-1)
    expect(last(5)).toEqual({ type: 'chapter', index: 5, content: chapters[5]?.content })
    expect(first.events.at(-1)).toEqual({ type: 'done' })

    for (const order of [
      [70, 60, 50, 40, 30, 20, 10, 0],
      [5, 5, 5, 5, 5, 5, 5, 5],
      [0, 0, 0, 0, 50, 0, 50, 0],
    ]) {
      const again = await draftWith(order)
      expect(again.calls).toBe(2)
      expect(again.job.chapters.map((c) => [c.content, c.notes])).toEqual(chapters.map((c) => [c.content, c.notes]))
    }

    // Finishing runs no second pass (nothing changed); the project carries the notes.
    const calls = revisions.length
    const { projectId } = draftFinishResponseSchema.parse((await first.user.post('/draft/finish', { jobId: first.jobId })).body)
    expect(revisions.length).toBe(calls)
    const project = projectSchema.parse((await first.user.get(`/projects/${projectId}`)).body)
    expect(project.chapters[5]?.notes).toEqual(chapters[5]?.notes)
  })

  it('finish asked while the stream’s pass is still revising waits for it: the project gets the revised chapters', async () => {
    delays = [0, 0, 0, 0, 0, 0, 0, 0]
    captureLog()
    let open = () => {}
    reviseGate = new Promise<void>((resolve) => (open = resolve))
    try {
      const user = await draftUser(app)
      const { jobId } = (await user.post('/draft/start', { ...startBody(guide), productType: 'guide' })).body as { jobId: string }
      const calls = revisions.length
      const stream = user.streamJob(jobId).then(readJobEvents)
      await vi.waitFor(() => expect(revisions.length).toBeGreaterThan(calls), { timeout: 30_000, interval: 20 })
      // The pass is revising now (a reload's finish, say): finish must not build the project yet.
      const finishing = user.post('/draft/finish', { jobId })
      await new Promise((resolve) => setTimeout(resolve, 300))
      open()
      const { projectId } = draftFinishResponseSchema.parse((await finishing).body)
      await stream
      const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
      expect(project.chapters[1]?.content).toContain(LABELS)
      expect(project.chapters[5]?.content).not.toContain(LABELS)
      expect(project.chapters[5]?.notes?.map((n) => n.otherChapter)).toEqual([2])
    } finally {
      open()
      reviseGate = undefined
    }
  })
})
