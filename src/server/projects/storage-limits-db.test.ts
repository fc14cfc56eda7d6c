import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { uploadImage } from '../../../tests/support/image-upload.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import type { Queryable } from '../db/database.ts'
import { samplePng } from '../../../tests/support/export/image-samples.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'
import { writeStorageLimits } from './storage-limits.queries.ts'

const KB = 1024
const env = {
  PROJECTS_PER_USER: '3',
  DOCUMENT_BYTES_PER_USER: String(40 * KB),
  PROJECT_IMAGES_MAX: '3',
  PROJECT_IMAGE_BYTES: String(12 * KB),
  IMAGE_BYTES_PER_USER: String(20 * KB),
  EXPORT_IMAGE_MAX_BYTES: String(6 * KB),
  HISTORY_BYTES_PER_USER: String(512 * KB),
}
const limits = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, Number(value)])) as unknown as Parameters<
  typeof writeStorageLimits
>[1]

// What a hosted Data API request does with a user's token: one committed transaction as `authenticated`.
describe.each(databaseKinds)('storage limits hold writes that go around the API (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind, env })
  })
  afterAll(() => app.close())

  /** Commits (the checks run at commit), answering 'ok' or the error's SQLSTATE and message. */
  const direct = (user: ProjectsUser, fn: (tx: Queryable) => Promise<unknown>, beforeCommit?: () => Promise<unknown>) =>
    app.db
      .transaction(async (tx) => {
        await enterRequestRole(tx, 'authenticated', { sub: user.id, role: 'authenticated' })
        await fn(tx)
        await beforeCommit?.()
      })
      .then(
        () => 'ok',
        (error: { code?: string; message?: string }) => `${error.code} ${error.message}`,
      )
  const insertImage = (user: ProjectsUser, projectId: string, bytes: number) =>
    direct(user, (tx) =>
      tx.query(
        `insert into public.project_images (project_id, user_id, content_type, bytes, width, height)
         values ($1, auth.uid(), 'image/png', decode(repeat('00', $2), 'hex'), 1, 1)`,
        [projectId, bytes],
      ),
    )
  const insertProject = (user: ProjectsUser, content = '') =>
    direct(user, (tx) =>
      tx.query(
        `insert into public.projects (user_id, title, product_type, tone, chapters)
         values (auth.uid(), 'Direct', 'guide', 'friendly', jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'title', 't', 'content', $1::text)))`,
        [content],
      ),
    )
  const count = async (table: string, userId: string) =>
    (await app.db.query<{ n: number }>(`select count(*)::int as n from public.${table} where user_id = $1`, [userId])).rows[0]!.n

  it("refuses direct image inserts past a project's count and bytes, the account's bytes and the per-image cap", async () => {
    const alice = await projectsUser(app)
    const [one, two, three] = [(await alice.create()).id, (await alice.create()).id, (await alice.create()).id]
    expect(await insertImage(alice, one, 7 * KB)).toBe('PT413 image_too_large')
    for (let i = 0; i < 3; i += 1) expect(await insertImage(alice, one, KB)).toBe('ok')
    expect(await insertImage(alice, one, KB)).toBe('PT409 image_limit')
    expect(await insertImage(alice, two, 6 * KB)).toBe('ok')
    expect(await insertImage(alice, two, 6 * KB)).toBe('ok')
    expect(await insertImage(alice, two, KB)).toBe('PT409 image_limit')
    // 3 + 12 KB kept; 6 more would take the account past 20 KB.
    expect(await insertImage(alice, three, 5 * KB)).toBe('ok')
    expect(await insertImage(alice, three, 1 * KB)).toBe('PT409 image_limit')
    expect(await count('project_images', alice.id)).toBe(6)
  })

  it('refuses direct project inserts past the count and document growth past the bytes, but lets a document shrink', async () => {
    const bob = await projectsUser(app)
    await bob.create()
    expect(await insertProject(bob)).toBe('ok')
    expect(await insertProject(bob, 'x'.repeat(10 * KB))).toBe('ok')
    expect(await insertProject(bob)).toBe('PT409 project_limit')
    expect(await count('projects', bob.id)).toBe(3)
    const grow = (by: number) =>
      direct(bob, (tx) => tx.query(`update public.projects set title = title || repeat('y', $1) where title like 'Direct%'`, [by]))
    expect(await grow(8 * KB)).toBe('ok')
    expect(await grow(8 * KB)).toBe('PT409 storage_limit')
    const shrink = () => direct(bob, (tx) => tx.query(`update public.projects set title = 'Direct' where title like 'Direct%'`))
    await writeStorageLimits(app.db, { ...limits, DOCUMENT_BYTES_PER_USER: KB })
    try {
      expect(await grow(1)).toBe('PT409 storage_limit')
      expect(await shrink()).toBe('ok')
    } finally {
      await writeStorageLimits(app.db, limits)
    }
  })

  it('refuses a direct chapter version longer than a chapter', async () => {
    const dave = await projectsUser(app)
    const project = await dave.create()
    const version = (content: string) =>
      direct(dave, (tx) =>
        tx.query(
          `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
           values ($1, auth.uid(), gen_random_uuid(), 'Chapter', $2, 'restore')`,
          [project.id, content],
        ),
      )
    expect(await version('x'.repeat(100_000))).toBe('ok')
    expect(await version('x'.repeat(100_001))).toMatch(/^23514 /)
  })

  it('lets only one of two inserts at once take the last place', async () => {
    const carol = await projectsUser(app)
    const project = (await carol.create()).id
    for (let i = 0; i < 2; i += 1) expect(await insertImage(carol, project, KB)).toBe('ok')
    // On PostgreSQL both rows are written before either transaction commits; PGlite runs one at a time.
    let arrived = 0
    let release: () => void = () => undefined
    const bothWritten = new Promise<void>((done) => (release = done))
    const meet = kind === 'postgres' ? () => ((arrived += 1) === 2 && release(), bothWritten) : undefined
    const insert = () =>
      direct(
        carol,
        (tx) =>
          tx.query(
            `insert into public.project_images (project_id, user_id, content_type, bytes, width, height) values ($1, auth.uid(), 'image/png', '\\x00', 1, 1)`,
            [project],
          ),
        meet,
      )
    expect((await Promise.all([insert(), insert()])).sort()).toEqual(['PT409 image_limit', 'ok'])
    expect(await count('project_images', carol.id)).toBe(3)
  })

  it('answers the API codes when the database refuses what the API let through', async () => {
    const dave = await projectsUser(app)
    const project = (await dave.create()).id
    await writeStorageLimits(app.db, { ...limits, PROJECT_IMAGES_MAX: 1, PROJECTS_PER_USER: 1 })
    try {
      expect((await uploadImage(app, project, samplePng(8, 8), { token: dave.token })).status).toBe(201)
      const second = await uploadImage(app, project, samplePng(8, 8), { token: dave.token })
      expect([second.status, ((await second.json()) as { code: string }).code]).toEqual([409, 'image_limit'])
      const another = await dave.call('POST', '/projects', sampleDocument())
      expect([another.status, another.body.code]).toEqual([409, 'project_limit'])
    } finally {
      await writeStorageLimits(app.db, limits)
    }
  })
})
