import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { draftFinishResponseSchema } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { draftUser, outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { reviseOffline } from '../generation/providers/offline/revise.ts'
import type { GenerationProvider, ReviseJob } from '../generation/providers/provider.ts'
import { captureLog } from '../../../tests/support/capture-log.ts'

const SHARED = 'A starter is simply flour and water that wild yeast has made its home in.'
const FEEDING =
  'Use equal weights of flour and water. Stir well, cover loosely and leave it somewhere warm until bubbles show on top. A healthy starter smells pleasantly sour, rises within a few hours of a feed and falls back slowly; if it smells of nail varnish, it is hungry.'
const CHAPTERS = [
  `## Step 1\n\n${SHARED} Feed it daily.\n`,
  `## Step 2\n\nFeed your starter well.\n\nAs we saw, ${SHARED.toLowerCase()} Studies show that 80% of bakers overfeed it.\n\n### Feeding\n\n${FEEDING}\n`,
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

  it('checks the book when a draft written chapter by chapter is finished: the copy is revised, notes on both, carried into the project', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    // Written in any order: no chapter is checked against only the chapters that happen to be stored.
    for (const index of [1, 2, 0]) expect((await user.post('/draft/next', { jobId, index })).body).toEqual({ content: CHAPTERS[index] })
    expect(revisions).toHaveLength(0)

    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    expect(revisions).toHaveLength(1)
    expect(revisions[0]?.items.map((i) => i.problems.map((p) => p.kind))).toEqual([['repetition'], ['unsourced']])
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters[1]?.content).toBe(
      `## Step 2\n\nFeed your starter well.\n\nStudies show that 80% of bakers overfeed it (verify).\n\n### Feeding\n\n${FEEDING}\n`,
    )
    expect(project.chapters[1]?.notes?.map((n) => [n.text, n.status])).toEqual([
      [
        'Shared the phrase “a starter is simply flour and water that wild yeast has…” with chapter 1, which keeps it — reworded here, fixed',
        'fixed',
      ],
      ['1 statistic to verify', 'open'],
    ])
    expect(project.chapters[0]?.notes?.map((n) => [n.id, n.status])).toEqual([['kept-2-fixed', 'fixed']])
    expect(project.chapters[2]).not.toHaveProperty('notes')
  })

  it('a failed revision keeps the chapters as written, with their notes open', async () => {
    captureLog()
    failRevision = true
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    for (const index of [0, 1, 2]) await user.post('/draft/next', { jobId, index })
    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters[1]?.content).toBe(CHAPTERS[1])
    expect(project.chapters[1]?.notes?.map((n) => n.status)).toEqual(['open', 'open'])
    failRevision = false
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
    for (const index of [0, 1, 2]) await user.post('/draft/next', { jobId, index })
    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    expect(revisions.length).toBe(calls)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project.chapters[1]?.content).toBe(CHAPTERS[1])
    expect(project.chapters[1]?.notes?.map((n) => n.status)).toEqual(['open', 'open'])
  })
})
