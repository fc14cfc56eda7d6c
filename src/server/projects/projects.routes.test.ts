import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ProjectDocument, projectListResponseSchema, projectSchema, saveProjectResponseSchema } from '@core/project-schemas.ts'
import { callApi } from '../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'

const chapter = (content: string) => ({ id: crypto.randomUUID(), title: 'T', content })
const twice = (doc: ProjectDocument) => ({ ...doc, chapters: [doc.chapters[0]!, doc.chapters[0]!] })

describe.each(databaseKinds)('/api/projects (%s)', (kind) => {
  let app: TestApp
  let user: ProjectsUser
  beforeAll(async () => {
    app = await startTestApp({ kind })
    user = await projectsUser(app)
  })
  afterAll(() => app.close())

  it('creates, reads and saves a project; every save is one more revision', async () => {
    const doc = sampleDocument()
    const created = await user.call('POST', '/projects', doc)
    expect(created.status).toBe(201)
    const project = projectSchema.parse(created.body)
    expect(project).toMatchObject({ ...doc, revision: 1 })
    expect(project.createdAt).toBe(new Date(project.createdAt).toISOString())
    expect((await user.call('GET', `/projects/${project.id}`)).body).toEqual(project)

    const edited = { ...doc, title: 'Tomatoes, Revised', currentChapterIndex: 1, chapters: doc.chapters.slice(0, 2) }
    const saved = await user.call('PUT', `/projects/${project.id}`, edited)
    expect(saved.status).toBe(200)
    expect(saveProjectResponseSchema.parse(saved.body)).toMatchObject({ id: project.id, revision: 2 })
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(project.updatedAt))
    const reread = projectSchema.parse((await user.call('GET', `/projects/${project.id}`)).body)
    expect(reread).toMatchObject({ ...edited, revision: 2, createdAt: project.createdAt, updatedAt: saved.body.updatedAt })
    expect((await user.call('PUT', `/projects/${project.id}`, edited)).body.revision).toBe(3)
  })

  it('lists newest updated first, counts them all, and honours limit', async () => {
    const me = await projectsUser(app)
    expect((await me.call('GET', '/projects')).body).toEqual({ projects: [], total: 0 })
    const a = await me.create(sampleDocument({ title: 'A' }))
    const b = await me.create(sampleDocument({ title: 'B' }, 2))
    const c = await me.create(sampleDocument({ title: 'C' }))
    await me.call('PUT', `/projects/${b.id}`, sampleDocument({ title: 'B2' }, 5))
    const list = projectListResponseSchema.parse((await me.call('GET', '/projects')).body)
    expect(list.total).toBe(3)
    expect(list.projects.map((p) => [p.id, p.title, p.chapterCount])).toEqual([
      [b.id, 'B2', 5],
      [c.id, 'C', 3],
      [a.id, 'A', 3],
    ])
    expect(list.projects[0]).not.toHaveProperty('chapters')
    const limited = (await me.call('GET', '/projects?limit=2')).body
    expect([limited.projects.map((p: { id: string }) => p.id), limited.total]).toEqual([[b.id, c.id], 3])
    for (const query of ['?limit=0', '?limit=201', '?limit=x']) {
      expect((await me.call('GET', `/projects${query}`)).body.code).toBe('validation_failed')
    }
  })

  it('renames (trimmed, one revision); a blank title is refused', async () => {
    const project = await user.create()
    const renamed = await user.call('PATCH', `/projects/${project.id}`, { title: '  Balcony Tomatoes  ' })
    expect(renamed.status).toBe(200)
    expect(projectSchema.parse(renamed.body)).toMatchObject({
      id: project.id,
      title: 'Balcony Tomatoes',
      revision: 2,
      chapters: project.chapters,
    })
    const blank = await user.call('PATCH', `/projects/${project.id}`, { title: '   ' })
    expect([blank.status, blank.body.code, blank.body.message]).toEqual([400, 'validation_failed', 'title: Please enter a title'])
  })

  it("duplicates as a new project titled '… (copy)', at revision 1, without touching the original", async () => {
    const project = await user.create(sampleDocument({ currentChapterIndex: 2 }))
    await user.call('PUT', `/projects/${project.id}`, { ...sampleDocument(), chapters: project.chapters, currentChapterIndex: 2 })
    const copy = await user.call('POST', `/projects/${project.id}/duplicate`)
    expect(copy.status).toBe(201)
    const duplicate = projectSchema.parse(copy.body)
    expect(duplicate.id).not.toBe(project.id)
    expect(duplicate).toMatchObject({
      title: 'Tomatoes on a Balcony (copy)',
      revision: 1,
      chapters: project.chapters,
      currentChapterIndex: 2,
    })
    expect((await user.call('GET', `/projects/${project.id}`)).body).toMatchObject({ title: 'Tomatoes on a Balcony', revision: 2 })
    // A title at the limit is shortened so the copy's still fits the schema.
    const long = await user.create(sampleDocument({ title: 'x'.repeat(200) }))
    const longCopy = projectSchema.parse((await user.call('POST', `/projects/${long.id}/duplicate`, {})).body)
    expect(longCopy.title).toBe(`${'x'.repeat(193)} (copy)`)
  })

  it('deletes with 204; then it is gone', async () => {
    const project = await user.create()
    const res = await callApi(app, `/projects/${project.id}`, { method: 'DELETE', token: user.token })
    expect([res.status, await res.text()]).toEqual([204, ''])
    expect((await user.call('GET', `/projects/${project.id}`)).status).toBe(404)
    expect((await user.call('DELETE', `/projects/${project.id}`)).body.code).toBe('not_found')
  })

  it.each([
    ['too many chapters', sampleDocument({}, 31), 'chapters'],
    ['no chapters', sampleDocument({}, 0), 'chapters'],
    ['an unknown product type', { ...sampleDocument(), productType: 'novel' }, 'productType'],
    ['an unknown tone', { ...sampleDocument(), tone: 'grumpy' }, 'tone'],
    ['a chapter id that is not a uuid', sampleDocument({ chapters: [{ id: 'one', title: 'T', content: '' }] }), 'chapters.0.id'],
    ['a chapter over 100,000 characters', sampleDocument({ chapters: [chapter('x'.repeat(100_001))] }), 'chapters.0.content'],
    ['two chapters with one id', twice(sampleDocument()), 'chapters'],
  ])('refuses a document with %s (400) on create and save', async (_name, doc, path) => {
    const project = await user.create()
    for (const [method, url] of [
      ['POST', '/projects'],
      ['PUT', `/projects/${project.id}`],
    ] as const) {
      const res = await user.call(method, url, doc)
      expect([res.status, res.body.code, res.body.issues?.[0]?.path]).toEqual([400, 'validation_failed', path])
    }
    expect((await user.call('GET', `/projects/${project.id}`)).body.revision).toBe(1)
  })

  it('refuses non-JSON (415) and malformed JSON (400)', async () => {
    expect((await user.call('POST', '/projects', 'not json')).body.code).toBe('invalid_json')
    const res = await fetch(`${app.url}/api/projects`, { method: 'POST', headers: { authorization: `Bearer ${user.token}` }, body: 'x' })
    expect(res.status).toBe(415)
  })

  it('clamps a current chapter past the end to the last chapter', async () => {
    const project = await user.create(sampleDocument({ currentChapterIndex: 7 }, 2))
    expect(project.currentChapterIndex).toBe(1)
  })

  it('takes the largest document the limits allow, and answers 413 above the body limit', async () => {
    const project = await user.create()
    const chapters = Array.from({ length: 30 }, (_, i) => ({ id: crypto.randomUUID(), title: `Ch ${i}`, content: 'é'.repeat(100_000) }))
    const big = await user.call('PUT', `/projects/${project.id}`, sampleDocument({ chapters }))
    expect([big.status, big.body.revision]).toEqual([200, 2])
    expect((await user.call('GET', `/projects/${project.id}`)).body.chapters).toEqual(chapters)
    const huge = JSON.stringify(sampleDocument({ description: 'x'.repeat(8 * 1024 * 1024) }))
    const res = await user.call('PUT', `/projects/${project.id}`, huge)
    expect([res.status, res.body.code]).toEqual([413, 'payload_too_large'])
  })

  it('answers 404 for a malformed or unknown id, never 500', async () => {
    const doc = sampleDocument()
    for (const id of ['nope', '1234', `${crypto.randomUUID()}x`, crypto.randomUUID()]) {
      for (const [method, path, body] of [
        ['GET', `/projects/${id}`],
        ['PUT', `/projects/${id}`, doc],
        ['PATCH', `/projects/${id}`, { title: 'T' }],
        ['DELETE', `/projects/${id}`],
        ['POST', `/projects/${id}/duplicate`],
        ['GET', `/projects/${id}/versions?chapterId=${doc.chapters[0]!.id}`],
        ['POST', `/projects/${id}/versions`, { chapterId: doc.chapters[0]!.id, title: 'T', content: 'C', reason: 'regenerate' }],
      ] as const) {
        const res = await user.call(method, path, body)
        expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, 'not_found'])
      }
    }
  })

  it('answers 401 without a user session (none, or the anon key) and never caches', async () => {
    const project = await user.create()
    const paths = [
      ['GET', '/projects'],
      ['POST', '/projects'],
      ['GET', `/projects/${project.id}`],
      ['PUT', `/projects/${project.id}`],
      ['PATCH', `/projects/${project.id}`],
      ['DELETE', `/projects/${project.id}`],
      ['POST', `/projects/${project.id}/duplicate`],
      ['GET', `/projects/${project.id}/versions`],
      ['POST', `/projects/${project.id}/versions`],
    ] as const
    for (const [method, path] of paths) {
      for (const token of [undefined, app.anonKey]) {
        const res = await callApi(app, path, {
          method,
          token,
          body: method === 'GET' || method === 'DELETE' ? undefined : sampleDocument(),
        })
        expect([method, path, res.status]).toEqual([method, path, 401])
      }
    }
    expect((await user.call('GET', `/projects/${project.id}`)).body.revision).toBe(1)
    for (const path of ['/projects', `/projects/${project.id}`]) {
      expect((await user.call('GET', path)).headers.get('cache-control')).toBe('no-store')
    }
  })
})
