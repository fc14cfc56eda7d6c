import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chapterVersionListResponseSchema } from '@core/project-schemas.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { type ProjectsUser, projectsUser } from '../../../tests/support/project-test-kit.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import type { Queryable } from '../db/database.ts'
import { enterRequestRole } from '../rest/rest.queries.ts'

// The smallest budget the configuration allows: six versions of the largest chapter do not fit.
const BUDGET = 512 * 1024
const PER_MINUTE = 6
const CHAPTER = 100_000

// Chapter history is metered (decision 73): an account keeps at most HISTORY_BYTES_PER_USER of
// versions, the oldest forgotten first, through the API and through a user's token alike.
describe.each(databaseKinds)('chapter history within the account budget (%s)', (kind) => {
  let app: TestApp
  const clock = new TestClock()
  beforeAll(async () => {
    app = await startTestApp({
      kind,
      clock,
      env: { HISTORY_BYTES_PER_USER: String(BUDGET), VERSION_WRITES_PER_MINUTE: String(PER_MINUTE) },
    })
  })
  afterAll(() => app.close())

  const keep = (user: ProjectsUser, projectId: string, chapterId: string, content: string) =>
    user.call('POST', `/projects/${projectId}/versions`, { chapterId, title: 'Part 1', content, reason: 'regenerate' })
  const listed = async (user: ProjectsUser, projectId: string, chapterId: string) =>
    chapterVersionListResponseSchema
      .parse((await user.call('GET', `/projects/${projectId}/versions?chapterId=${chapterId}`)).body)
      .versions.map((v) => v.content.slice(0, 3))
  const usage = async (userId: string) =>
    (
      await app.db.query<{ n: number; bytes: number }>(
        `select count(*)::int as n, coalesce(sum(octet_length(title) + octet_length(content)), 0)::float8 as bytes
         from public.chapter_versions where user_id = $1`,
        [userId],
      )
    ).rows[0]!
  /** A text of `size` characters whose first three name it, e.g. `a01xxx…`. */
  const text = (name: string, size: number) => name + 'x'.repeat(size - name.length)

  /** What a hosted Data API request does with a user's token: one committed transaction as `authenticated`. */
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
  /** `rows` versions of one chapter in one statement, each `size` characters named `<prefix><nn>` (a one-character prefix). */
  const insertVersions = (tx: Queryable, projectId: string, chapterId: string, prefix: string, rows: number, size: number) =>
    tx.query(
      `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
       select $1, auth.uid(), $2, 'T', $3 || lpad(n::text, 2, '0') || repeat('x', $5 - 3), 'restore' from generate_series(1, $4) n`,
      [projectId, chapterId, prefix, rows, size],
    )

  it('forgets the oldest versions of the account, never refusing a keep, and leaves other accounts alone', async () => {
    const [alice, bob] = [await projectsUser(app), await projectsUser(app)]
    const bobs = await bob.create()
    expect((await keep(bob, bobs.id, bobs.chapters[0]!.id, text('b01', CHAPTER))).status).toBe(201)
    const [one, two] = [await alice.create(), await alice.create()]
    const [first, second] = [one.chapters[0]!.id, two.chapters[0]!.id]
    for (const name of ['a01', 'a02', 'a03']) expect((await keep(alice, one.id, first, text(name, CHAPTER))).status).toBe(201)
    for (const name of ['a04', 'a05']) expect((await keep(alice, two.id, second, text(name, CHAPTER))).status).toBe(201)
    expect((await usage(alice.id)).n).toBe(5)
    // A sixth would take the account past its budget: the oldest goes, in whichever project it is.
    const sixth = await keep(alice, two.id, second, text('a06', CHAPTER))
    expect(sixth.status).toBe(201)
    expect(await listed(alice, one.id, first)).toEqual(['a03', 'a02'])
    expect(await listed(alice, two.id, second)).toEqual(['a06', 'a05', 'a04'])
    expect((await usage(alice.id)).bytes).toBeLessThanOrEqual(BUDGET)
    // The document itself saves as ever.
    const saved = await alice.call('PUT', `/projects/${one.id}`, { ...one, chapters: [{ ...one.chapters[0]!, content: 'new text' }] })
    expect(saved.status).toBe(200)
    expect(await listed(bob, bobs.id, bobs.chapters[0]!.id)).toEqual(['b01'])
  })

  it(`allows ${PER_MINUTE} versions a minute per user, then 429 rate_limited with Retry-After; other users are unaffected`, async () => {
    const [carol, dave] = [await projectsUser(app), await projectsUser(app)]
    const project = await carol.create()
    const chapterId = project.chapters[0]!.id
    // The clock stands still (decision 0119): every version below falls in one minute's window.
    for (let n = 1; n <= PER_MINUTE; n++) expect((await keep(carol, project.id, chapterId, `v${n}`)).status).toBe(201)
    clock.advance(20)
    const limited = await keep(carol, project.id, chapterId, 'one too many')
    expect(limited.body).toEqual({
      code: 'rate_limited',
      message: expect.stringMatching(new RegExp(`^Too many chapter versions kept: at most ${PER_MINUTE} a minute\\. Please wait `)),
    })
    expect(limited.headers.get('retry-after')).toBe('40')
    expect(limited.headers.get('cache-control')).toBe('no-store')
    const daves = await dave.create()
    expect((await keep(dave, daves.id, daves.chapters[0]!.id, 'mine')).status).toBe(201)
  })

  it("holds a user's token to the budget too, and refuses more than 30 versions in one write before writing them", async () => {
    const erin = await projectsUser(app)
    const project = await erin.create()
    const chapterId = crypto.randomUUID()
    // 31 rows in one statement: refused at the 31st, nothing kept.
    expect(await direct(erin, (tx) => insertVersions(tx, project.id, chapterId, 'm', 31, 10))).toBe('PT409 storage_limit')
    // Two statements in one transaction add up.
    expect(
      await direct(erin, async (tx) => {
        await insertVersions(tx, project.id, chapterId, 'm', 20, 10)
        await insertVersions(tx, project.id, crypto.randomUUID(), 'n', 11, 10)
      }),
    ).toBe('PT409 storage_limit')
    expect((await usage(erin.id)).n).toBe(0)
    // 8 large ones fit the per-write count but not the budget: the newest that fit are kept.
    expect(await direct(erin, (tx) => insertVersions(tx, project.id, chapterId, 'L', 8, CHAPTER))).toBe('ok')
    expect(await listed(erin, project.id, chapterId)).toEqual(['L08', 'L07', 'L06', 'L05', 'L04'])
    expect((await usage(erin.id)).bytes).toBeLessThanOrEqual(BUDGET)
    // One at a time, as the API writes: each keeps the account within the budget.
    for (const name of ['s', 't'])
      expect(await direct(erin, (tx) => insertVersions(tx, project.id, chapterId, name, 1, CHAPTER))).toBe('ok')
    expect(await listed(erin, project.id, chapterId)).toEqual(['t01', 's01', 'L08', 'L07', 'L06'])
  })

  it('lets two writes at once share the last room: both kept, the oldest forgotten, the account within its budget', async () => {
    const frank = await projectsUser(app)
    const project = await frank.create()
    const chapterId = crypto.randomUUID()
    expect(await direct(frank, (tx) => insertVersions(tx, project.id, chapterId, 'o', 4, CHAPTER))).toBe('ok')
    // Room for one more; on PostgreSQL both rows are written before either transaction commits.
    let arrived = 0
    let release: () => void = () => undefined
    const bothWritten = new Promise<void>((done) => (release = done))
    const meet = kind === 'postgres' ? () => ((arrived += 1) === 2 && release(), bothWritten) : undefined
    const insert = (name: string) => direct(frank, (tx) => insertVersions(tx, project.id, chapterId, name, 1, CHAPTER), meet)
    expect(await Promise.all([insert('p'), insert('q')])).toEqual(['ok', 'ok'])
    const kept = await listed(frank, project.id, chapterId)
    expect(kept.slice(2)).toEqual(['o04', 'o03', 'o02'])
    expect(kept.slice(0, 2).sort()).toEqual(['p01', 'q01'])
    expect((await usage(frank.id)).bytes).toBeLessThanOrEqual(BUDGET)
  })

  it('keeps at most 10,000 versions in an account however small, the oldest forgotten first', async () => {
    const hana = await projectsUser(app)
    const projects = [] as string[]
    for (let n = 0; n < 8; n++) projects.push((await hana.create()).id)
    // 1,250 in each project (within its 1,500), seeded without the triggers to keep this test fast.
    await app.db.transaction(async (tx) => {
      await tx.query("set local session_replication_role = 'replica'")
      await tx.query(
        `insert into public.chapter_versions (project_id, user_id, chapter_id, title, content, reason)
         select ($1::uuid[])[1 + (n - 1) / 1250], $2, gen_random_uuid(), 'T', 'v' || n, 'restore' from generate_series(1, 10000) n`,
        [projects, hana.id],
      )
    })
    const chapterId = crypto.randomUUID()
    expect((await keep(hana, projects[7]!, chapterId, 'newest')).status).toBe(201)
    expect((await usage(hana.id)).n).toBe(10_000)
    const oldest = await app.db.query<{ content: string }>(
      'select content from public.chapter_versions where user_id = $1 order by created_at, seq limit 1',
      [hana.id],
    )
    expect(oldest.rows[0]?.content).toBe('v2')
    expect(await listed(hana, projects[7]!, chapterId)).toEqual(['new'])
  })

  it("frees room when a chapter's own pruning or a deleted project drops versions", async () => {
    const gina = await projectsUser(app)
    const [old, busy, next] = [await gina.create(), await gina.create(), await gina.create()]
    const oldChapter = old.chapters[0]!.id
    const busyChapter = busy.chapters[0]!.id
    expect(await direct(gina, (tx) => insertVersions(tx, old.id, oldChapter, 'o', 1, 20_000))).toBe('ok')
    // 20,001 + 50 × 10,001 bytes: within the budget.
    for (let batch = 0; batch < 5; batch++) {
      expect(await direct(gina, (tx) => insertVersions(tx, busy.id, busyChapter, `${batch}`, 10, 10_000))).toBe('ok')
    }
    // The 51st version of a chapter drops its 1st (migration 0005) before the budget is reckoned.
    expect(await direct(gina, (tx) => insertVersions(tx, busy.id, busyChapter, 'z', 1, 10_000))).toBe('ok')
    expect(await listed(gina, old.id, oldChapter)).toEqual(['o01'])
    expect((await listed(gina, busy.id, busyChapter)).at(-1)).toBe('002')
    // Deleting a project frees its history's room: 25 × 20,001 more fit beside the oldest version.
    expect((await gina.call('DELETE', `/projects/${busy.id}`)).status).toBe(204)
    const nextChapter = next.chapters[0]!.id
    expect(await direct(gina, (tx) => insertVersions(tx, next.id, nextChapter, 'n', 25, 20_000))).toBe('ok')
    expect(await listed(gina, old.id, oldChapter)).toEqual(['o01'])
    // One more does not fit: the oldest in the account goes.
    expect(await direct(gina, (tx) => insertVersions(tx, next.id, nextChapter, 'p', 1, 20_000))).toBe('ok')
    expect(await listed(gina, old.id, oldChapter)).toEqual([])
    expect((await listed(gina, next.id, nextChapter)).length).toBe(26)
  })
})
