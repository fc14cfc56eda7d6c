import { Hono } from 'hono'
import { type CreditHistoryResponse, creditHistoryQuerySchema } from '@core/credit-history.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser } from '../auth/request-user.ts'
import { listLedger } from './ledger.queries.ts'

/** GET /api/credits/history?limit=: the signed-in user's ledger, newest first (dashboard, pricing). */
export function creditHistoryRoutes(db: Database) {
  return new Hono().get('/credits/history', async (c) => {
    const user = await requireRequestUser(c)
    const parsed = creditHistoryQuerySchema.safeParse(c.req.query())
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
      throw new AppError('validation_failed', `limit: ${issues[0]?.message ?? 'invalid'}`, issues)
    }
    const rows = await listLedger(db, user.id, parsed.data.limit)
    const body: CreditHistoryResponse = {
      entries: rows.map((row) => ({
        kind: row.kind,
        amount: row.amount,
        balanceAfter: row.balance_after,
        reason: row.reason,
        // Drivers hand timestamptz back as a Date; the API speaks ISO strings.
        createdAt: new Date(row.created_at).toISOString(),
      })),
    }
    c.header('Cache-Control', 'no-store')
    return c.json(body)
  })
}
