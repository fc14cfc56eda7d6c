import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outline, startBody } from '../../../tests/support/draft-test-provider.ts'
import { type FakeOpenAI, startFakeOpenAI } from '../../../tests/support/fake-openai.ts'
import { findLedgerMismatches, listLedger } from '../credits/ledger.queries.ts'
import { openEmbeddedDatabase } from '../db/embedded-database.ts'

const root = resolve(import.meta.dirname, '../../..')
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const freePort = () =>
  new Promise<number>((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })

/** The restart test: the real server process, killed with SIGKILL mid-chapter, then started again on the same data. */
describe('a draft survives a server killed mid-chapter', () => {
  let fake: FakeOpenAI
  let dataDir: string
  let env: NodeJS.ProcessEnv
  let base: string
  let server: ChildProcess | undefined
  let log = ''

  async function startServer(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--api-only'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
    for (let i = 0; i < 240; i++) {
      if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`)
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return child
      await sleep(250)
    }
    throw new Error(`the server did not start:\n${log}`)
  }

  const stopped = (child: ChildProcess) =>
    new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r(null) : child.once('exit', r)))

  beforeAll(async () => {
    // A chapter takes ≈ 1.5 s, so one is easily caught mid-flight.
    fake = await startFakeOpenAI({ latencyMs: 1200, chunkDelayMs: 40, chunks: 6 })
    dataDir = mkdtempSync(join(tmpdir(), 'folio-draft-restart-'))
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, NODE_ENV: 'test' }
    delete env.DATABASE_URL
    // The fake writes the same chapter every time, which the quality pass would revise: this test counts chapter calls only.
    Object.assign(env, {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: 'x',
      AI_MAX_RETRIES: '0',
      DRAFT_CHAPTER_LEASE_SECONDS: '2',
      QUALITY_PASS: 'off',
    })
  })
  afterAll(async () => {
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL')
      await stopped(server)
    }
    await fake.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it(
    'keeps the job, its written chapters and the credits; the interrupted chapter completes after the lease lapses',
    { timeout: 180_000 },
    async () => {
      // The key is minted before the server holds the data directory's lock.
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/auth/service-key-cli.ts'], {
        cwd: root,
        env,
      })
      const serviceKey = stdout.trim()
      server = await startServer()

      const signup = await fetch(`${base}/auth/v1/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `restart-${Date.now()}@example.com`, password: 'Sturdy-Sourdough-Starter-42' }),
      })
      const session = (await signup.json()) as { access_token: string; user: { id: string } }
      expect(session.access_token).toBeTruthy()
      const grant = await fetch(`${base}/api/admin/credits`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${serviceKey}` },
        body: JSON.stringify({ userId: session.user.id, amount: 8, reason: 'restart test' }),
      })
      expect(await grant.json()).toEqual({ credits: 10 })

      const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` }
      const api = async <T = Record<string, unknown>>(path: string, body?: unknown) => {
        const res = await fetch(`${base}/api${path}`, {
          method: body ? 'POST' : 'GET',
          headers,
          body: body ? JSON.stringify(body) : undefined,
        })
        return (await res.json()) as T
      }
      const { jobId } = await api<{ jobId: string }>('/draft/start', startBody(outline(3)))
      const first = await api<{ content: string }>('/draft/next', { jobId, index: 0 })
      expect(first.content.length).toBeGreaterThan(50)

      // Chapter 2 is claimed and its provider call is under way when the process dies.
      const asked = fake.requests.length
      const interrupted = fetch(`${base}/api/draft/next/stream`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ jobId, index: 1 }),
      }).catch(() => null)
      while (fake.requests.length === asked) await sleep(20)
      server.kill('SIGKILL')
      await stopped(server)
      await interrupted

      server = await startServer()
      const current = await api<{ job: { jobId: string; chapters: { status: string; content: string | null }[] } }>('/draft/current')
      expect(current.job.jobId).toBe(jobId)
      expect(current.job.chapters[0]).toMatchObject({ status: 'done', content: first.content })
      expect(current.job.chapters[1]?.content).toBeNull()
      expect((await api('/__debug/credits')).credits).toBe(2)

      const written = await Promise.all([1, 2].map((index) => api<{ content: string }>('/draft/next', { jobId, index })))
      expect(written.every((w) => w.content.length > 50)).toBe(true)
      expect(fake.requests).toHaveLength(asked + 3) // the interrupted call, its retake and chapter 3: chapter 1 was never rewritten
      expect(await api('/draft/finish', { jobId })).toEqual({ creditsSpent: 8, creditsLeft: 2, projectId: expect.any(String) })

      server.kill('SIGTERM')
      await stopped(server)
      const db = await openEmbeddedDatabase(dataDir)
      try {
        const ledger = (await listLedger(db, session.user.id, 10)).reverse().map((r) => `${r.kind}:${r.amount}`)
        expect(ledger).toEqual(['grant:2', 'grant:8', 'hold:-8', 'settle:0'])
        expect(await findLedgerMismatches(db)).toEqual([])
      } finally {
        await db.close()
      }
    },
  )
})
