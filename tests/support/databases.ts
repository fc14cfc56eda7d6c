import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import type { Database } from '../../src/server/db/database.ts'
import { migrate } from '../../src/server/db/migrate.ts'
import { migrationSources } from '../../src/server/db/migration-sources.ts'
import { fromPglite } from '../../src/server/db/pglite-database.ts'
import { openPostgres } from '../../src/server/db/postgres-database.ts'

export const databaseKinds = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof databaseKinds)[number]

const projectRoot = resolve(import.meta.dirname, '../..')
const bases = new Map<'empty' | 'migrated', Promise<PGlite>>()

/**
 * One PGlite per test file and state; each test gets a clone (≈0.5 s instead of ≈2 s for a new
 * instance plus the migrations).
 */
function pgliteBase(state: 'empty' | 'migrated'): Promise<PGlite> {
  let base = bases.get(state)
  if (!base) {
    base = PGlite.create().then(async (pg) => {
      if (state === 'migrated') await migrate(fromPglite(pg), migrationSources(projectRoot, true))
      return pg
    })
    bases.set(state, base)
  }
  return base
}

// An open PGlite keeps the worker alive: close the file's bases when the file is done.
afterAll(async () => {
  const open = [...bases.values()]
  bases.clear()
  for (const base of open) await (await base).close()
})

/**
 * A new database of the given kind: in-memory PGlite, or a fresh database on the test run's
 * PostgreSQL server (closing it drops it). `migrated` starts it from the project's migrations
 * already applied: a clone of a migrated PGlite, or a copy of the server's migrated template.
 */
export async function createTestDatabase(kind: DatabaseKind, options: { migrated?: boolean } = {}): Promise<Database> {
  if (kind === 'pglite') return fromPglite(await (await pgliteBase(options.migrated ? 'migrated' : 'empty')).clone())
  const adminUrl = inject('postgresUrl')
  const name = `folio_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}${options.migrated ? ` template ${inject('postgresTemplate')}` : ''}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const db = await openPostgres(url.toString(), 4)
  return {
    ...db,
    async close() {
      await db.close()
      const cleanup = new pg.Client({ connectionString: adminUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
