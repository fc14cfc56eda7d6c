import type { Context, MiddlewareHandler } from 'hono'
import { errorBody } from '@core/errors.ts'
import { AuthError, authErrorResponse } from './auth/auth-errors.ts'

export const NUL_IN_URL_MESSAGE = 'The address contains a NUL character (%00), which no path or query parameter may hold.'

/** Each API answers in its own error shape, so its client reads the refusal as it reads any 400. */
function refusal(c: Context): Response {
  const path = c.req.path
  if (path.startsWith('/auth/v1/')) return authErrorResponse(c, new AuthError('validation_failed', NUL_IN_URL_MESSAGE))
  // What PostgREST relays when Postgres meets the byte in a filter value.
  if (path.startsWith('/rest/v1/')) return c.json({ code: '22021', details: null, hint: null, message: NUL_IN_URL_MESSAGE }, 400)
  return c.json(errorBody('validation_failed', NUL_IN_URL_MESSAGE), 400)
}

/**
 * `%00` is the only way U+0000 gets into a path or query parameter, and Postgres can store it in
 * no text: refused here, once, before any route reads a parameter (issue 13 item 12).
 */
export function refuseNulInUrl(): MiddlewareHandler {
  return async (c, next) => {
    if (/%00/i.test(c.req.url)) return refusal(c)
    await next()
  }
}
