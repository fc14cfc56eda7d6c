import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from './logger.ts'
import { withRequest } from './request-context.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: the X-Request-Id response header, every log line of the request, a 500's body. */
    requestId: string
    /** The logger for this request: its lines carry `requestId` and, once known, `userId`. */
    log: Logger
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** What a proxy's id may look like to be kept: short, and nothing a log line or a header could trip on. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/

export interface RequestIdOptions {
  /** TRUST_PROXY: only then is an incoming X-Request-Id someone else's (the proxy's) and kept. */
  trustProxy: boolean
  logger: Logger
  newId?: () => string
}

/**
 * Gives every request an id, first of all middleware: kept from a trusted proxy's X-Request-Id when
 * it is sane, else a new UUID. Returned as X-Request-Id on every response (API, errors, 404s, files).
 * A client's own header is ignored without a proxy, so nobody can plant ids in another's log lines.
 */
export function requestId({ trustProxy, logger, newId = randomUUID }: RequestIdOptions): MiddlewareHandler {
  return async (c, next) => {
    const incoming = trustProxy ? c.req.header(REQUEST_ID_HEADER) : undefined
    const id = incoming && SANE_ID.test(incoming) ? incoming : newId()
    c.set('requestId', id)
    c.set('log', logger)
    await withRequest({ requestId: id }, next)
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id)
    } catch {
      // A response with immutable headers (a fetched one passed on): copied once to carry the id.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set(REQUEST_ID_HEADER, id)
    }
  }
}
