import { createRoute } from '@hono/zod-openapi'
import { healthResponseSchema } from '@core/api-schemas.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../http/openapi.ts'

const healthRoute = createRoute({
  operationId: 'getHealth',
  method: 'get',
  path: '/health',
  responses: { 200: jsonAnswer(healthResponseSchema, 'The process is up and its database answers.'), ...errorAnswers },
})

export interface HealthOptions {
  /** A statement that succeeded this recently (ms) proves the database reachable: no probe of its own. */
  freshMs?: number
  /** A probe that takes longer than this (ms) counts as a lost database. */
  timeoutMs?: number
  /** `performance.now()`, or a test's clock. */
  now?: () => number
}

/**
 * Liveness plus the database, so a load balancer drops a replica that lost its database. Under
 * load any query proves the database there, so health costs no query, no pool connection and no
 * turn in PGlite's queue (decision 78); when the server is idle it runs `select 1`, one at a time
 * however many checks arrive.
 */
export function healthRoutes(db: Database, { freshMs = 2000, timeoutMs = 5000, now = () => performance.now() }: HealthOptions = {}) {
  let probe: Promise<void> | undefined
  const runProbe = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database did not answer in time.')), timeoutMs)
    })
    try {
      await Promise.race([db.query('select 1'), late])
    } finally {
      clearTimeout(timer)
    }
  }
  return contractRouter().openapi(healthRoute, async (c) => {
    const last = db.lastSuccessAt?.()
    if (last === undefined || now() - last > freshMs) {
      probe ??= runProbe().finally(() => (probe = undefined))
      try {
        await probe
      } catch {
        throw new AppError('provider_unavailable', 'The database is not reachable.')
      }
    }
    return c.json({ status: 'ok' as const }, 200)
  })
}
