import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { currentDraftResponseSchema, draftFinishResponseSchema } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { draftUser, outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { reviseOffline } from '../generation/offline/revise.ts'
import type { GenerationProvider, ReviseJob } from '../generation/provider.ts'

const SHARED = 'A starter is simply flour and water that wild yeast has made its home in.'
const FEEDING =
  'Use equal weights of flour and water. Stir well, cover loosely and leave it somewhere warm until bubbles show on top. A healthy starter smells pleasantly sour, rises within a few hours of a feed and falls back slowly; if it smells of nail varnish, it is hungry.'
const CHAPTERS = [
  `## Step 1\n\n${SHARED} Feed it daily.\n`,
  `## Step 2\n\nAs we saw, ${SHARED.toLowerCase()} Studies show that 80% of bakers overfeed it.\n\n### Feeding\n\n${FEEDING}\n`,
  '## Step 3\n\nBake when it doubles.\n',
]

const revisions: ReviseJob[] = []
let failRevision = false
const provider: GenerationProvider = {
  name: 'scripted',
  model: 'scripted-1',
  generateOutline: () => Promise.reject(new Error('not used')),
  rewriteChapter: () => Promise.reject(new Error('not used')),
  rewriteSelection: () => Promise.reject(new Error('not used')),
  async *streamChapter(job) {
    yield CHAPTERS[job.index] ?? ''
  },
  async reviseChapter(job) {
    revisions.push(job)
    if (failRevision) throw new Error('socket hang up')
    return reviseOffline(job)
  },
}

describe('the quality pass in a draft (pglite)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind: 'pglite', provider })
  })
  afterAll(() => app.close())

  it('revises a chapter that repeats an earlier one, stores the notes and carries them into the project', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    for (const index of [0, 1, 2]) expect((await user.post('/draft/next', { jobId, index })).status).toBe(200)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]?.items.map((i) => i.problems.map((p) => p.kind))).toEqual([['repetition'], ['unsourced']])

    const { job } = currentDraftResponseSchema.parse((await user.get('/draft/current')).body)
    expect(job?.chapters[1]?.content).toBe(`## Step 2\n\n### Feeding\n\n${FEEDING}\n`)
    expect(job?.chapters[1]?.notes?.map((n) => n.text)).toEqual([
      '1 repeated passage with chapter 1 — fixed',
      '1 unsourced statistic — fixed',
    ])
    expect(job?.chapters.map((c) => c.notes === undefined)).toEqual([true, false, true])

    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters[1]?.notes).toEqual(job?.chapters[1]?.notes)
    expect(project.chapters[0]).not.toHaveProperty('notes')
  })

  it('a failed revision keeps the chapter as streamed, with its notes open', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    failRevision = true
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    await user.post('/draft/next', { jobId, index: 0 })
    const second = await user.post('/draft/next', { jobId, index: 1 })
    expect(second.body.content).toBe(CHAPTERS[1])
    const { job } = currentDraftResponseSchema.parse((await user.get('/draft/current')).body)
    expect(job?.chapters[1]?.notes?.map((n) => [n.text, n.status])).toEqual([
      ['1 repeated passage with chapter 1', 'open'],
      ['1 statistic to verify', 'open'],
    ])
    vi.restoreAllMocks()
  })
})

describe('QUALITY_PASS=notes (pglite)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind: 'pglite', provider, env: { QUALITY_PASS: 'notes' } })
  })
  afterAll(() => app.close())

  it('records the notes but makes no revision call', async () => {
    failRevision = false
    const calls = revisions.length
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    await user.post('/draft/next', { jobId, index: 0 })
    expect((await user.post('/draft/next', { jobId, index: 1 })).body.content).toBe(CHAPTERS[1])
    expect(revisions.length).toBe(calls)
    const { job } = currentDraftResponseSchema.parse((await user.get('/draft/current')).body)
    expect(job?.chapters[1]?.notes?.map((n) => n.status)).toEqual(['open', 'open'])
  })
})
