import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import type { Database } from '../../src/server/db/database.ts'
import { PGlite } from '@electric-sql/pglite'
import { afterAll } from 'vitest'
import { fromPglite } from '../../src/server/db/pglite-database.ts'
import { openPostgres } from '../../src/server/db/postgres-database.ts'

export const databaseKinds = ['pglite', 'postgres'] as const
export type DatabaseKind = (typeof databaseKinds)[number]

let base: Promise<PGlite> | undefined

// One initialised PGlite per test file; each test gets a clone (≈0.5 s instead of ≈2 s).
function pgliteBase(): Promise<PGlite> {
  base ??= PGlite.create()
  return base
}

// An open PGlite keeps the worker alive: close the file's base when the file is done.
afterAll(async () => {
  const open = base
  base = undefined
  if (open) await (await open).close()
})

/**
 * A new, empty database of the given kind: in-memory PGlite, or a fresh database on the test
 * run's PostgreSQL server. Closing it also drops the server database.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return fromPglite(await (await pgliteBase()).clone())
  const adminUrl = inject('postgresUrl')
  const name = `folio_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
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
