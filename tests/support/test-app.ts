import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../../src/server/app.ts'
import type { Drain } from '../../src/server/lifecycle/drain.ts'
import { mintApiKey } from '../../src/server/auth/api-keys.ts'
import { type AuthContext, createAuthContext } from '../../src/server/auth/auth-context.ts'
import { loadConfig } from '../../src/server/config.ts'
import { applyServerTimeouts } from '../../src/server/http/server-timeouts.ts'
import type { Clock, Database } from '../../src/server/db/database.ts'
import type { ExportPool } from '../../src/server/export/export-pool.ts'
import type { ProjectImages } from '../../src/server/export/images/gather-images.ts'
import type { GenerationProvider } from '../../src/server/generation/providers/provider.ts'
import { writeStorageLimits } from '../../src/server/projects/storage-limits.queries.ts'
import { createTestDatabase, type DatabaseKind } from './databases.ts'

export interface TestApp {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 (supabase-js takes it as its URL). */
  url: string
  db: Database
  auth: AuthContext
  anonKey: string
  serviceRoleKey: string
  /** This app's own DATA_DIR (embedded mode keeps image files under it, decision 72); removed on close. */
  dataDir: string
  /**
   * A request to the app in process (`app.request`, no socket), at this server's origin: what
   * route tests use; the listening server stays for clients that need one (supabase-js, streams).
   */
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/**
 * The real app (API, /auth/v1, /rest/v1) over real HTTP on a free loopback port, with a fresh,
 * migrated database: what integration tests drive with the real supabase-js client.
 */
export async function startTestApp(
  options: {
    kind?: DatabaseKind
    env?: Record<string, string>
    provider?: GenerationProvider
    hostname?: string
    /** In place of the database's image store, for the exports. */
    projectImages?: ProjectImages
    /** The in-flight work a graceful shutdown drains (decision 114); by default one that never drains. */
    drain?: Drain
    /** The time the rate limits count in (decision 0119); by default the database's `now()`. */
    clock?: Clock
    /** In place of the config's export pool (a test's double, or one with its own limits). */
    exportPool?: ExportPool
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase(options.kind ?? 'pglite', { migrated: true })
  if (options.clock) db.clock = options.clock
  // The port is known only after listening; SITE_URL (the token issuer) must match it.
  // `hostname: '0.0.0.0'` also answers on this machine's other addresses, as a remote client sees it.
  const server = serve({ fetch: (req, env) => app.fetch(req, env), port: 0, hostname: options.hostname ?? '127.0.0.1' })
  await new Promise<void>((done) => server.once('listening', () => done()))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'folio-test-data-'))
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL: url, DATA_DIR: dataDir, ...options.env })
  // As in production: idle sockets outlive the client's own keep-alive timer ('other side closed').
  applyServerTimeouts(server, config)
  await writeStorageLimits(db, config)
  const auth = await createAuthContext(db, config)
  const app = createApp({
    config,
    db,
    auth,
    provider: options.provider,
    projectImages: options.projectImages,
    drain: options.drain,
    exportPool: options.exportPool,
  })
  return {
    url,
    db,
    auth,
    anonKey: await mintApiKey(auth.key, auth.issuer, 'anon'),
    serviceRoleKey: await mintApiKey(auth.key, auth.issuer, 'service_role'),
    dataDir: config.DATA_DIR,
    request: async (path, init) => app.request(`${url}${path}`, init),
    async close() {
      await new Promise<void>((done) => server.close(() => done()))
      await db.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
