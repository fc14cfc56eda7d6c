import { parseApiErrorBody } from '@core/errors.ts'
import { ApiError } from './api-client.ts'
import { errorMessage } from './error-message.ts'

/**
 * The message for a failed call. An API error keeps the spec's '{status}: …' form (§8: the 429
 * and 402 checks read the status from it) but with the body's message instead of raw JSON;
 * anything else gives its own message, or `fallback`.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = parseApiErrorBody(error.body)
    return body ? `${error.status}: ${body.message}` : error.message
  }
  return errorMessage(error, fallback)
}
