import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapterVersionListResponseSchema, chapterVersionSchema } from '@core/project-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { type ProjectsUser, projectsUser } from '../../../tests/support/project-test-kit.ts'

describe.each(databaseKinds)('/api/projects/:id/versions (%s)', (kind) => {
  let app: TestApp
  let user: ProjectsUser
  beforeAll(async () => {
    // One user keeps more than a minute's VERSION_WRITES_PER_MINUTE here (history-limits.test.ts tests the limit).
    app = await startTestApp({ kind, env: { VERSION_WRITES_PER_MINUTE: '10000' } })
    user = await projectsUser(app)
  })
  afterAll(() => app.close())

  const keep = (projectId: string, chapterId: string, content: string, reason = 'regenerate') =>
    user.call('POST', `/projects/${projectId}/versions`, { chapterId, title: 'Part 1', content, reason })
  const versions = async (projectId: string, chapterId: string) =>
    chapterVersionListResponseSchema.parse((await user.call('GET', `/projects/${projectId}/versions?chapterId=${chapterId}`)).body).versions
  const count = async (projectId: string) =>
    (await app.db.query<{ n: number }>('select count(*)::int as n from public.chapter_versions where project_id = $1', [projectId]))
      .rows[0]!.n

  it('keeps versions of one chapter and lists them newest first', async () => {
    const { id, chapters } = await user.create()
    const [first, second] = [chapters[0]!.id, chapters[1]!.id]
    const kept = await keep(id, first, 'one', 'shorter')
    expect(kept.status).toBe(201)
    expect(chapterVersionSchema.parse(kept.body)).toMatchObject({ chapterId: first, title: 'Part 1', content: 'one', reason: 'shorter' })
    await keep(id, second, 'other chapter')
    await keep(id, first, 'two', 'style')
    await keep(id, first, 'three', 'restore')
    await keep(id, first, 'four', 'selection')
    const list = await versions(id, first)
    expect(list.map((v) => [v.content, v.reason])).toEqual([
      ['four', 'selection'],
      ['three', 'restore'],
      ['two', 'style'],
      ['one', 'shorter'],
    ])
    expect(list[3]).toEqual(kept.body)
    expect((await versions(id, second)).map((v) => v.content)).toEqual(['other chapter'])
  })

  it('accepts a chapter id the saved document does not have yet (kept before the save that adds it)', async () => {
    const { id } = await user.create()
    const newChapter = crypto.randomUUID()
    expect((await keep(id, newChapter, 'before')).status).toBe(201)
    expect((await versions(id, newChapter)).map((v) => v.content)).toEqual(['before'])
  })

  it('keeps only the newest 50 versions of a chapter', async () => {
    const { id, chapters } = await user.create()
    const chapterId = chapters[0]!.id
    for (let n = 1; n <= 53; n++) expect((await keep(id, chapterId, `v${n}`)).status).toBe(201)
    const list = await versions(id, chapterId)
    expect(list).toHaveLength(50)
    expect([list[0]!.content, list.at(-1)!.content]).toEqual(['v53', 'v4'])
  })

  it('keeps only the newest 1500 versions of a project, across chapter ids', async () => {
    const { id } = await user.create()
    await app.db.query(
      `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
       select $1, $2, gen_random_uuid(), 't', 'v' || n, 'regenerate' from generate_series(1, 1510) n`,
      [id, user.id],
    )
    expect(await count(id)).toBe(1500)
    const oldest = await app.db.query<{ content: string }>(
      'select content from public.chapter_versions where project_id = $1 order by created_at, seq limit 1',
      [id],
    )
    expect(oldest.rows[0]?.content).toBe('v11')
  })

  it('refuses a bad version (400) and needs chapterId to list', async () => {
    const { id, chapters } = await user.create()
    const chapterId = chapters[0]!.id
    for (const [body, path] of [
      [{ chapterId, title: 'T', content: 'C', reason: 'whim' }, 'reason'],
      [{ chapterId: 'x', title: 'T', content: 'C', reason: 'style' }, 'chapterId'],
      [{ chapterId, title: 'T', content: 'x'.repeat(100_001), reason: 'style' }, 'content'],
      [{ chapterId, title: 'T', reason: 'style' }, 'content'],
    ] as const) {
      const res = await user.call('POST', `/projects/${id}/versions`, body)
      expect([res.status, res.body.code, res.body.issues[0].path]).toEqual([400, 'validation_failed', path])
    }
    for (const query of ['', '?chapterId=', '?chapterId=nope']) {
      const res = await user.call('GET', `/projects/${id}/versions${query}`)
      expect([res.status, res.body.code]).toEqual([400, 'validation_failed'])
    }
    expect(await count(id)).toBe(0)
  })

  it("a project's versions go with it; a duplicate starts with none", async () => {
    const { id, chapters } = await user.create()
    const chapterId = chapters[0]!.id
    await keep(id, chapterId, 'old')
    const copy = (await user.call('POST', `/projects/${id}/duplicate`)).body
    expect(copy.chapters[0].id).toBe(chapterId)
    expect(await versions(copy.id, chapterId)).toEqual([])
    expect((await user.call('DELETE', `/projects/${id}`)).status).toBe(204)
    expect(await count(id)).toBe(0)
    expect((await user.call('GET', `/projects/${id}/versions?chapterId=${chapterId}`)).status).toBe(404)
  })
})
