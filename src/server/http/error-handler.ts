import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { type ErrorCode, errorBody, errorTable } from '@core/errors.ts'
import { log } from '../observability/logger.ts'
import { AppError } from './app-error.ts'

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(errorTable).find(([, entry]) => entry.status === status)
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'internal' : 'bad_request')
}

/**
 * Every thrown error becomes JSON `{code, message}`; unexpected ones are logged once with the
 * request's id and answer `{code: 'internal', message, requestId}`, never leaking details.
 */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.ceil(error.retryAfterSeconds)))
    return c.json(error.body, error.status as ContentfulStatusCode)
  }
  if (error instanceof HTTPException) {
    const code = codeForStatus(error.status)
    return c.json(errorBody(code), error.status as ContentfulStatusCode)
  }
  // One error line, with the stack; the id (also in the line, from the request's logger) lets a
  // user's "Reference: …" lead to it. The path has no query string: it may carry a token.
  const { method, path } = c.req
  const requestId: string | undefined = c.get('requestId')
  const logger = c.get('log') ?? log
  logger.error({ err: error, method, path }, `Unhandled error on ${method} ${path}`)
  return c.json({ ...errorBody('internal'), ...(requestId ? { requestId } : {}) }, 500)
}

export function apiNotFound(c: Context): Response {
  return c.json(errorBody('not_found', `No API route for ${c.req.method} ${c.req.path}.`), 404)
}
