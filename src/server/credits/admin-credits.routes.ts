import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { type AdminCreditGrantResponse, adminCreditGrantSchema } from '@core/admin-credits.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { readJson } from '../http/validate.ts'
import { findProfileIdByEmail } from './admin-credits.queries.ts'
import { findCredits } from './credits.queries.ts'
import { grantCredits } from './ledger.ts'
import { requireServiceRole } from './service-role.ts'

/** POST /api/admin/credits: a support grant (decision 14); the service-role key only. */
export function adminCreditsRoutes(db: Database, config: Config) {
  return new Hono().post('/admin/credits', async (c) => {
    await requireServiceRole(c, db, config)
    const body = await readJson(c, adminCreditGrantSchema)
    const userId = body.userId ?? (body.email ? await findProfileIdByEmail(db, body.email) : undefined)
    if (!userId) throw new AppError('not_found', 'There is no user with that e-mail address.')
    // The user is part of the ledger ref: refs are unique across all users, and an idempotency
    // key reused for another user must grant to them, not silently answer with the first grant.
    const ref = `admin:${userId}:${body.ref ?? randomUUID()}`
    const credits = await db.transaction(async (tx) => {
      await grantCredits(tx, { userId, ref, amount: body.amount, reason: body.reason })
      return findCredits(tx, userId)
    })
    return c.json({ credits: credits ?? 0 } satisfies AdminCreditGrantResponse)
  })
}
