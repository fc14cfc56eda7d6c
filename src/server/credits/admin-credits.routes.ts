import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { createRoute } from '@hono/zod-openapi'
import { type AdminCreditGrantResponse, adminCreditGrantResponseSchema, adminCreditGrantSchema } from '@core/admin-credits.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../http/openapi.ts'
import { findProfileIdByEmail } from './admin-credits.queries.ts'
import { findCredits } from './credits.queries.ts'
import { grantCredits } from './ledger.ts'
import { requireServiceRole } from './service-role.ts'

// The service role first, so a stranger learns nothing from how the body is judged.
const serviceRoleFirst =
  (db: Database, config: Config): MiddlewareHandler =>
  async (c, next) => {
    await requireServiceRole(c, db, config)
    await next()
  }

const adminCreditsRoute = (db: Database, config: Config) =>
  createRoute({
    operationId: 'grantCredits',
    method: 'post',
    path: '/admin/credits',
    description: 'A support grant; the service-role key only.',
    middleware: [serviceRoleFirst(db, config), jsonInput] as const,
    request: { body: jsonBody(adminCreditGrantSchema) },
    responses: { 200: jsonAnswer(adminCreditGrantResponseSchema, 'The balance after the grant.'), ...errorAnswers },
  })

/** POST /api/admin/credits: a support grant (decision 14); the service-role key only. */
export function adminCreditsRoutes(db: Database, config: Config) {
  return contractRouter().openapi(adminCreditsRoute(db, config), async (c) => {
    const body = c.req.valid('json')
    const userId = body.userId ?? (body.email ? await findProfileIdByEmail(db, body.email) : undefined)
    if (!userId) throw new AppError('not_found', 'There is no user with that e-mail address.')
    // The user is part of the ledger ref: refs are unique across all users, and an idempotency
    // key reused for another user must grant to them, not silently answer with the first grant.
    const ref = `admin:${userId}:${body.ref ?? randomUUID()}`
    const credits = await db.transaction(async (tx) => {
      await grantCredits(tx, { userId, ref, amount: body.amount, reason: body.reason })
      return findCredits(tx, userId)
    })
    return c.json({ credits: credits ?? 0 } satisfies AdminCreditGrantResponse, 200)
  })
}
