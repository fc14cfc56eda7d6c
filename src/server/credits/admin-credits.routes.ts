import { Hono } from 'hono'
import type { Database } from '../db/database.ts'

// Placeholder, filled in by the generation work in progress.
export function adminCreditsRoutes(_db: Database) {
  return new Hono()
}
