import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { draftFinishResponseSchema } from '@core/generation-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { asUser } from './as-user.ts'
import { projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { insertProject, lockStorage } from './projects.queries.ts'

const PROJECTS = 3
const BYTES = 40_000

// A document of about `kb` kilobytes (one chapter of plain ASCII text).
const sized = (kb: number) => sampleDocument({ chapters: [{ id: crypto.randomUUID(), title: 'One', content: 'x'.repeat(kb * 1000) }] })

describe.each(databaseKinds)('per-user limits on projects and their size (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider()
  beforeAll(async () => {
    app = await startTestApp({
      kind,
      provider: scripted.provider,
      env: { PROJECTS_PER_USER: String(PROJECTS), DOCUMENT_BYTES_PER_USER: String(BYTES) },
    })
  })
  afterAll(() => app.close())

  const countOf = async (userId: string) =>
    (await app.db.query<{ n: number }>('select count(*)::int as n from public.projects where user_id = $1', [userId])).rows[0]!.n

  it(`refuses a project past ${PROJECTS} (create and duplicate) with a clear 409, and has room again after a delete`, async () => {
    const user = await projectsUser(app)
    const made = [await user.create(), await user.create(), await user.create()]
    const refused = await user.call('POST', '/projects', sampleDocument())
    expect([refused.status, refused.body]).toEqual([
      409,
      {
        code: 'project_limit',
        message: `You have ${PROJECTS} projects, the most an account can keep. Delete one you no longer need to make room.`,
      },
    ])
    expect((await user.call('POST', `/projects/${made[0]!.id}/duplicate`)).body.code).toBe('project_limit')
    expect(await countOf(user.id)).toBe(PROJECTS)
    expect((await user.call('DELETE', `/projects/${made[0]!.id}`)).status).toBe(204)
    expect((await user.call('POST', `/projects/${made[1]!.id}/duplicate`)).status).toBe(201)
  })

  it('refuses a create or save that takes the total past the byte limit; a save that does not grow passes', async () => {
    const user = await projectsUser(app)
    const first = await user.create(sized(25))
    const tooBig = await user.call('POST', '/projects', sized(20))
    expect([tooBig.status, tooBig.body.code]).toEqual([409, 'storage_limit'])
    expect(tooBig.body.message).toMatch(
      /^Your projects would take 4\d KB, over this account's 40 KB\. Delete or shorten a project to make room\.$/,
    )
    const second = await user.create(sized(10))
    expect((await user.call('PUT', `/projects/${second.id}`, sized(20))).body.code).toBe('storage_limit')
    // Refused saves change nothing; shrinking or keeping the size is always allowed.
    expect((await user.call('GET', `/projects/${second.id}`)).body.revision).toBe(1)
    expect((await user.call('PUT', `/projects/${first.id}`, sized(25))).status).toBe(200)
    expect((await user.call('PUT', `/projects/${first.id}`, sized(5))).status).toBe(200)
    expect((await user.call('PUT', `/projects/${second.id}`, sized(20))).status).toBe(200)
  })

  it('lets exactly the allowed number through when creates race', async () => {
    const user = await projectsUser(app)
    const answers = await Promise.all(Array.from({ length: 8 }, () => user.call('POST', '/projects', sampleDocument())))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409])
    expect(await countOf(user.id)).toBe(PROJECTS)
  })

  it.runIf(kind === 'postgres')('a create waits for a concurrent one to commit, then counts it', async () => {
    const user = await projectsUser(app)
    await user.create()
    await user.create()
    let commit = () => {}
    const held = new Promise<void>((resolve) => (commit = resolve))
    let locked = () => {}
    const lockTaken = new Promise<void>((resolve) => (locked = resolve))
    // Another request's transaction: the third project is written but not yet committed.
    const other = asUser(app.db, user.id, async (tx) => {
      await lockStorage(tx)
      await insertProject(tx, sampleDocument())
      locked()
      await held
    })
    await lockTaken
    let settled = false
    const racing = user.call('POST', '/projects', sampleDocument()).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(settled).toBe(false)
    commit()
    await other
    expect([(await racing).status, (await racing).body.code]).toEqual([409, 'project_limit'])
    expect(await countOf(user.id)).toBe(PROJECTS)
  })

  it('a finished draft still becomes a project at the limit: paid text is never lost', async () => {
    const user = await draftUser(app)
    const { jobId } = (await user.post('/draft/start', startBody(outline(3)))).body as { jobId: string }
    await Promise.all([0, 1, 2].map((index) => user.post('/draft/next', { jobId, index })))
    for (let i = 0; i < PROJECTS; i++) expect((await user.post('/projects', sampleDocument())).status).toBe(201)
    const finished = await user.post('/draft/finish', { jobId })
    expect(finished.status).toBe(200)
    const { projectId } = draftFinishResponseSchema.parse(finished.body)
    expect((await user.get(`/projects/${projectId}`)).status).toBe(200)
    expect(await countOf(user.id)).toBe(PROJECTS + 1)
    expect((await user.post('/projects', sampleDocument())).body.code).toBe('project_limit')
  })
})
