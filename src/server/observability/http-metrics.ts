import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { httpDuration, httpRequests } from './metrics.ts'

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** What no route answered (a catch-all's 404): one label, whatever the path. */
export const UNMATCHED_ROUTE = 'unmatched'

/**
 * Counts and times every request by its route's pattern (`/api/projects/:id`), never the raw path,
 * so the series stay as few as the routes. A wildcard that answered 404 (the API's catch-all, or
 * no route at all) is `unmatched`; a wildcard that served something (the SPA, static files) keeps
 * its pattern.
 */
export function httpMetrics(): MiddlewareHandler {
  return async (c, next) => {
    const startedAt = performance.now()
    try {
      await next()
    } finally {
      const status = c.res.status
      const pattern = routePath(c)
      const route = !pattern || (pattern.includes('*') && status === 404) ? UNMATCHED_ROUTE : pattern
      const labels = { method: METHODS.has(c.req.method) ? c.req.method : 'OTHER', route, status: String(status) }
      httpRequests.inc(labels)
      httpDuration.observe(labels, (performance.now() - startedAt) / 1000)
    }
  }
}
