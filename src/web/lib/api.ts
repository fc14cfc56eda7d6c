import { type ClientResponse, hc } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
// Only the type crosses from the server (decision 0117): the routes' paths, inputs and answers.
import type { ApiRoutes } from '../../server/app.ts'
import { apiFetch } from './api-client.ts'

/**
 * The product API, typed by its declarations (src/server, decision 0117): `api.projects[':id'].$get({ param: { id } })`
 * in place of a hand-written '/api/...' string. Requests go through `apiFetch` (the bearer token,
 * a refused session reported, a non-OK answer thrown as an ApiError), so an awaited call is OK.
 * Path parameters go into the URL as given: encode them (`encodeURIComponent`).
 */
export const api = hc<ApiRoutes>('/api', { fetch: apiFetch })

/**
 * The body of a successful answer (errors were thrown by `apiFetch`). The error body is declared
 * as `default`, whose status is every other code at once: only a wholly successful status counts.
 */
type OkBody<R> = R extends ClientResponse<infer T, infer S, 'json'> ? ([S] extends [SuccessStatusCode] ? T : never) : never

/** Awaits a typed call and reads its JSON body as the declared success answer. */
export async function okJson<R extends ClientResponse<unknown, number, string>>(call: Promise<R>): Promise<OkBody<R>> {
  const res = await call
  return (await res.json()) as OkBody<R>
}

/** Request options of one call: an abort signal, or extra headers. */
export const withInit = (init: RequestInit) => ({ init })

/**
 * POST /api/export/{format}: the document is declared for the OpenAPI document only (the route
 * reads it after the caller's export slot, decision 0117), so it is sent as the request's body.
 * The answer is a file, or JSON (preflight, pages) the editor trusts as typed: a plain Response.
 */
export function postExport(format: string, query: Record<string, string>, payload: unknown, signal?: AbortSignal): Promise<Response> {
  return api.export[':format'].$post(
    { param: { format }, query },
    { headers: { 'Content-Type': 'application/json' }, init: { body: JSON.stringify(payload), ...(signal ? { signal } : {}) } },
  )
}
