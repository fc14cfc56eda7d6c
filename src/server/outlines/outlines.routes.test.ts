import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedOutlineSchema, savedOutlinesResponseSchema } from '@core/saved-outlines.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { createDraftTestProvider, draftUser, outline } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { listLedger } from '../credits/ledger.queries.ts'

const request = { topic: 'sourdough baking', productType: 'guide', tone: 'friendly', targetAudience: 'new bakers' } as const

describe.each(databaseKinds)('saved outlines (%s)', (kind) => {
  let app: TestApp
  const scripted = createDraftTestProvider()
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: { ...scripted.provider, generateOutline: () => Promise.resolve(outline(3)) } })
  })
  afterAll(() => app.close())

  async function user(credits = 8) {
    const u = await draftUser(app, credits)
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${app.url}/api${path}`, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${u.token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { code?: string } }
    }
    const credits_ = async () => (await u.get('/__debug/credits')).body.credits
    const ledger = async () => (await listLedger(app.db, u.id, 20)).map((r) => `${r.kind}:${r.amount}:${r.ref.split(':')[0]}`).reverse()
    /** Pays for an outline; answers its id. */
    const generate = async () => {
      const res = await u.post('/outline', request)
      expect(res.status).toBe(200)
      return res.body.outlineId as string
    }
    const draftBody = (outlineId: string, extra: Record<string, unknown> = {}) => ({ ...request, outline: outline(3), outlineId, ...extra })
    /** Starts, writes and finishes a draft; answers the project's id. */
    const draft = async (outlineId: string, extra: Record<string, unknown> = {}) => {
      const started = await u.post('/draft/start', draftBody(outlineId, extra))
      expect(started.status).toBe(200)
      const jobId = started.body.jobId as string
      for (const index of [0, 1, 2]) expect((await u.post('/draft/next', { jobId, index })).status).toBe(200)
      const done = await u.post('/draft/finish', { jobId })
      expect(done.status).toBe(200)
      return done.body.projectId as string
    }
    return { ...u, call, credits: credits_, ledger, generate, draftBody, draft }
  }

  it('keeps a paid outline on the account with its request, listed as not drafted, paid once', async () => {
    const alice = await user()
    const id = await alice.generate()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const list = savedOutlinesResponseSchema.parse((await alice.call('GET', '/outlines')).body)
    expect(list.outlines).toEqual([
      expect.objectContaining({
        id,
        title: 'Sourdough at Home',
        productType: 'guide',
        chapterCount: 3,
        status: 'not_drafted',
        projectId: null,
      }),
    ])
    const one = savedOutlineSchema.parse((await alice.call('GET', `/outlines/${id}`)).body)
    expect(one).toMatchObject({
      id,
      status: 'not_drafted',
      projectId: null,
      projectTitle: null,
      request,
      outline: { title: 'Sourdough at Home' },
    })
    expect(await alice.credits()).toBe(8)
    expect(await alice.ledger()).toEqual(['grant:2:signup', 'grant:8:test', 'spend:-2:outline'])
  })

  it('saves edits (last write wins) and refuses a malformed outline with validation_failed', async () => {
    const alice = await user()
    const id = await alice.generate()
    const before = savedOutlineSchema.parse((await alice.call('GET', `/outlines/${id}`)).body)
    const edited = { ...outline(2, 'Rye at Home'), chapters: [{ title: 'Starter', plan: 'Feed it.' }, { title: 'Bake' }] }
    await alice.call('PUT', `/outlines/${id}`, { outline: outline(4, 'First edit') })
    const saved = await alice.call('PUT', `/outlines/${id}`, { outline: edited })
    expect(saved.status).toBe(200)
    expect(savedOutlineSchema.parse(saved.body)).toMatchObject({ outline: edited, request })
    const after = savedOutlineSchema.parse((await alice.call('GET', `/outlines/${id}`)).body)
    expect(after.outline).toEqual(edited)
    expect(after.updatedAt >= before.updatedAt).toBe(true)
    expect((await alice.call('GET', '/outlines')).body.outlines).toEqual([
      expect.objectContaining({ title: 'Rye at Home', chapterCount: 2 }),
    ])
    const bad = await alice.call('PUT', `/outlines/${id}`, { outline: { title: '', chapters: [] } })
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed'])
    expect((await alice.call('GET', '/outlines?status=nope')).status).toBe(400)
  })

  it("answers 404 to every request on another user's outline, and changes nothing", async () => {
    const alice = await user()
    const bob = await user()
    const id = await alice.generate()
    for (const [method, path, body] of [
      ['GET', `/outlines/${id}`],
      ['PUT', `/outlines/${id}`, { outline: outline(1, 'Mine now') }],
      ['DELETE', `/outlines/${id}`],
      ['GET', '/outlines/not-a-uuid'],
    ] as const) {
      const res = await bob.call(method, path, body)
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, 'not_found'])
    }
    const start = await bob.post('/draft/start', bob.draftBody(id))
    expect([start.status, start.body.code]).toEqual([404, 'not_found'])
    expect(await bob.credits()).toBe(10)
    expect((await bob.call('GET', '/outlines')).body).toEqual({ outlines: [] })
    expect((await alice.call('GET', `/outlines/${id}`)).body).toMatchObject({ outline: { title: 'Sourdough at Home' } })
    expect((await fetch(`${app.url}/api/outlines`)).status).toBe(401)
  })

  it('is drafting while its draft runs, drafted once the project exists, and a second draft needs `again`: charged once', async () => {
    const alice = await user(16)
    const id = await alice.generate()
    const started = await alice.post('/draft/start', alice.draftBody(id))
    // A repeated start (a reload) resumes the running draft: no second hold.
    expect((await alice.post('/draft/start', alice.draftBody(id))).body.jobId).toBe(started.body.jobId)
    expect((await alice.call('GET', `/outlines/${id}`)).body).toMatchObject({ status: 'drafting', projectId: null })
    expect((await alice.call('GET', '/outlines?status=drafting')).body.outlines).toHaveLength(1)
    const jobId = started.body.jobId as string
    for (const index of [0, 1, 2]) await alice.post('/draft/next', { jobId, index })
    const projectId = (await alice.post('/draft/finish', { jobId })).body.projectId as string
    expect((await alice.call('GET', `/outlines/${id}`)).body).toMatchObject({
      status: 'drafted',
      projectId,
      projectTitle: 'Sourdough at Home',
    })
    expect((await alice.call('GET', '/outlines?status=not_drafted')).body).toEqual({ outlines: [] })

    // The same outline again, without `again` (a second click, another tab): refused before any hold.
    const twice = await alice.post('/draft/start', alice.draftBody(id))
    expect([twice.status, twice.body.code]).toEqual([409, 'outline_drafted'])
    expect(await alice.credits()).toBe(8)
    expect(await alice.ledger()).toEqual(['grant:2:signup', 'grant:16:test', 'spend:-2:outline', 'hold:-8:draft', 'settle:0:draft'])
    expect((await alice.get('/draft/current')).body).toEqual({ job: null })

    // Asked for: a new project, charged 8 once, and the outline names the newest one.
    const second = await alice.draft(id, { again: true })
    expect(second).not.toBe(projectId)
    expect(await alice.credits()).toBe(0)
    expect((await alice.call('GET', `/outlines/${id}`)).body).toMatchObject({ status: 'drafted', projectId: second })
  })

  it('is not drafted again once its projects are deleted; DELETE takes it off the lists and keeps the project', async () => {
    const alice = await user(30)
    const id = await alice.generate()
    const projectId = await alice.draft(id)
    expect((await alice.call('DELETE', `/projects/${projectId}`)).status).toBe(204)
    expect((await alice.call('GET', `/outlines/${id}`)).body).toMatchObject({ status: 'not_drafted', projectId: null })
    expect((await alice.post('/draft/start', alice.draftBody(id))).status).toBe(200)
    await alice.post('/draft/cancel', { jobId: ((await alice.get('/draft/current')).body.job as { jobId: string }).jobId })

    const other = await alice.generate()
    const kept = await alice.draft(other)
    expect((await alice.call('DELETE', `/outlines/${other}`)).status).toBe(204)
    expect((await alice.call('DELETE', `/outlines/${other}`)).status).toBe(404)
    expect((await alice.call('GET', `/outlines/${other}`)).status).toBe(404)
    expect((await alice.call('GET', '/outlines')).body.outlines).toEqual([expect.objectContaining({ id })])
    expect((await alice.call('GET', `/projects/${kept}`)).status).toBe(200)
  })
})
