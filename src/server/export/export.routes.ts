import { Hono } from 'hono'

/** POST /api/export/{pdf|docx|epub|markdown} (spec §7): placeholder until the export routes land. */
export function exportRoutes() {
  return new Hono()
}
