import { type ErrorCode, isSessionRefused, parseApiErrorBody, type SessionRefusedCode } from '@core/errors.ts'

/** A non-OK API answer. The message is '{status}: {body or status text}' as the product shows it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    readonly code: ErrorCode | undefined,
  ) {
    super(`${status}: ${body}`)
    this.name = 'ApiError'
  }
}

type TokenSource = () => string | null | undefined | Promise<string | null | undefined>
let currentToken: TokenSource = () => null

/** The auth layer registers where the current session's access token comes from. */
export function setAccessTokenSource(source: TokenSource): void {
  currentToken = source
}

let sessionRefused: (code: SessionRefusedCode) => void = () => {}

/**
 * The auth layer says what to do when the server refuses the session itself: it was signed out
 * (here or on another device) or the account is suspended. Refreshing cannot help then.
 */
export function setSessionRefusedHandler(handler: (code: SessionRefusedCode) => void): void {
  sessionRefused = handler
}

/** Hands a refused session to the auth layer; true when `code` was such a refusal (also for /rest/v1 errors). */
export function reportSessionRefused(code: unknown): boolean {
  if (!isSessionRefused(code)) return false
  sessionRefused(code)
  return true
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return
  const text = (await res.text()) || res.statusText
  const code = parseApiErrorBody(text)?.code
  reportSessionRefused(code)
  throw new ApiError(res.status, text, code)
}

/** Sends JSON with the bearer token when there is a session, and cookies. */
export async function apiRequest(method: string, url: string, data?: unknown, init: RequestInit = {}): Promise<Response> {
  const token = await currentToken()
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const res = await fetch(url, {
    ...init,
    method,
    headers,
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  })
  await throwIfResNotOk(res)
  return res
}

/**
 * The fetch of the typed client (lib/api.ts): the bearer token when there is a session, cookies,
 * and a non-OK answer thrown as an ApiError after a refused session is reported.
 */
export async function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const token = await currentToken()
  const headers = new Headers(init.headers)
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const res = await fetch(input, { ...init, headers, credentials: 'include' })
  await throwIfResNotOk(res)
  return res
}
