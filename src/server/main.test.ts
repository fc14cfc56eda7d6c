import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const children: ChildProcess[] = []
const dirs: string[] = []

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

/** Runs the real server entry (API only) as its own process, as `npm start` would. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--api-only'], {
    cwd: root,
    // Start-up lines are info; under NODE_ENV=test the logger shows warnings and worse unless asked.
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  const ready = new Promise<void>((done, fail) => {
    child.stdout?.on('data', () => output.includes('Folio is running at') && done())
    void exited.then((code) => fail(new Error(`exited with ${code}: ${output}`)))
  })
  // Tests that expect an exit never await `ready`; keep its rejection from counting as unhandled.
  ready.catch(() => undefined)
  return { child, exited, ready, output: () => output }
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'folio-main-'))
  dirs.push(dir)
  return dir
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('the server process', () => {
  it('refuses a second process on the same DATA_DIR with a clear message, and frees it on SIGTERM', async () => {
    const dataDir = tempDir()
    const first = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    await first.ready
    // Says where auth mail goes: with no SMTP_URL, to the outbox this machine alone can read.
    await expect
      .poll(first.output)
      .toMatch(/Mail: no SMTP_URL, so auth e-mails go to the local outbox at http:\/\/\S+\/dev\/mail \(shown to this machine only\)/)
    const second = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain('is in use by another Folio process')
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    const third = startServer({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    await third.ready
    third.child.kill('SIGTERM')
    await third.exited
  }, 60_000)

  it('stops at start-up with every configuration problem listed', async () => {
    const run = startServer({ PORT: 'seventy', DATABASE_URL: 'mysql://db', DATA_DIR: tempDir() })
    expect(await run.exited).toBe(1)
    expect(run.output()).toContain('Invalid configuration:')
    expect(run.output()).toContain('PORT: must be a whole number from 1 to 65535 (got "seventy")')
    expect(run.output()).toContain('DATABASE_URL: must start with postgres://')
  }, 30_000)

  it('uses the PostgreSQL server named by DATABASE_URL and migrates it', async () => {
    const adminUrl = inject('postgresUrl')
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query('create database folio_main_test')
    const url = new URL(adminUrl)
    url.pathname = '/folio_main_test'
    const port = await freePort()
    const smtp = { SMTP_URL: 'smtp://folio:secret-password@mail.example.com:2525' }
    const server = startServer({ DATABASE_URL: url.toString(), PORT: String(port), DATA_DIR: tempDir(), ...smtp })
    await server.ready
    expect(server.output()).toContain('database: PostgreSQL (DATABASE_URL)')
    await expect.poll(server.output).toContain('Mail: sent through smtp://mail.example.com:2525.')
    expect(server.output()).not.toContain('secret-password')
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    const db = new pg.Client({ connectionString: url.toString() })
    await db.connect()
    const applied = await db.query('select version from folio_embedded.schema_migrations')
    expect(applied.rows.map((r) => r.version)).toContain('0001')
    await db.end()
    server.child.kill('SIGTERM')
    await server.exited
    await admin.query('drop database folio_main_test with (force)')
    await admin.end()
  }, 60_000)
})
