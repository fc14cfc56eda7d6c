import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { DatabaseKind } from '../../../../tests/support/databases.ts'
import { type SmtpSink, sinkHeader, startSmtpSink } from '../../../../tests/support/smtp-sink.ts'
import { insertUser } from '../../../../tests/support/users.ts'
import type { Database } from '../../db/database.ts'
import { openPostgres } from '../../db/postgres-database.ts'

// Issue 33's test: "Sequences on PostgreSQL with two app processes: every scheduled mail is sent
// exactly once to every confirmed subscriber across a restart (count them at an SMTP sink); an
// unsubscribed address gets nothing after its click." Two real server processes (the `npm start`
// entry) on one DATABASE_URL, one stopped (SIGTERM) part-way and started again. Every wait is for
// a state (a log line, a count, a row), never a sleep.

const kind: DatabaseKind = 'postgres'
const root = resolve(import.meta.dirname, '../../../..')
const children: ChildProcess[] = []
const dirs: string[] = []

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

async function until<T>(probe: () => Promise<T | undefined | false> | T | undefined | false, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

/** A fresh database copied from the migrated template, and its URL (each server opens its own pools on it). */
async function testDatabaseUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl')
  const name = `folio_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** The real server entry, API only, as `npm start` runs it. */
async function startServer(env: Record<string, string>) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-list-mail-'))
  dirs.push(dataDir)
  const base = `http://127.0.0.1:${port}`
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    ...env,
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', '--api-only'], { cwd: root, env: childEnv })
  children.push(child)
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', done))
  let exitCode: number | null | undefined
  void exited.then((code) => (exitCode = code))
  await until(
    () => {
      if (exitCode !== undefined) throw new Error(`The server exited with ${exitCode} before it was ready:\n${output}`)
      return output.includes('Folio is running at')
    },
    'the server to start',
    120_000,
  )
  return { child, exited, output: () => output }
}

describe(`two app processes on one ${kind} database`, () => {
  let database: Awaited<ReturnType<typeof testDatabaseUrl>>
  let db: Database
  let sink: SmtpSink

  beforeAll(async () => {
    database = await testDatabaseUrl()
    db = await openPostgres(database.url, 2)
    // Each message is held 60 ms at the sink, so a process is still sending when it is stopped.
    sink = await startSmtpSink({ delayMs: 60 })
  })
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    await db?.close()
    await database?.drop()
    await sink?.close()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('sends every scheduled mail exactly once to every confirmed subscriber across a restart; an unsubscribed address gets nothing', async () => {
    const sellerEmail = `seller-${randomUUID().slice(0, 8)}@example.com`
    const userId = await insertUser(db, sellerEmail)
    await db.query(
      `insert into public.seller_profiles (user_id, store_name, postal_address) values ($1, 'Two Rivers Press', '1 Mill Lane, Bath')`,
      [userId],
    )
    const subscriber = async (status: string) => {
      const email = `p-${randomUUID().slice(0, 8)}@example.com`
      const { rows } = await db.query<{ id: string }>(
        'insert into public.subscribers (user_id, email, status) values ($1, $2, $3) returning id',
        [userId, email, status],
      )
      return { id: rows[0]!.id, email }
    }
    const confirmed = await Promise.all(Array.from({ length: 20 }, () => subscriber('confirmed')))
    const clicked = await subscriber('confirmed')
    const others = [await subscriber('unconfirmed'), await subscriber('unsubscribed')]

    // Three mails due now (a sequence's and broadcasts alike: the worker sends what list_mails holds).
    const subjects = ['Day one', 'Day two', 'Day three'].map((s) => `${s} ${randomUUID().slice(0, 6)}`)
    for (const [i, subject] of subjects.entries()) {
      await db.query(
        `insert into public.list_mails (user_id, kind, email_kind, subject, body, send_at)
         values ($1, $2, $3, $4, 'Hello from the press.', now())`,
        [userId, i === 0 ? 'sequence' : 'broadcast', i === 0 ? 'announcement' : null, subject],
      )
    }
    // The click on the unsubscribe link, after the mails were scheduled and before any went.
    await db.query(`update public.subscribers set status = 'unsubscribed', unsubscribed_at = now() where id = $1`, [clicked.id])

    const env = { DATABASE_URL: database.url, SMTP_URL: sink.url, LIST_MAIL_FROM: 'Lists <lists@folio.test>', LIST_MAILS_PER_MINUTE: '600' }
    const [first, second] = await Promise.all([startServer(env), startServer(env)])
    const total = subjects.length * confirmed.length

    // Part-way through, the first process is stopped the way an orchestrator does, and started again.
    await until(() => sink.received.length >= 4, 'the first mails at the sink')
    const pending = await db.query<{ n: number }>(`select count(*)::int as n from public.list_mail_deliveries where status = 'pending'`)
    expect(pending.rows[0]!.n).toBeGreaterThan(0)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('Stopped.')
    const restarted = await startServer(env)

    await until(
      async () => {
        const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from public.list_mails where status <> 'sent'`)
        return rows[0]!.n === 0
      },
      'every mail to be sent',
      120_000,
    )

    // Counted where they landed: each subject once per confirmed address, nobody else.
    expect(sink.received).toHaveLength(total)
    for (const subject of subjects) {
      const got = sink.received.filter((m) => sinkHeader(m, 'Subject') === subject).flatMap((m) => m.to)
      expect(got.sort()).toEqual(confirmed.map((s) => s.email).sort())
    }
    const nobody = [clicked, ...others].map((s) => s.email)
    expect(sink.received.some((m) => m.to.some((to) => nobody.includes(to)))).toBe(false)
    for (const message of sink.received) {
      expect(message.from).toBe('lists@folio.test')
      expect(sinkHeader(message, 'From')).toMatch(/^"?Two Rivers Press via Folio"? <lists@folio\.test>$/)
      // No reply-to in the seller settings: replies go to the account's address.
      expect(sinkHeader(message, 'Reply-To')).toBe(sellerEmail)
      expect(sinkHeader(message, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(sinkHeader(message, 'List-Unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/u\/.+>$/)
    }
    const { rows } = await db.query<{ sent: number; recipients: number }>('select sent, recipients from public.list_mails')
    expect(rows.every((r) => r.sent === confirmed.length && r.recipients === confirmed.length)).toBe(true)

    for (const server of [second, restarted]) server.child.kill('SIGTERM')
    expect(await Promise.all([second.exited, restarted.exited])).toEqual([0, 0])
  }, 300_000)
})
