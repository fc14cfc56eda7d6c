import type { MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { log } from './logger.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by routes that serve files (the SPA, /examples): their requests get no access line. */
    quietAccess: boolean
  }
}

/** Polled by load balancers and scrapers every few seconds: a line each would drown the rest. */
const QUIET_PATHS = new Set(['/api/health', '/api/ready', '/metrics'])

/** Mounted before the routes that serve files, so their requests are not logged. */
export const quietAccess: MiddlewareHandler = async (c, next) => {
  c.set('quietAccess', true)
  await next()
}

/**
 * One line per request after it is answered: method, path (never the query string, which may carry
 * a token), the matched route, status, duration in ms; the request id and user come from the logger.
 * Always `info`: a 500's error and stack are the error handler's one `error` line, not repeated here.
 */
export function accessLog({ now = () => performance.now() }: { now?: () => number } = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = now()
    await next()
    if (QUIET_PATHS.has(c.req.path) || c.get('quietAccess')) return
    const { method, path } = c.req
    const status = c.res.status
    const ms = Math.round((now() - started) * 10) / 10
    const line = { method, path, route: routePath(c), status, ms }
    const logger = c.get('log') ?? log
    logger.info(line, `${method} ${path} ${status} ${ms} ms`)
  }
}
