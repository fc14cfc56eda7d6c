import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftFinishResponseSchema, draftJobSchema } from '@core/generation-schemas.ts'
import { projectSchema } from '@core/project-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline, scriptedChapter, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'

describe.each(databaseKinds)('a finished draft becomes a project, once (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider()
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: scripted.provider })
  })
  afterAll(() => app.close())

  /** A user whose 3-chapter draft (for home bakers, tone friendly) has every chapter written. */
  async function written(chapters = 3, subtitle?: string) {
    const user = await draftUser(app)
    const body = {
      ...startBody({ ...outline(chapters), ...(subtitle === undefined ? {} : { subtitle }) }),
      productType: 'planner',
      targetAudience: 'home bakers',
    }
    const { jobId } = (await user.post('/draft/start', body)).body as { jobId: string }
    await Promise.all(Array.from({ length: chapters }, (_, index) => user.post('/draft/next', { jobId, index })))
    return { user, jobId }
  }
  const projectsOf = async (userId: string) =>
    (await app.db.query<{ id: string }>('select id from public.projects where user_id = $1', [userId])).rows.map((r) => r.id)

  it("finish answers the new project's id; the project holds the job's document", async () => {
    const { user, jobId } = await written()
    const finished = await user.post('/draft/finish', { jobId })
    expect(finished.status).toBe(200)
    const { projectId } = draftFinishResponseSchema.parse(finished.body)
    expect(projectId).toBeDefined()
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    const brief = { topic: 'sourdough baking', chapters: [1, 2, 3].map((n) => ({ title: `Step ${n}` })) }
    expect(project).toMatchObject({
      id: projectId,
      title: 'Sourdough at Home',
      description: 'A friendly guide to a first loaf.',
      productType: 'planner',
      tone: 'friendly',
      targetAudience: 'home bakers',
      currentChapterIndex: 0,
      revision: 1,
    })
    expect(project.chapters.map(({ title, content }) => ({ title, content }))).toEqual(
      [0, 1, 2].map((index) => ({ title: `Step ${index + 1}`, content: scriptedChapter({ brief: brief as never, index }) })),
    )
    expect(new Set(project.chapters.map((c) => c.id)).size).toBe(3)
    expect((await user.get('/projects')).body).toMatchObject({ total: 1, projects: [{ id: projectId, chapterCount: 3 }] })
  })

  it("carries the outline's subtitle through the draft into the project (issue 27); a draft without one makes a project without one", async () => {
    const { user, jobId } = await written(3, '  Bake a Loaf You Are Proud Of  ')
    const job = draftJobSchema.parse((await user.get('/draft/current')).body.job)
    expect(job.subtitle).toBe('Bake a Loaf You Are Proud Of')
    const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
    const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
    expect(project).toMatchObject({ title: 'Sourdough at Home', subtitle: 'Bake a Loaf You Are Proud Of' })

    const plain = await written()
    const made = draftFinishResponseSchema.parse((await plain.user.post('/draft/finish', { jobId: plain.jobId })).body)
    expect((await plain.user.get(`/projects/${made.projectId}`)).body).not.toHaveProperty('subtitle')
  })

  it("keeps what the cleaner took out of a chapter, on the draft and then on the project's chapter (decision 79)", async () => {
    const removal = {
      id: 'r1',
      source: 'cleaner' as const,
      reason: 'sign-off' as const,
      text: "\n\nLet me know if you'd like changes!",
      before: 'Chapter 2 of sourdough baking.',
    }
    scripted.removeFrom(1, [removal])
    try {
      const { user, jobId } = await written()
      const job = draftJobSchema.parse((await user.get('/draft/current')).body.job)
      expect(job.chapters.map((c) => c.removals)).toEqual([undefined, [removal], undefined])
      const { projectId } = draftFinishResponseSchema.parse((await user.post('/draft/finish', { jobId })).body)
      const project = projectSchema.parse((await user.get(`/projects/${projectId}`)).body)
      expect(project.chapters.map((c) => c.removals)).toEqual([undefined, [removal], undefined])
    } finally {
      scripted.removeFrom(1, [])
    }
  })

  it('a repeated or concurrent finish answers the same project and makes no second one', async () => {
    const { user, jobId } = await written()
    const answers = await Promise.all([1, 2, 3].map(() => user.post('/draft/finish', { jobId })))
    const again = await user.post('/draft/finish', { jobId })
    const ids = [...answers, again].map((a) => a.body.projectId)
    expect(new Set(ids).size).toBe(1)
    expect(await projectsOf(user.id)).toEqual([ids[0]])
    expect([...answers, again].map((a) => a.body.creditsSpent)).toEqual([8, 8, 8, 8])
  })

  it("an unfinished or cancelled draft makes no project, nor does a stranger's finish", async () => {
    const user = await draftUser(app)
    const { jobId: open } = (await user.post('/draft/start', startBody())).body as { jobId: string }
    expect((await user.post('/draft/finish', { jobId: open })).status).toBe(409)
    await user.post('/draft/cancel', { jobId: open })
    expect((await user.post('/draft/finish', { jobId: open })).status).toBe(409)
    expect(await projectsOf(user.id)).toEqual([])

    const { user: owner, jobId } = await written(2)
    const stranger = await draftUser(app)
    expect((await stranger.post('/draft/finish', { jobId })).status).toBe(404)
    expect([await projectsOf(stranger.id), await projectsOf(owner.id)]).toEqual([[], []])
  })

  it('a finish after the project was deleted makes it again from the draft', async () => {
    const { user, jobId } = await written()
    const first = (await user.post('/draft/finish', { jobId })).body.projectId as string
    await fetch(`${app.url}/api/projects/${first}`, { method: 'DELETE', headers: { authorization: `Bearer ${user.token}` } })
    const second = (await user.post('/draft/finish', { jobId })).body.projectId as string
    expect(second).not.toBe(first)
    expect(await projectsOf(user.id)).toEqual([second])
  })
})
