import { describe, expect, it } from 'vitest'
import type { Database } from '../db/database.ts'
import { handleError } from '../http/error-handler.ts'
import { Hono } from 'hono'
import { healthRoutes } from './health.routes.ts'

/** A database that answers `select 1` when told to, and says when a statement last succeeded. */
function fakeDatabase() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = []
  const state = { queries: 0, lastSuccessAt: undefined as number | undefined, pending }
  const db = {
    kind: 'postgres',
    query: () => {
      state.queries++
      return new Promise((resolve, reject) => pending.push({ resolve: () => resolve({ rows: [], rowCount: 1 }), reject }))
    },
    lastSuccessAt: () => state.lastSuccessAt,
  } as unknown as Database
  return { db, state }
}

function app(db: Database, clock: { now: number }) {
  const hono = new Hono()
  hono.onError(handleError)
  hono.route('/', healthRoutes(db, { freshMs: 2000, timeoutMs: 60_000, now: () => clock.now }))
  return hono
}

describe('GET /health', () => {
  it('answers from a statement that succeeded just now, without a query of its own', async () => {
    const { db, state } = fakeDatabase()
    const clock = { now: 10_000 }
    state.lastSuccessAt = 9_000
    const res = await app(db, clock).request('/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok' })
    expect(state.queries).toBe(0)
  })

  it('probes an idle database once, however many checks arrive together', async () => {
    const { db, state } = fakeDatabase()
    const clock = { now: 10_000 }
    state.lastSuccessAt = 7_000 // older than freshMs
    const hono = app(db, clock)
    const answers = Promise.all([hono.request('/health'), hono.request('/health'), hono.request('/health')])
    await expect.poll(() => state.pending.length).toBe(1)
    state.pending[0]!.resolve()
    expect((await answers).map((r) => r.status)).toEqual([200, 200, 200])
    expect(state.queries).toBe(1)
  })

  it('answers 503 when the probe fails, and probes again next time', async () => {
    const { db, state } = fakeDatabase()
    const hono = app(db, { now: 10_000 })
    const first = hono.request('/health')
    await expect.poll(() => state.pending.length).toBe(1)
    state.pending[0]!.reject(new Error('connection refused'))
    const res = await first
    expect(res.status).toBe(503)
    expect(((await res.json()) as { code: string }).code).toBe('provider_unavailable')
    const second = hono.request('/health')
    await expect.poll(() => state.pending.length).toBe(2)
    state.pending[1]!.resolve()
    expect((await second).status).toBe(200)
  })
})
