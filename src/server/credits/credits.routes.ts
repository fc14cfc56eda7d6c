import { createRoute } from '@hono/zod-openapi'
import { creditsResponseSchema } from '@core/api-schemas.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { contractRouter, errorAnswers, jsonAnswer } from '../http/openapi.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { creditHistoryRoutes } from './credit-history.routes.ts'
import { findCredits } from './credits.queries.ts'

const creditsRoute = createRoute({
  operationId: 'getCredits',
  method: 'get',
  path: '/__debug/credits',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(creditsResponseSchema, 'The balance, as the server reads it.'), ...errorAnswers },
})

/** `GET /api/__debug/credits` (docs/product.md#product-api): the signed-in user's balance, read by the server; and its history. */
export function creditsRoutes(db: Database) {
  return contractRouter()
    .route('/', creditHistoryRoutes(db))
    .openapi(creditsRoute, async (c) => {
      const user = await requireRequestUser(c)
      const credits = await findCredits(db, user.id)
      // The web app then reads the profile itself, and creates it when missing (docs/product.md#dashboard).
      if (credits === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
      c.header('Cache-Control', 'no-store')
      return c.json({ credits }, 200)
    })
}
