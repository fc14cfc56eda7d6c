import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { Queryable } from '../db/database.ts'
import { enterRequestRole, type RestRole } from '../rest/rest.queries.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'

describe.each(databaseKinds)('projects are private to their owner (%s)', (kind) => {
  let app: TestApp
  let alice: ProjectsUser
  let bob: ProjectsUser
  let project: Awaited<ReturnType<ProjectsUser['create']>>
  beforeAll(async () => {
    app = await startTestApp({ kind })
    alice = await projectsUser(app)
    bob = await projectsUser(app)
    project = await alice.create()
    const version = { chapterId: project.chapters[0]!.id, title: 'T', content: 'old', reason: 'grammar' }
    await alice.call('POST', `/projects/${project.id}/versions`, version)
  })
  afterAll(() => app.close())

  /** Runs SQL the way the server runs a request's queries; rolled back, so nothing sticks. */
  async function as<T>(role: RestRole, userId: string | null, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    let result: T
    await app.db
      .transaction(async (tx) => {
        await enterRequestRole(tx, role, userId ? { sub: userId, role } : { role })
        result = await fn(tx)
        throw new Error('rollback')
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error
      })
    return result!
  }
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'succeeded',
      (error: { code?: string }) => error.code,
    )

  it("answers 404 to every request on someone else's project, and changes nothing", async () => {
    const chapterId = project.chapters[0]!.id
    const requests = [
      ['GET', `/projects/${project.id}`],
      ['PUT', `/projects/${project.id}`, sampleDocument({ title: 'Mine now' })],
      ['PATCH', `/projects/${project.id}`, { title: 'Mine now' }],
      ['POST', `/projects/${project.id}/duplicate`],
      ['GET', `/projects/${project.id}/versions?chapterId=${chapterId}`],
      ['POST', `/projects/${project.id}/versions`, { chapterId, title: 'T', content: 'C', reason: 'regenerate' }],
      ['DELETE', `/projects/${project.id}`],
    ] as const
    for (const [method, path, body] of requests) {
      const res = await bob.call(method, path, body)
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, 'not_found'])
    }
    expect((await bob.call('GET', '/projects')).body).toEqual({ projects: [], total: 0 })
    const mine = await alice.call('GET', `/projects/${project.id}`)
    expect(mine.body).toMatchObject({ title: project.title, revision: 1, chapters: project.chapters })
    const versions = await alice.call('GET', `/projects/${project.id}/versions?chapterId=${chapterId}`)
    expect(versions.body.versions.map((v: { content: string }) => v.content)).toEqual(['old'])
    expect((await alice.call('GET', '/projects')).body.total).toBe(1)
  })

  it("under Bob's role the database itself shows and changes none of Alice's rows", async () => {
    const seen = await as('authenticated', bob.id, async (tx) => ({
      projects: (await tx.query('select id from public.projects')).rows.length,
      versions: (await tx.query('select id from public.chapter_versions')).rows.length,
      updated: (await tx.query("update public.projects set title = 'x' where id = $1", [project.id])).rowCount,
      deleted: (await tx.query('delete from public.projects where id = $1', [project.id])).rowCount,
    }))
    expect(seen).toEqual({ projects: 0, versions: 0, updated: 0, deleted: 0 })
    // Alice's own role does see them: the zero above is the policy, not an empty table.
    expect(await as('authenticated', alice.id, async (tx) => (await tx.query('select id from public.projects')).rows.length)).toBe(1)
  })

  it('refuses rows written in the name of, or into the project of, someone else', async () => {
    const doc = [project.title, '', 'guide', 'friendly', '[{"id":"00000000-0000-4000-8000-000000000000","title":"t","content":""}]']
    const asBob = (sql: string, params: unknown[]) => failure(as('authenticated', bob.id, (tx) => tx.query(sql, params)))
    const insertProject = `insert into public.projects (user_id, title, description, product_type, tone, chapters)
      values ($1, $2, $3, $4, $5, $6::jsonb)`
    expect(await asBob(insertProject, [alice.id, ...doc])).toBe('42501')
    expect(await asBob(insertProject, [bob.id, ...doc])).toBe('succeeded')
    const insertVersion = `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
      values ($1, $2, $3, 't', 'c', 'style')`
    expect(await asBob(insertVersion, [project.id, bob.id, project.chapters[0]!.id])).toBe('42501')
    expect(await asBob(insertVersion, [project.id, alice.id, project.chapters[0]!.id])).toBe('42501')
  })

  it('gives users no say over ids, owners, the draft link or history, and anon nothing', async () => {
    const asAlice = (sql: string) => failure(as('authenticated', alice.id, (tx) => tx.query(sql, [project.id])))
    expect(await asAlice('update public.projects set source_draft_job_id = gen_random_uuid() where id = $1')).toBe('42501')
    expect(await asAlice('update public.projects set user_id = user_id where id = $1')).toBe('42501')
    expect(await asAlice('update public.projects set id = gen_random_uuid() where id = $1')).toBe('42501')
    expect(await asAlice("update public.chapter_versions set content = 'x' where project_id = $1")).toBe('42501')
    expect(await asAlice('delete from public.chapter_versions where project_id = $1')).toBe('42501')
    expect(await asAlice("update public.projects set title = 'ok' where id = $1")).toBe('succeeded')
    for (const table of ['projects', 'chapter_versions']) {
      expect(await failure(as('anon', null, (tx) => tx.query(`select 1 from public.${table}`)))).toBe('42501')
    }
  })
})
