import { createRoute } from '@hono/zod-openapi'
import type { z } from 'zod'
import { notReadyResponseSchema, type readyCheckSchema, readyResponseSchema } from '@core/api-schemas.ts'
import { errorBody } from '@core/errors.ts'
import type { Database } from '../db/database.ts'
import { contractRouter, jsonAnswer } from '../http/openapi.ts'
import type { Readiness } from './readiness.ts'

/** One readiness check: `ok`, or why not. */
export type ReadyCheck = z.infer<typeof readyCheckSchema>

const readyRoute = createRoute({
  operationId: 'getReady',
  method: 'get',
  path: '/ready',
  responses: {
    200: jsonAnswer(readyResponseSchema, 'Ready for traffic: every check passed.'),
    503: jsonAnswer(notReadyResponseSchema, 'Not ready: the error, with every check and why it failed.'),
  },
})

export interface ReadyDeps {
  db: Database
  /** The migration files not applied yet (db/migrate.ts pendingMigrationsCheck). */
  pendingMigrations: (db: Database) => Promise<string[]>
  /** False once the export pool was shut down. */
  exportPoolOpen: () => boolean
  readiness: Readiness
  /** A check that takes longer than this (ms) counts as failed. */
  timeoutMs?: number
}

async function withinTime<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), timeoutMs)
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

// The database's own error (addresses, user names) is not for a public probe to read.
const failed = (detail: string) => (): ReadyCheck => ({ ok: false, detail })

/**
 * GET /ready (decision 113): whether to send this instance traffic, as against /health, whether
 * it is alive. Ready = the database answers, every migration file is applied, the export pool is
 * up, and the process is not draining for shutdown. 200 `{status: 'ready', checks}`, else 503 in
 * the one error format with the same `checks`. Each call queries (one `select 1`, then the
 * migration tables): readiness is probed every few seconds, not per request.
 */
export function readyRoutes({ db, pendingMigrations, exportPoolOpen, readiness, timeoutMs = 5000 }: ReadyDeps) {
  return contractRouter().openapi(readyRoute, async (c) => {
    const database = await withinTime(db.query('select 1'), timeoutMs).then((): ReadyCheck => ({ ok: true }), failed('not reachable'))
    const migrations: ReadyCheck = !database.ok
      ? { ok: false, detail: 'not checked: the database is not reachable' }
      : await withinTime(pendingMigrations(db), timeoutMs).then(
          (pending): ReadyCheck => (pending.length === 0 ? { ok: true } : { ok: false, detail: `not applied: ${pending.join(', ')}` }),
          failed('could not be read'),
        )
    const checks: Record<string, ReadyCheck> = {
      database,
      migrations,
      exportPool: exportPoolOpen() ? { ok: true } : { ok: false, detail: 'shut down' },
      accepting: readiness.draining ? { ok: false, detail: 'draining for shutdown' } : { ok: true },
    }
    c.header('Cache-Control', 'no-store')
    const failing = Object.keys(checks).filter((name) => !checks[name]!.ok)
    if (failing.length === 0) return c.json({ status: 'ready' as const, checks }, 200)
    return c.json({ ...errorBody('provider_unavailable', `Not ready: ${failing.join(', ')}.`), checks }, 503)
  })
}
