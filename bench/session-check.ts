/**
 * What the embedded session check (decision 31) costs an authenticated request: N calls of
 * GET /api/__debug/credits through the real app (in process, so sockets do not blur the figure),
 * on PGlite and on a throwaway PostgreSQL, with the token checked
 *   - by signature only (stateless, as before),
 *   - plus the session check with its cache (the default, AUTH_SESSION_CACHE_SECONDS=5),
 *   - plus the session check uncached (AUTH_SESSION_CACHE_SECONDS=0: one lookup per request).
 * Run: `npm run bench:session` (PostgreSQL needs its server programs installed, as the tests do).
 */
import { resolve } from 'node:path'
import { createApp } from '../src/server/app.ts'
import { verifyAccessToken } from '../src/server/auth/access-token.ts'
import { createAuthContext } from '../src/server/auth/auth-context.ts'
import { createSessionCheck } from '../src/server/auth/session-check.ts'
import { startSession } from '../src/server/auth/sessions.ts'
import { insertUser } from '../src/server/auth/users.queries.ts'
import { loadConfig } from '../src/server/config.ts'
import type { Database } from '../src/server/db/database.ts'
import { migrate } from '../src/server/db/migrate.ts'
import { migrationSources } from '../src/server/db/migration-sources.ts'
import { openPostgres } from '../src/server/db/postgres-database.ts'
import { fromPglite } from '../src/server/db/pglite-database.ts'
import { PGlite } from '@electric-sql/pglite'
import { decodeJwt } from 'jose'
import startPostgres from '../tests/setup/postgres-server.ts'
import { table } from './format.ts'

const N = Number(process.env.BENCH_REQUESTS ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9)
const root = resolve(import.meta.dirname, '..')

type Mode = 'signature only' | 'session check, cached' | 'session check, uncached'

async function measure(db: Database): Promise<Map<Mode, number>> {
  const config = loadConfig({ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000' })
  const auth = await createAuthContext(db, config)
  const session = await db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: `bench-${Date.now()}@example.com`, encryptedPassword: null, confirmed: true })
    return startSession(auth, tx, user, 'password')
  })
  const claims = decodeJwt(session.access_token)
  alone.push([db.kind, ...(await checkAlone(db, String(claims.session_id), String(claims.sub)))])
  const stateless = { verify: (token: string) => verifyAccessToken(auth.keySet, token, { issuer: auth.issuer, audience: 'authenticated' }) }
  const apps: [Mode, ReturnType<typeof createApp>][] = [
    ['signature only', createApp({ config, db, auth, verifier: stateless })],
    ['session check, cached', createApp({ config, db, auth })],
    ['session check, uncached', createApp({ config, db, auth: { ...auth, sessions: createSessionCheck(db, { ttlMs: 0 }) } })],
  ]
  const headers = { authorization: `Bearer ${session.access_token}` }
  const call = async (app: (typeof apps)[number][1]) => {
    const res = await app.fetch(new Request('http://127.0.0.1:3000/api/__debug/credits', { headers }))
    if (res.status !== 200) throw new Error(`expected 200, got ${res.status}: ${await res.text()}`)
    await res.arrayBuffer()
  }
  for (const [, app] of apps) for (let i = 0; i < 200; i++) await call(app) // warm-up
  // Rounds interleave the modes, so a busy moment of the machine does not land on one of them.
  const samples = new Map<Mode, number[]>(apps.map(([mode]) => [mode, []]))
  for (let round = 0; round < ROUNDS; round++) {
    for (const [mode, app] of apps) {
      const started = performance.now()
      for (let i = 0; i < N; i++) await call(app)
      samples.get(mode)?.push(((performance.now() - started) * 1000) / N)
    }
  }
  // The fastest round: other load on the machine only ever adds time.
  const fastest = (xs: number[]) => Math.min(...xs)
  return new Map([...samples].map(([mode, xs]) => [mode, fastest(xs)]))
}

/** The check by itself, without the request around it: µs per call, cached and uncached. */
async function checkAlone(db: Database, sessionId: string, userId: string): Promise<[number, number]> {
  const time = async (check: ReturnType<typeof createSessionCheck>) => {
    const rounds: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now()
      for (let i = 0; i < N; i++) await check.standing(sessionId, userId)
      rounds.push(((performance.now() - started) * 1000) / N)
    }
    return Math.min(...rounds)
  }
  return [await time(createSessionCheck(db, { ttlMs: 5000 })), await time(createSessionCheck(db, { ttlMs: 0 }))]
}

async function pglite(): Promise<Database> {
  const db = fromPglite(await PGlite.create())
  await migrate(db, migrationSources(root, true))
  return db
}

async function postgres(): Promise<{ db: Database; stop: () => void }> {
  let url = ''
  const stop = await startPostgres({ provide: (key: string, value: string) => key === 'postgresUrl' && (url = value) } as never)
  const db = await openPostgres(url, 4)
  await migrate(db, migrationSources(root, true))
  return { db, stop }
}

const rows: string[][] = [['database', 'check', 'µs / request', '× signature only']]
const alone: [string, number, number][] = []
async function report(name: string, db: Database) {
  const figures = await measure(db)
  const base = figures.get('signature only') ?? NaN
  for (const [mode, us] of figures) rows.push([name, mode, us.toFixed(0), (us / base).toFixed(2)])
}

const lite = await pglite()
await report('PGlite', lite)
await lite.close()
const pg = await postgres()
try {
  await report('PostgreSQL', pg.db)
} finally {
  await pg.db.close()
  pg.stop()
}
console.log(`\nGET /api/__debug/credits, ${N} sequential requests × ${ROUNDS} rounds, fastest round, per request:\n`)
console.log(table(rows))
console.log('\nThe session check alone (SessionCheck.standing), µs per call:\n')
console.log(table([['database', 'cached', 'uncached'], ...alone.map(([kind, c, u]) => [kind, c.toFixed(2), u.toFixed(0)])]))
