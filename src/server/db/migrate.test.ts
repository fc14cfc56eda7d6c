import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import type { Database } from './database.ts'
import { migrate, readMigrations } from './migrate.ts'
import { migrationSources } from './migration-sources.ts'

const projectRoot = resolve(import.meta.dirname, '../../..')

describe('readMigrations', () => {
  it('orders files by their number, not their name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-mig-'))
    writeFileSync(join(dir, '10_later.sql'), 'select 1')
    writeFileSync(join(dir, '2_earlier.sql'), 'select 1')
    expect(readMigrations(dir).map((m) => m.version)).toEqual(['2', '10'])
    rmSync(dir, { recursive: true })
  })

  it('refuses a file that does not follow the naming scheme', () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-mig-'))
    writeFileSync(join(dir, 'init.sql'), 'select 1')
    expect(() => readMigrations(dir)).toThrow(/0001_name\.sql/)
    rmSync(dir, { recursive: true })
  })
})

describe.each(databaseKinds)('migrate on %s', (kind) => {
  let db: Database
  let dir: string
  beforeEach(async () => {
    db = await createTestDatabase(kind)
    dir = mkdtempSync(join(tmpdir(), 'folio-mig-'))
  })
  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('applies each file exactly once and records it', async () => {
    writeFileSync(join(dir, '0001_items.sql'), 'create table items (id int primary key);')
    writeFileSync(join(dir, '0002_seed.sql'), 'insert into items values (1), (2);')
    const source = { dir, table: 'test_migrations.schema_migrations' }
    expect(await migrate(db, [source])).toEqual(['0001_items', '0002_seed'])
    expect(await migrate(db, [source])).toEqual([])
    writeFileSync(join(dir, '0003_more.sql'), 'insert into items values (3);')
    expect(await migrate(db, [source])).toEqual(['0003_more'])
    const items = await db.query<{ n: number }>('select count(*)::int as n from items')
    expect(items.rows[0]?.n).toBe(3)
    const recorded = await db.query<{ version: string }>('select version from test_migrations.schema_migrations order by version')
    expect(recorded.rows.map((r) => r.version)).toEqual(['0001', '0002', '0003'])
  })

  it('rolls everything back when one file fails, naming the file', async () => {
    writeFileSync(join(dir, '0001_ok.sql'), 'create table fine (id int);')
    writeFileSync(join(dir, '0002_broken.sql'), 'create tabel nope (id int);')
    const source = { dir, table: 'test_migrations.schema_migrations' }
    await expect(migrate(db, [source])).rejects.toThrow(/0002_broken\.sql failed/)
    const exists = await db.query("select 1 from information_schema.tables where table_name = 'fine'")
    expect(exists.rows).toHaveLength(0)
  })

  it('runs again, once, when another database on the server altered the same role at the same moment', async () => {
    writeFileSync(join(dir, '0001_items.sql'), 'create table items (id int primary key);')
    const source = { dir, table: 'test_migrations.schema_migrations' }
    // PostgreSQL's answer when two databases of one server alter a role together (roles are server-wide).
    const raced = (message: string) => Object.assign(new Error(message), { code: 'XX000' })
    let calls = 0
    const racing = (message: string): Database => ({
      ...db,
      transaction: (work) => (++calls === 1 ? Promise.reject(raced(message)) : db.transaction(work)),
    })
    // The first transaction failed inside a migration file; migrate wraps that error, naming the file.
    const failingFile = (message: string): Database => ({
      ...db,
      transaction: (work) =>
        ++calls === 1 ? Promise.reject(new Error('Migration 0001_items.sql failed', { cause: raced(message) })) : db.transaction(work),
    })
    expect(await migrate(failingFile('tuple concurrently updated'), [source])).toEqual(['0001_items'])
    expect(calls).toBe(2)
    calls = 0
    writeFileSync(join(dir, '0002_more.sql'), 'insert into items values (1);')
    await expect(migrate(failingFile('permission denied for table items'), [source])).rejects.toThrow(/0001_items\.sql failed/)
    expect(calls).toBe(1)
    calls = 0
    await expect(migrate(racing('something else'), [source])).rejects.toThrow('something else')
    expect(calls).toBe(1)
  })

  it("runs the project's own migrations, and policies can switch to the API roles", async () => {
    await migrate(db, migrationSources(projectRoot, true))
    const claims = JSON.stringify({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated' })
    const seen = await db.transaction(async (tx) => {
      await tx.query('set local role authenticated')
      await tx.query("select set_config('request.jwt.claims', $1, true)", [claims])
      const r = await tx.query<{ uid: string; role: string }>('select auth.uid()::text as uid, auth.role() as role')
      return r.rows[0]
    })
    expect(seen).toEqual({ uid: '00000000-0000-4000-8000-000000000001', role: 'authenticated' })
    const after = await db.query<{ user: string }>('select current_user as user')
    expect(after.rows[0]?.user).not.toBe('authenticated')
  })
})
