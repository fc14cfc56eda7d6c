import { createRoute } from '@hono/zod-openapi'
import { statsQuerySchema, statsSchema } from '@core/selling-schemas.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../../http/openapi.ts'
import type { SellingDeps } from '../shared/selling-deps.ts'
import { pageViewsOf } from '../storefront/page-views.ts'
import { salesStats } from './stats.handlers.ts'

const statsRoute = createRoute({
  operationId: 'getSalesStats',
  method: 'get',
  path: '/selling/stats',
  middleware: [signedIn] as const,
  request: { query: statsQuerySchema },
  responses: {
    200: jsonAnswer(
      statsSchema,
      "The signed-in creator's views, opt-ins, orders, revenue, refunds and conversion per UTC day, per product and in total.",
    ),
    ...errorAnswers,
  },
})

/** The sales dashboard numbers: GET /api/selling/stats (issue 33, decision 130). */
export function statsRoutes(deps: SellingDeps) {
  return contractRouter().openapi(statsRoute, async (c) => {
    const user = await requireRequestUser(c)
    // This process's views of the last few seconds are written first, so a creator sees their own visit.
    await pageViewsOf(deps.db).flush()
    const stats = await salesStats(deps.db, user.id, c.req.valid('query'), deps.now())
    c.header('Cache-Control', 'no-store')
    return c.json(stats, 200)
  })
}
