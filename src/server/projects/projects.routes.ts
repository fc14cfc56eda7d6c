import { Hono } from 'hono'
import type { Database } from '../db/database.ts'

/** /api/projects (saved projects, owner-only): placeholder until the projects API lands. */
export function projectsRoutes(_deps: { db: Database }) {
  return new Hono()
}
