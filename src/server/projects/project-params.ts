import type { Context, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { AppError } from '../http/app-error.ts'

// Any spelling Postgres reads as a uuid; the version and variant bits do not matter for lookups.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The `:id` of a project path. A malformed one names no project: 404, as for a missing one. */
export const projectIdParam = (c: Context): string => uuidPathParam(c, 'id', 'There is no such project.')

/** A uuid path parameter; a malformed one is the same 404 (`message`) as a missing thing. */
export function uuidPathParam(c: Context, name: string, message: string): string {
  const id = c.req.param(name) ?? ''
  if (!UUID.test(id)) throw new AppError('not_found', message)
  return id.toLowerCase()
}

/**
 * Route middleware: a malformed uuid in the path is the route's 404 before its query or body is
 * judged, as when the handler read the id first (decision 0117).
 */
export const uuidFirst =
  (name: string, message: string): MiddlewareHandler =>
  async (c, next) => {
    uuidPathParam(c, name, message)
    await next()
  }
export const projectIdFirst = uuidFirst('id', 'There is no such project.')

/** Query parameters checked with a shared schema; a bad one is a 400 naming it. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  const parsed = schema.safeParse(c.req.query())
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    throw new AppError('validation_failed', issues[0] ? `${issues[0].path || 'query'}: ${issues[0].message}` : undefined, issues)
  }
  return parsed.data
}
