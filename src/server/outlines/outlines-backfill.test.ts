import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { insertUser } from '../auth/users.queries.ts'
import type { Database } from '../db/database.ts'
import { migrate } from '../db/migrate.ts'
import { migrationSources } from '../db/migration-sources.ts'

const projectRoot = resolve(import.meta.dirname, '../../..')
const productDir = join(projectRoot, 'supabase/migrations')

describe.each(databaseKinds)('migration 0023 links the drafts made before it to their outlines (%s)', (kind) => {
  let db: Database
  let dir: string
  afterEach(async () => {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  /** The product migrations up to (not including) `version`, or all of them. */
  const sources = (before?: string) => {
    for (const file of readdirSync(productDir)) if (!before || file < before) copyFileSync(join(productDir, file), join(dir, file))
    const [embedded, product] = migrationSources(projectRoot, true)
    return [embedded!, { ...product!, dir }]
  }

  it('marks a finished draft’s outline (same owner, same title, made before it) as drafted, and no other', async () => {
    db = await createTestDatabase(kind)
    dir = mkdtempSync(join(tmpdir(), 'folio-0023-'))
    await migrate(db, sources('0023'))
    const user = await db.transaction((tx) => insertUser(tx, { email: 'backfill@example.com', encryptedPassword: null, confirmed: true }))
    const other = await db.transaction((tx) => insertUser(tx, { email: 'other@example.com', encryptedPassword: null, confirmed: true }))
    const outline = async (userId: string, title: string, at: string) =>
      (
        await db.query<{ id: string }>(
          `insert into public.generations (user_id, kind, status, request, result, created_at, finished_at)
           values ($1, 'outline', 'succeeded', '{"topic":"t","productType":"guide","tone":"friendly"}', $2::jsonb, $3, $3) returning id`,
          [userId, JSON.stringify({ title, description: 'd', chapters: [{ title: 'One' }] }), at],
        )
      ).rows[0]!.id
    const older = await outline(user.id, 'Sourdough at Home', '2026-01-01T10:00:00Z')
    const used = await outline(user.id, 'Sourdough at Home', '2026-01-02T10:00:00Z')
    const later = await outline(user.id, 'Sourdough at Home', '2026-01-04T10:00:00Z')
    const unrelated = await outline(user.id, 'Rye at Home', '2026-01-02T11:00:00Z')
    const othersOutline = await outline(other.id, 'Sourdough at Home', '2026-01-02T12:00:00Z')
    const { rows } = await db.query<{ id: string }>(
      `insert into public.draft_jobs (user_id, status, topic, product_type, tone, title, description, fingerprint, credits_held, expires_at, created_at)
       values ($1, 'finished', 't', 'guide', 'friendly', 'Sourdough at Home', 'd', 'f', 8, now(), '2026-01-03T10:00:00Z') returning id`,
      [user.id],
    )
    await migrate(db, sources())
    const links = await db.query<{ outline_id: string | null }>(`select outline_id from public.draft_jobs where id = $1`, [rows[0]!.id])
    expect(links.rows[0]?.outline_id).toBe(used)
    const stamped = await db.query<{ id: string; updated: boolean }>(
      `select id, updated_at = finished_at as updated from public.generations order by created_at`,
    )
    expect(stamped.rows.map((r) => r.updated)).toEqual([true, true, true, true, true])
    expect([older, later, unrelated, othersOutline]).not.toContain(used)
  })
})
