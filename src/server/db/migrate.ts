import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database, Queryable } from './database.ts'

/** A folder of numbered SQL files and the table that records which of them ran. */
export interface MigrationSource {
  dir: string
  /** Schema-qualified table, e.g. `supabase_migrations.schema_migrations` (the Supabase CLI's own). */
  table: string
}

export interface Migration {
  version: string
  name: string
  sql: string
}

const FILE_PATTERN = /^(\d+)_([A-Za-z0-9_-]+)\.sql$/

export function readMigrations(dir: string): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file)
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${join(dir, file)}`)
      return { version: match[1] ?? '', name: match[2] ?? '', sql: readFileSync(join(dir, file), 'utf8') }
    })
    .sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1))
  for (let i = 1; i < migrations.length; i++) {
    if (BigInt(migrations[i]?.version ?? 0) === BigInt(migrations[i - 1]?.version ?? 0)) {
      throw new Error(`Two migrations share version ${migrations[i]?.version} in ${dir}`)
    }
  }
  return migrations
}

// Any fixed number: processes migrating the same server at once wait for each other on it.
const MIGRATION_LOCK_KEY = 7_404_211

/**
 * Applies every migration not yet recorded, in order, each exactly once. All of one start-up's
 * migrations run in one transaction under an advisory lock, so a failure leaves nothing half
 * applied and two processes starting together never both apply the same file.
 */
export async function migrate(db: Database, sources: MigrationSource[]): Promise<string[]> {
  // Roles belong to the whole server, not one database: two databases on one server migrating at
  // once (replicas of two instances, the test suite) can both alter a role, and PostgreSQL refuses
  // the second ("tuple concurrently updated"). The transaction left nothing behind, so it runs again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db, sources)
    } catch (error) {
      if (attempt >= 3 || !isConcurrentCatalogUpdate(error)) throw error
    }
  }
}

function isConcurrentCatalogUpdate(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined
  return cause instanceof Error && /tuple concurrently updated/.test(cause.message)
}

async function migrateOnce(db: Database, sources: MigrationSource[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY])
    const applied: string[] = []
    for (const source of sources) {
      const [schema] = source.table.split('.')
      await tx.exec(`create schema if not exists ${schema};
        create table if not exists ${source.table} (version text primary key, statements text[], name text)`)
      const done = await tx.query<{ version: string }>(`select version from ${source.table}`)
      const seen = new Set(done.rows.map((r) => r.version))
      for (const migration of readMigrations(source.dir)) {
        if (seen.has(migration.version)) continue
        try {
          await tx.exec(migration.sql)
        } catch (error) {
          throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`, {
            cause: error,
          })
        }
        await tx.query(`insert into ${source.table} (version, name, statements) values ($1, $2, $3)`, [
          migration.version,
          migration.name,
          [migration.sql],
        ])
        applied.push(`${migration.version}_${migration.name}`)
      }
    }
    return applied
  })
}

/**
 * Which migration files are not recorded as applied (as `0001_name`): what readiness (GET
 * /api/ready) reports. The files are read once, on the first check; each check then costs one
 * query per source. A source whose table is missing has all of its files pending.
 */
export function pendingMigrationsCheck(sources: MigrationSource[]): (db: Queryable) => Promise<string[]> {
  let expected: { table: string; names: Map<string, string> }[] | undefined
  return async (db) => {
    expected ??= sources.map((source) => ({
      table: source.table,
      names: new Map(readMigrations(source.dir).map((m) => [m.version, `${m.version}_${m.name}`])),
    }))
    const pending: string[] = []
    for (const { table, names } of expected) {
      const found = await db.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table])
      const done = found.rows[0]?.present ? (await db.query<{ version: string }>(`select version from ${table}`)).rows : []
      const seen = new Set(done.map((row) => row.version))
      for (const [version, name] of names) if (!seen.has(version)) pending.push(name)
    }
    return pending
  }
}
