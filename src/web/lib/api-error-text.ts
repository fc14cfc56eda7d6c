import { type ErrorCode, isErrorCode, parseApiErrorBody, requestReference } from '@core/errors.ts'
import { ApiError } from './api-client.ts'
import { errorMessage } from './error-message.ts'

const OFFLINE_TEXT = 'No connection to the server. Check your network and try again.'
const GENERIC_TEXT = 'Something went wrong. Please try again.'
/** 429 `ai_busy` (decision 77): nobody did anything wrong; the server's AI calls are all taken for now. */
export const AI_BUSY_TEXT = 'The AI writer is busy with other requests right now. Please try again in a few seconds.'

/**
 * The message for a failed call. An API error keeps the '{status}: …' form (docs/product.md#errors, the
 * generic helper) but with the body's message instead of raw JSON; a 500 adds its request's short
 * reference, which ties a user's report to the server's log line. Anything else gives its own
 * message, or `fallback`. For showing only: never branch on this text, read `errorCode`.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = parseApiErrorBody(error.body)
    if (!body) return error.message
    const reference = error.status >= 500 && typeof body.requestId === 'string' ? ` Reference: ${requestReference(body.requestId)}` : ''
    return `${error.status}: ${body.message}${reference}`
  }
  return errorMessage(error, fallback)
}

/** fetch() rejects with a TypeError when the request never got an answer (offline, connection reset). */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/**
 * The one message for a failure shown anywhere in the app: an API error in the '{status}: …'
 * form, a network failure in words, else the error's own message or `fallback`.
 */
export function describeError(error: unknown, fallback: string = GENERIC_TEXT): string {
  if (isNetworkError(error)) return OFFLINE_TEXT
  if (errorCode(error) === 'ai_busy') return AI_BUSY_TEXT
  return apiErrorText(error, fallback)
}

/**
 * The typed code of a failure (decision 43): an API error's `code`, or the `code` of any error
 * that carries one from the shared table (a draft stream's chapter error). What the UI branches on.
 */
export function errorCode(error: unknown): ErrorCode | undefined {
  if (error instanceof ApiError) return error.code
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return isErrorCode(code) ? code : undefined
}

/** Worth trying again by itself: no answer, the server's own failure, a rate limit, or a busy AI writer. */
export function isTransient(error: unknown): boolean {
  if (isNetworkError(error)) return true
  const code = errorCode(error)
  return error instanceof ApiError && (error.status >= 500 || code === 'rate_limited' || code === 'ai_busy')
}

/** A query's `retry`: up to 3 more tries, only for a transient failure (anything else answers the same again). */
export const retryTransient = (failures: number, error: Error): boolean => failures < 3 && isTransient(error)
