import { ApiError } from '@web/lib/api-client.ts'
import { apiErrorText } from '@web/lib/api-error-text.ts'

const OFFLINE_TEXT = 'No connection to the server. Check your network and try again.'

/** fetch() rejects with a TypeError when the request never got an answer (offline, connection reset). */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/**
 * The message for a failure: an API error keeps the spec's '{status}: …' form (§8) with the
 * body's message instead of raw JSON; a network failure says so in words.
 */
export function describeError(error: unknown): string {
  if (isNetworkError(error)) return OFFLINE_TEXT
  return apiErrorText(error, 'Something went wrong. Please try again.')
}

/** Worth trying again by itself: no answer, the server's own failure, or a rate limit. */
export function isTransient(error: unknown): boolean {
  if (isNetworkError(error)) return true
  return error instanceof ApiError && (error.status >= 500 || error.status === 429)
}
