import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../src/server/db/migrate.ts'
import { migrationSources } from '../../src/server/db/migration-sources.ts'
import { openPostgres } from '../../src/server/db/postgres-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    /** A database with the project's migrations applied, to copy with `create database … template`. */
    postgresTemplate: string
  }
}

/** Debian keeps each major version's programs in /usr/lib/postgresql/<major>/bin. */
function findPgBin(): string {
  const root = '/usr/lib/postgresql'
  const majors = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : []
  for (const major of majors) if (existsSync(join(root, major, 'bin/pg_ctl'))) return join(root, major, 'bin')
  throw new Error(
    'PostgreSQL is not installed: the database tests need a throwaway server. Install it with `apt-get install -y postgresql` (.ci/run does).',
  )
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** Postgres refuses to run as root: run its programs as the `postgres` user when we are root. */
function runAsPostgres(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
}

/** Migrates a template database once, so each test's database is a quick copy of it. */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const name = 'folio_template'
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openPostgres(url.toString(), 1)
  try {
    await migrate(db, migrationSources(resolve(import.meta.dirname, '../..'), true))
  } finally {
    await db.close()
  }
  return name
}

/** Starts a throwaway PostgreSQL server on a loopback port for the whole test run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const bin = findPgBin()
  const dir = mkdtempSync(join(tmpdir(), 'folio-pg-'))
  chmodSync(dir, 0o777)
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir])
  const dataDir = join(dir, 'data')
  const port = await freePort()
  runAsPostgres(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  runAsPostgres(join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  project.provide('postgresUrl', url)
  project.provide('postgresTemplate', await migratedTemplate(url))
  return () => {
    try {
      runAsPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
