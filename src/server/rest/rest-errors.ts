/** PostgREST's error body: supabase-js hands it to the caller as `error` unchanged. */
export interface PostgrestErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export class PostgrestError extends Error {
  readonly body: PostgrestErrorBody

  constructor(
    readonly status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'PostgrestError'
    this.body = { code, details, hint, message }
  }
}

/** `.single()` asked for one object and the result has another number of rows (406 PGRST116). */
export function singularityError(rows: number): PostgrestError {
  return new PostgrestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)
}

export function tableNotFound(name: string): PostgrestError {
  return new PostgrestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`)
}

export function parseError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details)
}

/** An error Postgres raised (pg and PGlite both surface the server's SQLSTATE as `code`). */
interface DatabaseError {
  code: string
  message: string
  detail?: string
  hint?: string
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  if (typeof error !== 'object' || error === null) return false
  const { code, severity } = error as Record<string, unknown>
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string'
}

// PostgREST's SQLSTATE → HTTP table (`pgErrorStatus` in its Error.hs): exact codes first, then classes.
const statusByCode: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42P01': 404,
  P0001: 400,
  '53400': 500,
  '57P01': 503,
  '42P17': 500,
  '42883': 500,
  '21000': 500,
}
const statusByClass: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
}

/**
 * The HTTP status for a Postgres error. A refused privilege or RLS check is 401 for the anonymous
 * role (signing in might help) and 403 otherwise. Anything not listed is the client's fault (bad
 * input, a failed check constraint, a not-null column): 400, never a 500.
 */
export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401
  return statusByCode[code] ?? statusByClass[code.slice(0, 2)] ?? 400
}

/**
 * Turns a Postgres error into PostgREST's answer, with the 401's `WWW-Authenticate` as PostgREST
 * sends it. Server-side failures keep their code but not their text, which may describe internals.
 */
export function fromDatabaseError(error: DatabaseError, authenticated: boolean): PostgrestError {
  const status = statusForSqlState(error.code, authenticated)
  if (status >= 500) return new PostgrestError(status, error.code, 'The database could not complete the request.')
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}
  return new PostgrestError(status, error.code, error.message, error.detail ?? null, error.hint ?? null, headers)
}
