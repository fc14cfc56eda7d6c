import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { createApp, exportPoolFor } from '../app.ts'
import { loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createReadiness } from './readiness.ts'

interface ReadyBody {
  status?: string
  code?: string
  message?: string
  checks: Record<string, { ok: boolean; detail?: string }>
}

describe.each(databaseKinds)('GET /api/ready on %s', (kind) => {
  const open: Database[] = []
  afterEach(async () => {
    for (const db of open.splice(0)) await db.close().catch(() => undefined)
  })

  async function setup() {
    const db = await createTestDatabase(kind, { migrated: true })
    open.push(db)
    const config = loadConfig({ NODE_ENV: 'test' })
    const readiness = createReadiness()
    const exportPool = exportPoolFor(config)
    const app = createApp({ config, db, readiness, exportPool })
    const ready = async () => {
      const res = await app.request('/api/ready')
      return { status: res.status, body: (await res.json()) as ReadyBody }
    }
    return { db, app, readiness, exportPool, ready }
  }

  it('is ready with the database up, every migration applied and the export pool up', async () => {
    const { ready } = await setup()
    const { status, body } = await ready()
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'ready',
      checks: { database: { ok: true }, migrations: { ok: true }, exportPool: { ok: true }, accepting: { ok: true } },
    })
  })

  it('answers 503 in the one error format, naming a migration that is not applied', async () => {
    const { db, ready } = await setup()
    const { rows } = await db.query<{ version: string; name: string }>(
      'delete from supabase_migrations.schema_migrations where version = (select max(version) from supabase_migrations.schema_migrations) returning version, name',
    )
    const { status, body } = await ready()
    expect(status).toBe(503)
    expect(body).toMatchObject({ code: 'provider_unavailable', message: 'Not ready: migrations.' })
    expect(body.checks.migrations).toEqual({ ok: false, detail: `not applied: ${rows[0]!.version}_${rows[0]!.name}` })
    expect(body.checks.database).toEqual({ ok: true })
  })

  it('answers 503 when the database is closed, without its error text', async () => {
    const { db, ready } = await setup()
    await db.close()
    const { status, body } = await ready()
    expect(status).toBe(503)
    expect(body.code).toBe('provider_unavailable')
    expect(body.checks.database).toEqual({ ok: false, detail: 'not reachable' })
    expect(body.checks.migrations!.ok).toBe(false)
  })

  it('answers 503 once draining or once the export pool is shut down, while /api/health stays alive', async () => {
    const { app, readiness, exportPool, ready } = await setup()
    readiness.markDraining()
    const draining = await ready()
    expect(draining.status).toBe(503)
    expect(draining.body.checks.accepting).toEqual({ ok: false, detail: 'draining for shutdown' })
    expect((await app.request('/api/health')).status).toBe(200)
    exportPool.close()
    expect((await ready()).body.checks.exportPool).toEqual({ ok: false, detail: 'shut down' })
  })
})
