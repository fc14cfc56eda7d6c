import { createHash, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bearerToken } from '../auth/bearer.ts'
import { clientIp } from '../auth/rate-limit.ts'
import type { Config } from '../config.ts'
import { AppError } from '../http/app-error.ts'
import { isLoopbackAddress, isLoopbackHost } from '../http/loopback.ts'
import { metricsRegistry } from './metrics.ts'

type MetricsConfig = Pick<Config, 'METRICS_TOKEN' | 'TRUST_PROXY'>

// Both sides hashed first: equal lengths for timingSafeEqual, and no early exit on a length mismatch.
const digest = (text: string) => createHash('sha256').update(text).digest()

/** The configured token, compared in constant time. */
export function isMetricsToken(sent: string | undefined, expected: string | undefined): boolean {
  if (!sent || !expected) return false
  return timingSafeEqual(digest(sent), digest(expected))
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip']

/**
 * A scraper on this machine. The client's address is the one the rate limits use: behind a
 * trusted proxy (TRUST_PROXY) the proxy's X-Forwarded-For entry, not the proxy's loopback socket,
 * so an outside request through a proxy on this machine is not local. Without TRUST_PROXY a
 * forwarding header means an untrusted proxy stands in front: it can only refuse, never grant. And
 * the Host must name this machine, as for the outbox (http/loopback.ts): a page rebound to
 * 127.0.0.1 carries its own name.
 */
export function isLocalScraper(c: Context, config: Pick<Config, 'TRUST_PROXY'>): boolean {
  if (!config.TRUST_PROXY && FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined)) return false
  return isLoopbackHost(c.req.header('host')) && isLoopbackAddress(clientIp(c, config))
}

/**
 * GET /metrics (decision 113): the Prometheus text format. A scraper on this machine reads it
 * freely; any other sends `Authorization: Bearer <METRICS_TOKEN>`. Without a token: 401; with a
 * wrong one, or from elsewhere when no token is configured: 403.
 */
export function metricsRoutes(config: MetricsConfig, registry = metricsRegistry): Hono {
  return new Hono().get('/metrics', async (c) => {
    if (!isLocalScraper(c, config)) {
      const sent = bearerToken(c)
      if (!config.METRICS_TOKEN)
        throw new AppError('forbidden', 'Metrics are served to this machine only: set METRICS_TOKEN to scrape them from elsewhere.')
      if (!sent) throw new AppError('unauthorized', 'Send the metrics token as a Bearer token.')
      if (!isMetricsToken(sent, config.METRICS_TOKEN)) throw new AppError('forbidden', 'The metrics token is not valid.')
    }
    const text = await registry.metrics()
    return c.body(text, 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
  })
}
