import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { chapterResponseSchema } from '@core/generation-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'
import { callApi } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { projectsUser, sampleDocument } from '../../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { reviseOffline } from '../providers/offline/revise.ts'
import type { GenerationProvider, ReviseJob, RewriteJob } from '../providers/provider.ts'
import { captureSuiteLog } from '../../../../tests/support/capture-log.ts'

// Chapter 2's plan owns labels; the regenerated chapter 3 comes back with chapter 2's sentence word for word.
const LABELS = 'Every label must show the product name, the ingredients in descending order by weight, the allergens and your home address.'
const filler = (i: number) =>
  Array.from({ length: 3 }, (_, p) => `${Array.from({ length: 30 }, (_, k) => `term${i}x${p}x${k}`).join(' ')}.`).join('\n\n')
const TITLES = ['Getting started', 'Label requirements', 'Selling at the market', 'Records']
const PLANS = [
  'What a cottage bakery is and what the reader needs first.',
  'What every label must show: the product name, ingredients by weight, allergens and the home address.',
  'Running a stall at a farmers market.',
  'Keeping sales and expense records.',
]
const text = (i: number, extra = `Unique closing line ${i}.`) => `## ${TITLES[i]}\n\n${filler(i)}\n\n${extra}\n`
const REGENERATED = text(2, `Set the stall up early on the day. ${LABELS}`)

const rewrites: RewriteJob[] = []
const revisions: ReviseJob[] = []
const provider: GenerationProvider = {
  name: 'scripted',
  model: 'scripted-1',
  generateOutline: () => Promise.reject(new Error('not used')),
  // eslint-disable-next-line require-yield
  async *streamChapter() {
    throw new Error('not used')
  },
  rewriteSelection: () => Promise.reject(new Error('not used')),
  async rewriteChapter(job) {
    rewrites.push(job)
    return { title: job.chapterTitle, content: REGENERATED }
  },
  async reviseChapter(job) {
    revisions.push(job)
    return reviseOffline(job)
  },
}

const book = (): ProjectDocument =>
  sampleDocument({
    title: 'The Cottage Bakery',
    chapters: TITLES.map((title, i) => ({
      id: crypto.randomUUID(),
      title,
      plan: PLANS[i] as string,
      content: text(i, i === 1 ? LABELS : undefined),
    })),
  })

const request = (project: { id: string; chapters: ProjectDocument['chapters'] }, at = 2) => ({
  chapterTitle: TITLES[at],
  brief: project.chapters[at]?.content,
  tone: 'friendly',
  projectId: project.id,
  chapterId: project.chapters[at]?.id,
})

describe.each(databaseKinds)('a chapter regenerated in the editor is checked against the saved book (%s)', (kind) => {
  let app: TestApp
  captureSuiteLog()
  beforeAll(async () => {
    app = await startTestApp({ kind, provider, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: '100' } })
  })
  afterAll(async () => {
    vi.restoreAllMocks()
    await app.close()
  })

  it('revises the copy of a passage chapter 2 keeps, once; chapter 2 gets a note and keeps its text', async () => {
    const user = await projectsUser(app)
    const project = await user.create(book())
    const calls = revisions.length
    const res = await user.call('POST', '/generate/chapter', request(project))
    expect(res.status).toBe(200)
    const answer = chapterResponseSchema.parse(res.body)

    // One revision call, for the regenerated chapter only, naming the chapter that keeps the passage.
    expect(revisions.slice(calls)).toHaveLength(1)
    expect(revisions.at(-1)?.title).toBe(TITLES[2])
    expect(revisions.at(-1)?.items).toEqual([
      { sentence: LABELS, problems: [expect.objectContaining({ kind: 'repetition', otherChapter: 2 })] },
    ])
    expect(answer.content).not.toContain(LABELS)
    expect(answer.content).toContain('Set the stall up early on the day.')
    expect(answer.removals).toEqual([expect.objectContaining({ source: 'quality', reason: 'revision', text: LABELS })])

    expect(answer.quality?.chapterNumber).toBe(3)
    expect(answer.quality?.notes).toEqual([
      expect.objectContaining({
        kind: 'repetition',
        otherChapter: 2,
        status: 'fixed',
        text: expect.stringMatching(/with chapter 2, which keeps it/),
      }),
    ])
    // The other side of the pair: chapter 2, by id, told what chapter 3 repeated; nobody else.
    expect(answer.quality?.others).toEqual([
      {
        chapterId: project.chapters[1]?.id,
        notes: [
          expect.objectContaining({
            id: 'kept-3-fixed',
            otherChapter: 3,
            text: expect.stringMatching(/^Chapter 3 repeated the phrase “.*” from this chapter, which keeps it/),
          }),
        ],
      },
    ])
    // The saved project is untouched: chapter 2 keeps its sentence, nothing is written behind the writer's back.
    const saved = (await user.call('GET', `/projects/${project.id}`)).body as ProjectDocument
    expect(saved.chapters.map((c) => c.content)).toEqual(project.chapters.map((c) => c.content))
  })

  it('with QUALITY_PASS=notes, notes on both sides and no revision call', async () => {
    const notesApp = await startTestApp({ kind, provider, env: { QUALITY_PASS: 'notes' } })
    try {
      const user = await projectsUser(notesApp)
      const project = await user.create(book())
      const calls = revisions.length
      const res = await user.call('POST', '/generate/chapter', request(project))
      const answer = chapterResponseSchema.parse(res.body)
      expect(revisions).toHaveLength(calls)
      expect(answer.content).toBe(REGENERATED)
      expect(answer.quality?.notes).toEqual([expect.objectContaining({ id: 'repetition-2-open', status: 'open' })])
      expect(answer.quality?.others).toEqual([
        { chapterId: project.chapters[1]?.id, notes: [expect.objectContaining({ id: 'kept-3-open', status: 'open' })] },
      ])
    } finally {
      await notesApp.close()
    }
  })

  it("answers 404 for another user's project and reads nothing of it: no AI call", async () => {
    const owner = await projectsUser(app)
    const project = await owner.create(book())
    const other = await projectsUser(app)
    const calls = rewrites.length
    const res = await callApi(app, '/generate/chapter', { token: other.token, body: request(project) })
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('not_found')
    expect(rewrites).toHaveLength(calls)
  })

  it('regenerates unchecked a chapter the saved project does not have yet, and without a project id', async () => {
    const user = await projectsUser(app)
    const project = await user.create(book())
    const unsaved = await user.call('POST', '/generate/chapter', { ...request(project), chapterId: crypto.randomUUID() })
    expect(unsaved.status).toBe(200)
    expect(unsaved.body.quality).toBeUndefined()
    const { projectId: _p, chapterId: _c, ...bare } = request(project)
    const plain = await user.call('POST', '/generate/chapter', bare)
    expect(plain.body).toEqual({ title: TITLES[2], content: REGENERATED })
    // One without the other is refused.
    expect((await user.call('POST', '/generate/chapter', { ...bare, projectId: project.id })).status).toBe(400)
  })
})
