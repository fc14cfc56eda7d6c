import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'

/** Liveness plus a database round trip, so a load balancer drops a replica that lost its database. */
export function healthRoutes(db: Database) {
  return new Hono().get('/health', async (c) => {
    try {
      await db.query('select 1')
    } catch {
      throw new AppError('provider_unavailable', 'The database is not reachable.')
    }
    return c.json({ status: 'ok' })
  })
}
