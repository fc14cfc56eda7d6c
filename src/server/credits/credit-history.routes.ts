import { createRoute } from '@hono/zod-openapi'
import { type CreditHistoryResponse, creditHistoryQuerySchema, creditHistoryResponseSchema } from '@core/credit-history.ts'
import type { Database } from '../db/database.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { listLedger } from './ledger.queries.ts'

const creditHistoryRoute = createRoute({
  operationId: 'listCreditHistory',
  method: 'get',
  path: '/credits/history',
  middleware: [signedIn] as const,
  request: { query: creditHistoryQuerySchema },
  responses: { 200: jsonAnswer(creditHistoryResponseSchema, 'Ledger entries, newest first.'), ...errorAnswers },
})

/** GET /api/credits/history?limit=: the signed-in user's ledger, newest first (dashboard, pricing). */
export function creditHistoryRoutes(db: Database) {
  return contractRouter().openapi(creditHistoryRoute, async (c) => {
    const user = await requireRequestUser(c)
    const rows = await listLedger(db, user.id, c.req.valid('query').limit)
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
    return c.json(body, 200)
  })
}
