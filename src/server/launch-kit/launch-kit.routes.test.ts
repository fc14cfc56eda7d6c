import JSZip from 'jszip'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CREDIT_COSTS } from '@core/generation.ts'
import { LAUNCH_PIECES, type LaunchPiece } from '@core/launch-kit.ts'
import { launchKitResponseSchema, launchKitSchema, type LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { balanceOf, callApi, setBalance } from '../../../tests/support/api-user.ts'
import { captureSuiteLog } from '../../../tests/support/capture-log.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { type ProjectsUser, projectsUser, sampleDocument } from '../../../tests/support/project-test-kit.ts'
import { scriptedProvider } from '../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import { writeLaunchPieceOffline } from '../generation/launch-kit/offline/launch-offline.ts'
import { createOfflineWriter } from '../generation/providers/offline/offline-writer.ts'
import type { GenerationProvider, LaunchPieceJob } from '../generation/providers/provider.ts'
import { ProviderError } from '../generation/providers/provider-error.ts'
import { spendCredits } from '../credits/ledger.ts'

const LIMIT = 3

/** The offline writer's pieces behind a script: a piece can fail, every call can wait at a gate, and each call is kept. */
function launchWriter() {
  const base = scriptedProvider('scripted').provider
  const calls: LaunchPieceJob[] = []
  const failing = new Map<LaunchPiece, Error>()
  let gate: { open: Promise<void>; release: () => void; arrived: number } | undefined
  const provider: GenerationProvider = {
    ...base,
    async writeLaunchPiece<P extends LaunchPiece>(job: LaunchPieceJob<P>): Promise<LaunchPieceValue<P>> {
      calls.push(job as LaunchPieceJob)
      if (gate) {
        gate.arrived++
        const { signal } = job
        await new Promise<void>((resolve, reject) => {
          if (signal?.aborted) return reject(signal.reason)
          signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
          void gate!.open.then(resolve)
        })
      }
      const failure = failing.get(job.piece)
      if (failure) throw failure
      const value = writeLaunchPieceOffline(job)
      if (job.piece === 'leadMagnet' && job.instruction) return { ...value, title: `Rewritten: ${job.instruction}` } as LaunchPieceValue<P>
      return value
    },
  }
  return {
    provider,
    calls,
    fail: (piece: LaunchPiece, error: Error = new ProviderError('unavailable', 'The AI provider is unavailable.')) =>
      failing.set(piece, error),
    heal: () => failing.clear(),
    hold() {
      let release = () => {}
      const open = new Promise<void>((done) => (release = done))
      gate = { open, release, arrived: 0 }
      const held = gate
      return {
        arrived: () => held.arrived,
        release() {
          gate = undefined
          release()
        },
      }
    },
  }
}

const FIRST_CHAPTER = 'The first chapter says water daily in July, and check every pot before breakfast.'

describe.each(databaseKinds)('the launch kit API (%s)', (kind) => {
  let app: TestApp
  let clock: TestClock
  const writer = launchWriter()
  let owner: ProjectsUser
  let projectId: string
  const kitPath = (id = projectId) => `/projects/${id}/launch-kit`
  const writeKit = (body: unknown = {}, user = owner) => user.call('POST', kitPath(), body)

  captureSuiteLog()
  beforeAll(async () => {
    clock = new TestClock()
    app = await startTestApp({ kind, clock, provider: writer.provider, env: { CHAPTER_RATE_LIMIT_PER_MINUTE: String(LIMIT) } })
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    clock.advance(3600)
    writer.heal()
    writer.calls.length = 0
    owner = await projectsUser(app)
    await setBalance(app, owner.id, 5)
    const doc = sampleDocument({ language: 'en' })
    doc.chapters[0] = { ...doc.chapters[0]!, title: 'Introduction', matter: 'front', content: '## Introduction\n\nWhy pots.' }
    doc.chapters[1] = { ...doc.chapters[1]!, content: `## Part 2\n\n${FIRST_CHAPTER}` }
    projectId = (await owner.create(doc)).id
  })

  it('answers an empty kit before the first, then charges 2 credits once for the whole kit', async () => {
    const empty = await owner.call('GET', kitPath())
    expect(empty.status).toBe(200)
    expect(empty.headers.get('cache-control')).toBe('no-store')
    expect(launchKitResponseSchema.parse(empty.body)).toMatchObject({
      kdp: null,
      leadMagnet: null,
      status: 'none',
      paid: false,
      meta: {},
      flags: [],
      updatedAt: null,
    })

    const res = await writeKit()
    expect(res.status).toBe(200)
    const kit = launchKitResponseSchema.parse(res.body)
    expect(kit).toMatchObject({ status: 'ready', paid: true, creditsSpent: CREDIT_COSTS.launchKit, creditsLeft: 3 })
    expect(await balanceOf(app, owner.id)).toBe(3)
    expect(writer.calls.map((c) => c.piece).sort()).toEqual([...LAUNCH_PIECES].sort())
    // The brief is the saved book: chapter 1 is the first numbered chapter, and every chapter is summarised.
    const brief = writer.calls[0]!.brief
    expect(brief.firstChapter).toEqual({ title: 'Part 2', content: `## Part 2\n\n${FIRST_CHAPTER}` })
    expect(brief.chapters[0]).toMatchObject({ title: 'Introduction', matter: 'front' })
    expect(brief.chapters[1]!.summary).toContain('water daily in July')
    expect(brief.wordCount).toBeGreaterThan(20)
    expect(brief.language).toBe('en')
    for (const piece of LAUNCH_PIECES) expect(kit.meta[piece]).toMatchObject({ writer: 'scripted', sample: false, editedAt: null })

    const again = await owner.call('GET', kitPath())
    expect(again.body).toMatchObject({ status: 'ready', paid: true })
    expect(again.body.kdp).toEqual(kit.kdp)

    const twice = await writeKit()
    expect([twice.status, twice.body.code]).toEqual([409, 'launch_kit_exists'])
    expect(await balanceOf(app, owner.id)).toBe(3)
    const ledger = await app.db.query<{ kind: string; amount: number; reason: string }>(
      `select kind, amount, reason from public.credit_ledger where user_id = $1 and ref like 'launch-kit:%' order by id`,
      [owner.id],
    )
    expect(ledger.rows).toEqual([{ kind: 'spend', amount: -2, reason: 'launch_kit' }])
  })

  it('refunds in full when a piece fails, keeps the finished pieces, and a retry writes only the missing one', async () => {
    writer.fail('emails')
    const failed = await writeKit()
    expect([failed.status, failed.body.code]).toEqual([503, 'provider_unavailable'])
    expect(await balanceOf(app, owner.id)).toBe(5)
    const incomplete = (await owner.call('GET', kitPath())).body
    expect(incomplete).toMatchObject({ status: 'incomplete', paid: false, emails: null })
    expect(incomplete.kdp).not.toBeNull()
    expect(Object.keys(incomplete.meta).sort()).toEqual(LAUNCH_PIECES.filter((p) => p !== 'emails').sort())

    writer.heal()
    writer.calls.length = 0
    const retry = await writeKit()
    expect(retry.status).toBe(200)
    expect(writer.calls.map((c) => c.piece)).toEqual(['emails'])
    expect(retry.body).toMatchObject({ status: 'ready', paid: true, creditsSpent: 2, creditsLeft: 3 })
    expect(await balanceOf(app, owner.id)).toBe(3)
    const ledger = await app.db.query<{ kind: string; reason: string }>(
      `select kind, reason from public.credit_ledger where user_id = $1 and ref like 'launch-kit:%' order by id`,
      [owner.id],
    )
    expect(ledger.rows).toEqual([
      { kind: 'spend', reason: 'launch_kit' },
      { kind: 'refund', reason: 'launch_kit_failed' },
      { kind: 'spend', reason: 'launch_kit' },
    ])
  })

  it("answers a piece's bad output as the provider's failure, and a rate limit as 429", async () => {
    writer.fail('kdp', new ProviderError('rate_limited', 'Slow down.'))
    const limited = await writeKit()
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited'])
    expect(await balanceOf(app, owner.id)).toBe(5)
  })

  it('refuses a short balance with 402 and writes nothing', async () => {
    const poor = await projectsUser(app)
    // A new account's credits buy one kit; the next project's kit finds the balance short.
    expect(await balanceOf(app, poor.id)).toBe(CREDIT_COSTS.launchKit)
    expect((await poor.call('POST', kitPath((await poor.create()).id), {})).status).toBe(200)
    writer.calls.length = 0
    const id = (await poor.create()).id
    const res = await poor.call('POST', kitPath(id), {})
    expect([res.status, res.body.code]).toEqual([402, 'insufficient_credits'])
    expect(writer.calls).toHaveLength(0)
    expect((await poor.call('GET', kitPath(id))).body).toMatchObject({ status: 'none', kdp: null })
  })

  it('charges once for two kits asked for at once: the second is 409 launch_kit_busy', async () => {
    const gate = writer.hold()
    const first = writeKit()
    await expect.poll(() => gate.arrived()).toBeGreaterThan(0)
    const second = await writeKit()
    expect([second.status, second.body.code]).toEqual([409, 'launch_kit_busy'])
    expect((await owner.call('GET', kitPath())).body.status).toBe('writing')
    gate.release()
    expect((await first).status).toBe(200)
    expect(await balanceOf(app, owner.id)).toBe(3)
  })

  it('writes the lead magnet alone first, so the six others read the cached book (decision 126), storing it as it finishes', async () => {
    const gate = writer.hold()
    const first = writeKit()
    await expect.poll(() => gate.arrived()).toBeGreaterThan(0)
    expect(writer.calls.map((c) => c.piece)).toEqual(['leadMagnet'])
    expect((await owner.call('GET', kitPath())).body).toMatchObject({ status: 'writing', leadMagnet: null })
    gate.release()
    expect((await first).status).toBe(200)
    expect(writer.calls[0]?.piece).toBe('leadMagnet')
    expect(writer.calls.map((c) => c.piece).sort()).toEqual([...LAUNCH_PIECES].sort())
  })

  it('still writes the six others when the lead magnet fails, keeps them, and refunds', async () => {
    writer.fail('leadMagnet')
    const failed = await writeKit()
    expect([failed.status, failed.body.code]).toEqual([503, 'provider_unavailable'])
    expect(await balanceOf(app, owner.id)).toBe(5)
    const incomplete = (await owner.call('GET', kitPath())).body
    expect(incomplete).toMatchObject({ status: 'incomplete', paid: false, leadMagnet: null })
    expect(Object.keys(incomplete.meta).sort()).toEqual(LAUNCH_PIECES.filter((p) => p !== 'leadMagnet').sort())
  })

  it('keeps the bookkeeping when the client leaves: the calls stop, the spend is refunded, the kit is incomplete', async () => {
    const gate = writer.hold()
    const leaving = new AbortController()
    const call = callApi(app, kitPath(), { token: owner.token, body: {}, signal: leaving.signal }).catch((error: Error) => error)
    await expect.poll(() => gate.arrived()).toBeGreaterThan(0)
    expect(await balanceOf(app, owner.id)).toBe(3)
    leaving.abort()
    await call
    await expect.poll(async () => (await owner.call('GET', kitPath())).body.status).toBe('incomplete')
    gate.release()
    expect(await balanceOf(app, owner.id)).toBe(5)
    expect((await owner.call('GET', kitPath())).body).toMatchObject({ paid: false, kdp: null })
  })

  it("refunds a crashed writer's charge once its lease ran out, and writes the kit again", async () => {
    const ref = 'launch-kit:crashed'
    await app.db.transaction(async (tx) => {
      await spendCredits(tx, { userId: owner.id, ref, amount: 2, reason: 'launch_kit' })
      await tx.query(
        `insert into public.launch_kits (project_id, user_id, status, charge_ref, writing_until)
         values ($1, $2, 'writing', $3, now() - interval '1 minute')`,
        [projectId, owner.id, ref],
      )
    })
    expect((await owner.call('GET', kitPath())).body).toMatchObject({ status: 'incomplete', paid: false })
    const res = await writeKit()
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'ready', creditsLeft: 3 })
    const refunds = await app.db.query(`select 1 from public.credit_ledger where kind = 'refund' and ref = $1`, [ref])
    expect(refunds.rows).toHaveLength(1)
  })

  it('regenerates a piece only for a paid kit, free, with the instruction and the stored piece, under the rewrite limit', async () => {
    const unpaid = await writeKit({ piece: 'leadMagnet', instruction: 'shorter' })
    expect([unpaid.status, unpaid.body.code]).toEqual([409, 'launch_kit_missing'])
    expect(writer.calls).toHaveLength(0)

    expect((await writeKit()).status).toBe(200)
    const stored = (await owner.call('GET', kitPath())).body.leadMagnet
    writer.calls.length = 0
    for (let i = 0; i < LIMIT; i++) {
      const res = await writeKit({ piece: 'leadMagnet', instruction: 'more playful' })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ creditsSpent: 0, creditsLeft: 3, leadMagnet: { title: 'Rewritten: more playful' } })
      expect(res.body.meta.leadMagnet).toMatchObject({ writer: 'scripted', editedAt: null })
    }
    expect(writer.calls[0]).toMatchObject({ piece: 'leadMagnet', instruction: 'more playful', current: stored })
    const limited = await writeKit({ piece: 'kdp' })
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited'])
    expect(await balanceOf(app, owner.id)).toBe(3)

    clock.advance(60)
    writer.fail('kdp', new ProviderError('invalid_output', 'Bad reply.'))
    const before = (await owner.call('GET', kitPath())).body
    const failed = await writeKit({ piece: 'kdp' })
    expect([failed.status, failed.body.code]).toEqual([502, 'provider_failed'])
    const after = (await owner.call('GET', kitPath())).body
    expect(after.kdp).toEqual(before.kdp)
    expect(after.meta.kdp).toEqual(before.meta.kdp)
    expect(await balanceOf(app, owner.id)).toBe(3)
  })

  it("keeps an edit past the stores' limits, cleans KDP's HTML, and refuses a piece never written", async () => {
    const missing = await owner.call('PUT', kitPath(), { piece: 'leadMagnet', value: { title: 't', bullets: [], button: 'b' } })
    expect([missing.status, missing.body.code]).toEqual([409, 'launch_kit_missing'])

    const kit = (await writeKit()).body
    const longKeyword = 'k'.repeat(60)
    const value = {
      ...kit.kdp,
      keywords: [...kit.kdp.keywords.slice(0, 6), longKeyword],
      descriptionHtml: '<p>Good <b>book</b><script>alert(1)</script> <a href="https://evil.example">link</a></p>',
    }
    const res = await owner.call('PUT', kitPath(), { piece: 'kdp', value })
    expect(res.status).toBe(200)
    expect(res.body.kdp.keywords[6]).toBe(longKeyword)
    expect(res.body.kdp.descriptionHtml).toBe('<p>Good <b>book</b> link</p>')
    expect(res.body.meta.kdp.editedAt).toEqual(expect.any(String))
    expect(res.body.meta.kdp.writtenAt).toBe(kit.meta.kdp.writtenAt)
    expect((await owner.call('GET', kitPath())).body.kdp.keywords[6]).toBe(longKeyword)
  })

  it('answers 400 validation_failed to bad input', async () => {
    const bad = [
      ['POST', { piece: 'podcast' }, 'piece'],
      ['POST', { instruction: 'shorter' }, 'instruction'],
      ['POST', { piece: 'kdp', instruction: 'x'.repeat(301) }, 'instruction'],
      ['POST', { whole: true }, ''],
      ['PUT', { piece: 'kdp', value: { title: 42 } }, 'value.title'],
      ['PUT', { piece: 'emails', value: { subject: 'not a list' } }, 'value'],
      ['PUT', { piece: 'unknown', value: {} }, 'piece'],
    ] as const
    for (const [method, body, path] of bad) {
      const res = await owner.call(method, kitPath(), body)
      expect([method, JSON.stringify(body), res.status, res.body.code]).toEqual([method, JSON.stringify(body), 400, 'validation_failed'])
      if (path) expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path)
    }
    const format = await owner.call('GET', `${kitPath()}/download?format=pdf`)
    expect([format.status, format.body.code]).toEqual([400, 'validation_failed'])
    expect(writer.calls).toHaveLength(0)
  })

  it('answers 404 to another user on every route, and shows them nothing of the kit', async () => {
    const written = await writeKit()
    expect(written.status).toBe(200)
    const stranger = await projectsUser(app)
    await setBalance(app, stranger.id, 5)
    const requests = [
      ['GET', kitPath()],
      ['POST', kitPath(), {}],
      ['POST', kitPath(), { piece: 'kdp' }],
      ['PUT', kitPath(), { piece: 'leadMagnet', value: { title: 'Mine', bullets: [], button: 'Go' } }],
      ['GET', `${kitPath()}/download?format=md`],
      ['GET', `${kitPath()}/download?format=zip`],
      ['GET', `${kitPath()}/sales-page?format=html`],
      ['GET', `${kitPath()}/sales-page?format=md`],
      ['GET', kitPath('00000000-0000-4000-8000-000000000000')],
      ['GET', kitPath('not-a-uuid')],
    ] as const
    for (const [method, path, body] of requests) {
      const res = await stranger.call(method, path, body)
      expect([method, path, res.status, res.body?.code]).toEqual([method, path, 404, 'not_found'])
    }
    expect(await balanceOf(app, stranger.id)).toBe(5)
    // Under the stranger's own role the database shows none of the owner's kit.
    const seen = await app.db
      .transaction(async (tx) => {
        const { enterRequestRole } = await import('../rest/rest.queries.ts')
        await enterRequestRole(tx, 'authenticated', { sub: stranger.id, role: 'authenticated' })
        const rows = (await tx.query('select project_id from public.launch_kits')).rows.length
        const updated = await tx.query(`update public.launch_kits set paid_at = null`).catch((error: { code?: string }) => error.code)
        throw Object.assign(new Error('rollback'), { seen: { rows, updated } })
      })
      .catch((error: { seen?: unknown }) => error.seen)
    expect(seen).toEqual({ rows: 0, updated: '42501' })
    const { creditsSpent: _spent, creditsLeft: _left, ...unchanged } = written.body
    expect((await owner.call('GET', kitPath())).body).toEqual(unchanged)
  })

  it('downloads the kit as Markdown and as a ZIP, and the sales page as HTML and Markdown', async () => {
    const none = await owner.call('GET', `${kitPath()}/download?format=md`)
    expect([none.status, none.body.code]).toEqual([409, 'launch_kit_missing'])
    const kit = (await writeKit()).body
    const salesPage = {
      ...kit.salesPage,
      headlines: ['Headline A', 'Grow <script>alert(1)</script> tomatoes', 'Headline C'],
      headlineIndex: 1,
      showGuarantee: false,
      guarantee: 'Money back for thirty days.',
    }
    expect((await owner.call('PUT', kitPath(), { piece: 'salesPage', value: salesPage })).status).toBe(200)

    const md = await app.request(`/api${kitPath()}/download?format=md`, { headers: { authorization: `Bearer ${owner.token}` } })
    expect(md.status).toBe(200)
    expect(md.headers.get('cache-control')).toBe('no-store')
    expect(md.headers.get('content-type')).toMatch(/^text\/markdown/)
    expect(md.headers.get('content-disposition')).toContain('filename="tomatoes-on-a-balcony-launch-kit.md"')
    const text = await md.text()
    expect(text).toContain('# Tomatoes on a Balcony: launch kit')
    expect(text).toContain('## Amazon KDP listing')
    expect(text).toContain('### Keywords (7/7)')
    expect(text).toContain('### Tags (13/13)')
    expect(text).toContain('Email 7: last-call')

    const zipRes = await app.request(`/api${kitPath()}/download?format=zip`, { headers: { authorization: `Bearer ${owner.token}` } })
    expect(zipRes.headers.get('content-type')).toBe('application/zip')
    const zip = await JSZip.loadAsync(await zipRes.arrayBuffer())
    const files = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir)
    expect(files).toEqual(
      expect.arrayContaining([
        'kit.md',
        'kdp/description.html',
        'kdp/keywords.txt',
        'etsy/listing.md',
        'sales-page/sales-page.html',
        'sales-page/sales-page.md',
        'emails/01-warm-up.md',
        'emails/07-last-call.md',
        'social/x.md',
        'social/linkedin.md',
        'social/instagram.md',
        'lead-magnet.md',
      ]),
    )
    expect((await zip.file('kdp/keywords.txt')!.async('string')).trim().split('\n')).toEqual(kit.kdp.keywords)
    expect(await zip.file('kit.md')!.async('string')).toBe(text)

    const html = await app.request(`/api${kitPath()}/sales-page?format=html`, { headers: { authorization: `Bearer ${owner.token}` } })
    expect(html.headers.get('content-type')).toMatch(/^text\/html/)
    expect(html.headers.get('content-disposition')).toContain('tomatoes-on-a-balcony-sales-page.html')
    const page = await html.text()
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(page).toContain('<h1>Grow &lt;script&gt;alert(1)&lt;/script&gt; tomatoes</h1>')
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('Money back')
    expect(page).toContain('<blockquote>')
    expect(page).toContain('<details>')
    const pageMd = await (
      await app.request(`/api${kitPath()}/sales-page?format=md`, { headers: { authorization: `Bearer ${owner.token}` } })
    ).text()
    expect(pageMd).toMatch(/^# Grow <script>alert\(1\)<\/script> tomatoes\n/)
    expect(pageMd).not.toContain('Money back')
  })
})

describe("the offline writer's launch kit", () => {
  it('is written through the API, marked as sample text', async () => {
    const app = await startTestApp({ provider: createOfflineWriter({ chunkDelayMs: 0 }) })
    try {
      const user = await projectsUser(app)
      await setBalance(app, user.id, 2)
      const id = (await user.create()).id
      // No body at all is the whole kit, as `{}` is; a body that is not JSON is still refused.
      const auth = { authorization: `Bearer ${user.token}` }
      const notJson = await app.request(`/api/projects/${id}/launch-kit`, { method: 'POST', headers: auth, body: 'kit please' })
      expect(notJson.status).toBe(415)
      const raw = await app.request(`/api/projects/${id}/launch-kit`, { method: 'POST', headers: auth })
      expect(raw.status).toBe(200)
      const res = await user.call('GET', `/projects/${id}/launch-kit`)
      expect(res.status).toBe(200)
      expect(await raw.json()).toMatchObject({ status: 'ready', paid: true, creditsSpent: 2, creditsLeft: 0 })
      expect(res.body).toMatchObject({ status: 'ready', paid: true })
      expect(res.body.meta.kdp).toMatchObject({ writer: 'offline', sample: true })
      const pieces = Object.fromEntries(LAUNCH_PIECES.map((piece) => [piece, res.body[piece]]))
      expect(launchKitSchema.safeParse(pieces).error).toBeUndefined()
    } finally {
      await app.close()
    }
  })

  it('passes launchKitSchema, every piece within the stores’ limits', () => {
    const brief = {
      title: 'Tomatoes on a Balcony',
      description: 'Grow a summer of tomatoes in three pots.',
      productType: 'guide' as const,
      tone: 'friendly' as const,
      chapters: [{ title: 'Pots' }, { title: 'Water' }],
      firstChapter: { title: 'Pots', content: FIRST_CHAPTER },
      wordCount: 900,
    }
    const kit = Object.fromEntries(LAUNCH_PIECES.map((piece) => [piece, writeLaunchPieceOffline({ piece, brief })]))
    expect(launchKitSchema.safeParse(kit).error).toBeUndefined()
  })
})
