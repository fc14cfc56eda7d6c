import type { ErrorCode } from '@core/errors.ts'
import { AppError } from '../../http/app-error.ts'
import { ProviderError, type ProviderFailure } from './provider-error.ts'
import { log } from '../../observability/logger.ts'

// Output the provider could not get right is a bad gateway answer, not an outage; a refusal
// (wrong key or model) is the operator's to fix, so the user sees "temporarily unavailable".
const CODES: Record<ProviderFailure, ErrorCode> = {
  rate_limited: 'rate_limited',
  timeout: 'provider_unavailable',
  unavailable: 'provider_unavailable',
  invalid_output: 'provider_failed',
  refused: 'provider_unavailable',
  content_filtered: 'content_filtered',
  cut_off: 'output_cut_off',
  rewrite_rejected: 'rewrite_rejected',
}

/**
 * What a failed generation answers. Provider messages are written for end users; the client
 * turns the `rate_limited` code (not the text) into the throttling toast (docs/product.md#outline-generation, decision 43).
 */
export function generationFailure(error: unknown, signal?: AbortSignal): AppError {
  if (error instanceof AppError) return error
  if (error instanceof ProviderError) {
    return new AppError(CODES[error.failure], error.message)
  }
  // A client that went away aborts its provider call: expected, and nobody reads the answer.
  if (!signal?.aborted) log.error({ err: error }, '[generation] unexpected failure')
  return new AppError('internal')
}

/** The failure as stored on the generation row, for operators. */
export function failureText(error: unknown): string {
  const text =
    error instanceof ProviderError
      ? `${error.failure}: ${error.message}`
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : String(error)
  return text.slice(0, 1000)
}
