import { Hono } from 'hono'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser } from '../auth/request-user.ts'
import { creditHistoryRoutes } from './credit-history.routes.ts'
import { findCredits } from './credits.queries.ts'

/** `GET /api/__debug/credits` (docs/product.md#product-api): the signed-in user's balance, read by the server; and its history. */
export function creditsRoutes(db: Database) {
  return new Hono().route('/', creditHistoryRoutes(db)).get('/__debug/credits', async (c) => {
    const user = await requireRequestUser(c)
    const credits = await findCredits(db, user.id)
    // The web app then reads the profile itself, and creates it when missing (docs/product.md#dashboard).
    if (credits === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
    c.header('Cache-Control', 'no-store')
    return c.json({ credits })
  })
}
