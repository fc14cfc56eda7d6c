import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { outline, readJobStream, startBody } from '../../../tests/support/draft-test-provider.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { findLedgerMismatches, listLedger } from '../credits/ledger.queries.ts'
import { openEmbeddedDatabase } from '../db/embedded-database.ts'

// Issue 31: SIGTERM during an export and during a draft stream loses no acknowledged work (decision 114).
// The real server entry runs as its own process; every wait is on an event (a log line, a stream
// event, an exit), never on the wall clock.

const root = resolve(import.meta.dirname, '../../..')
const children: ChildProcess[] = []
const dirs: string[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'folio-shutdown-'))
  dirs.push(dir)
  return dir
}

/** One server's settings: its own data directory, port and site URL (a service key names the URL). */
async function serverEnv(extra: Record<string, string>): Promise<NodeJS.ProcessEnv & { base: string }> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    // The start-up line and the shutdown's own lines are what these tests wait for.
    LOG_LEVEL: 'info',
    DATA_DIR: tempDir(),
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    ...extra,
  }
  delete env.DATABASE_URL
  return Object.assign(env, { base })
}

/** The real server entry (API only), as `npm start` runs it; `ready` is its start-up line. */
function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--api-only'], { cwd: root, env })
  children.push(child)
  let output = ''
  const watchers: (() => void)[] = []
  const onData = (data: Buffer) => {
    output += data.toString()
    for (const watch of watchers) watch()
  }
  child.stdout.on('data', onData)
  child.stderr.on('data', onData)
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  /** Resolves when the output contains `text`; rejects if the process exits first. */
  const waitFor = (text: string) =>
    new Promise<void>((done, fail) => {
      const watch = () => output.includes(text) && done()
      watchers.push(watch)
      watch()
      void exited.then((code) => (output.includes(text) ? done() : fail(new Error(`exited with ${code} before "${text}":\n${output}`))))
    })
  return { child, exited, ready: waitFor('Folio is running at'), waitFor, output: () => output }
}

/** A new account through the embedded auth (confirmed at once in tests); its access token. */
async function signUp(base: string): Promise<{ token: string; userId: string }> {
  const res = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `shutdown-${process.pid}-${Date.now()}@example.com`, password: 'Sturdy-Sourdough-Starter-42' }),
  })
  const session = (await res.json()) as { access_token: string; user: { id: string } }
  expect(session.access_token).toBeTruthy()
  return { token: session.access_token, userId: session.user.id }
}

/** A book long enough that its PDF takes the worker a while: 20 chapters of ≈ 1,500 words. */
function longBook() {
  const paragraph = 'Keep a small notebook by the door and write down one thing you noticed on every walk. '.repeat(18)
  return {
    title: 'The Long Walking Book',
    description: 'A long book to export while the server is asked to stop.',
    productType: 'ebook',
    chapters: Array.from({ length: 20 }, (_, i) => ({
      title: `Chapter ${i + 1}`,
      content: `## Chapter ${i + 1}\n\n${Array.from({ length: 10 }, () => paragraph).join('\n\n')}`,
    })),
  }
}

interface ExportAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** Whether the response arrived whole (its end was seen, not a reset). */
  complete: boolean
}

/**
 * POSTs an export with `Expect: 100-continue`: the server answers `100 Continue` only once it
 * has taken the request in (Node emits the request, then writes the 100), so `accepted` marks
 * the moment the export is in flight on the server; then the body goes.
 */
function exportInFlight(base: string, token: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body))
  let accepted!: () => void
  const inFlight = new Promise<void>((done) => (accepted = done))
  const answer = new Promise<ExportAnswer>((done, fail) => {
    const req = httpRequest(`${base}/api/export/pdf`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': String(payload.length),
        authorization: `Bearer ${token}`,
        expect: '100-continue',
      },
    })
    req.on('continue', () => req.end(payload, () => accepted()))
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), complete: res.complete }))
      res.on('error', fail)
    })
    req.on('error', fail)
  })
  return { inFlight, answer }
}

describe('SIGTERM during an export', () => {
  it('within the grace: the export finishes and is sent whole, then the process exits 0', { timeout: 120_000 }, async () => {
    const env = await serverEnv({ SHUTDOWN_GRACE_SECONDS: '60', EXPORT_WORKERS: '1' })
    const server = startServer(env)
    await server.ready
    const { token } = await signUp(env.base)

    const { inFlight, answer } = exportInFlight(env.base, token, longBook())
    await inFlight
    server.child.kill('SIGTERM')
    await server.waitFor('SIGTERM received')
    const res = await answer

    expect(res.status).toBe(200)
    expect(res.complete).toBe(true)
    expect(res.body.length).toBe(Number(res.headers['content-length']))
    expect(res.body.subarray(0, 5).toString()).toBe('%PDF-')
    expect(res.body.subarray(-1024).toString('latin1')).toContain('%%EOF')
    // The export was counted in flight when the signal came, and nothing had to be handed back.
    expect(server.output()).toMatch(/SIGTERM received: finishing [1-9]\d* requests and jobs in flight/)
    expect(await server.exited).toBe(0)
    expect(server.output()).not.toContain('handing back')
  })

  it(
    'past the grace: the export answers 503 shutting_down with Retry-After, never a cut-off file; exit 0',
    { timeout: 120_000 },
    async () => {
      const env = await serverEnv({ SHUTDOWN_GRACE_SECONDS: '0', EXPORT_WORKERS: '1' })
      const server = startServer(env)
      await server.ready
      const { token } = await signUp(env.base)

      const { inFlight, answer } = exportInFlight(env.base, token, longBook())
      await inFlight
      server.child.kill('SIGTERM')
      const res = await answer

      expect(res.complete).toBe(true)
      expect(res.status).toBe(503)
      expect(JSON.parse(res.body.toString())).toMatchObject({ code: 'shutting_down' })
      expect(res.headers['retry-after']).toBe('2')
      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('handing back')
    },
  )
})

describe('SIGTERM during a draft stream', () => {
  let fake: FakeOpenAI | undefined
  afterAll(async () => fake?.close())

  it(
    'keeps every chapter the stream acknowledged, gives the one being written back, and the job finishes after a restart, charged once',
    { timeout: 180_000 },
    async () => {
      // Each chapter takes the fake model ≈ 1 s, one at a time: the signal comes while the next is being written.
      fake = await startFakeOpenAI({ latencyMs: 400, chunkDelayMs: 100, chunks: 6 })
      const env = await serverEnv({
        SHUTDOWN_GRACE_SECONDS: '0',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: fake.baseURL,
        AI_MODEL: 'x',
        AI_MAX_RETRIES: '0',
        DRAFT_CONCURRENCY: '1',
        // The fake writes alike chapters, which the quality pass would revise: this test counts chapter calls only.
        QUALITY_PASS: 'off',
      })
      // The key is minted before the server holds the data directory's lock.
      const minted = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/auth/service-key-cli.ts'], {
        cwd: root,
        env,
      })
      const serviceKey = minted.stdout.trim()
      let server = startServer(env)
      await server.ready
      const { token, userId } = await signUp(env.base)
      const grant = await fetch(`${env.base}/api/admin/credits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceKey}` },
        body: JSON.stringify({ userId, amount: 8, reason: 'shutdown test' }),
      })
      expect(await grant.json()).toEqual({ credits: 10 })
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
      const post = (path: string, body: unknown) => fetch(`${env.base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      const get = async <T>(path: string) => (await (await fetch(`${env.base}/api${path}`, { headers })).json()) as T

      const chapters = 4
      const { jobId } = (await (await post('/draft/start', startBody(outline(chapters)))).json()) as { jobId: string }
      const stream = await post('/draft/stream', { jobId })
      expect(stream.status).toBe(200)
      // Acknowledged: a `chapter` event the reader saw before the signal was sent.
      const acknowledged = new Map<number, string>()
      let signalled = false
      const events = await readJobStream(stream, (event) => {
        if (event.type !== 'chapter' || signalled) return
        acknowledged.set(event.index, event.content)
        signalled = true
        server.child.kill('SIGTERM')
      })
      // The stream was not cut: it says why it stops, then ends with `done`.
      expect(events.at(-2)).toMatchObject({ type: 'error', code: 'shutting_down' })
      expect(events.at(-1)).toEqual({ type: 'done' })
      expect(await server.exited).toBe(0)
      expect(server.output()).toContain('handing back')
      const asked = fake.requests.length

      server = startServer(env)
      await server.ready
      type Job = { jobId: string; chapters: { status: string; content: string | null }[] }
      const { job } = await get<{ job: Job }>('/draft/current')
      expect(job.jobId).toBe(jobId)
      for (const [index, content] of acknowledged) expect(job.chapters[index]).toMatchObject({ status: 'done', content })
      // The chapter being written was given back at once: pending, not a claim that lapses only after its lease.
      const unwritten = job.chapters.flatMap((c, i) => (c.status === 'done' ? [] : [i]))
      expect(unwritten.length).toBeGreaterThan(0)
      for (const index of unwritten) expect(job.chapters[index]).toMatchObject({ status: 'pending', content: null })
      expect((await get<{ credits: number }>('/__debug/credits')).credits).toBe(2)

      // Resumed on the restarted server: only the chapters not written are asked of the model.
      const resumed = await readJobStream(await post('/draft/stream', { jobId }), () => undefined)
      expect(resumed.at(-1)).toEqual({ type: 'done' })
      expect(resumed.filter((e) => e.type === 'error' || e.type === 'chapter-error')).toEqual([])
      const written = new Map(resumed.flatMap((e) => (e.type === 'chapter' ? [[e.index, e.content] as const] : [])))
      expect([...written.keys()].sort()).toEqual(Array.from({ length: chapters }, (_, i) => i))
      for (const [index, content] of acknowledged) expect(written.get(index)).toBe(content)
      expect(fake.requests.length - asked).toBe(unwritten.length)
      expect(await (await post('/draft/finish', { jobId })).json()).toEqual({
        creditsSpent: 8,
        creditsLeft: 2,
        projectId: expect.any(String),
      })

      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      const db = await openEmbeddedDatabase(env.DATA_DIR as string)
      try {
        // Held once at the start, settled once at finish: the restart charged nothing twice.
        const ledger = (await listLedger(db, userId, 10)).reverse().map((r) => `${r.kind}:${r.amount}`)
        expect(ledger).toEqual(['grant:2', 'grant:8', 'hold:-8', 'settle:0'])
        expect(await findLedgerMismatches(db)).toEqual([])
      } finally {
        await db.close()
      }
    },
  )
})
