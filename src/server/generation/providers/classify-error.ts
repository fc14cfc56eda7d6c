import { APICallError } from 'ai'
import { ProviderError, type ProviderFailure } from './provider-error.ts'
import { log } from '../../observability/logger.ts'

/** What one failed provider call means for the retry loop and for the user. */
export interface ClassifiedFailure {
  failure: ProviderFailure
  retryable: boolean
  /** The server's own wait (retry-after-ms / retry-after), when it sent one. */
  retryAfterMs?: number
  status?: number
}

// Shown to end users: they say what happened and what to do, never a key, URL or raw body.
const MESSAGES: Record<ProviderFailure, string> = {
  rate_limited: 'The AI provider is rate limiting requests. Please try again in a moment.',
  unavailable: 'The AI provider is unavailable right now. Please try again in a moment.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  invalid_output: 'The AI provider returned output in an unexpected format. Please try again.',
  refused: 'The AI provider refused the request. Please check the server’s AI settings.',
  content_filtered: 'The AI provider declined to write this text (its content filter stopped it). Try rewording the topic or the chapter.',
  cut_off: 'The AI provider stopped before the end of the text, so nothing was changed. Please try again.',
  rewrite_rejected: 'The grammar pass changed more than spelling and grammar, so the chapter was left as it was. Please try again.',
}

/** Reads `retry-after-ms` (OpenAI) or `retry-after` (seconds or an HTTP date) into milliseconds. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '')
  if (Number.isFinite(ms) && ms >= 0) return ms
  const raw = headers['retry-after']
  if (!raw) return undefined
  const seconds = Number(raw.trim())
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(raw)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

function fromStatus(status: number, headers: Record<string, string> | undefined): ClassifiedFailure {
  if (status === 429) return { failure: 'rate_limited', retryable: true, retryAfterMs: retryAfterMs(headers), status }
  if (status === 408) return { failure: 'timeout', retryable: true, retryAfterMs: retryAfterMs(headers), status }
  if (status === 409 || status >= 500) return { failure: 'unavailable', retryable: true, retryAfterMs: retryAfterMs(headers), status }
  // 400 (bad request), 401/403 (key), 404 (model) and the rest: trying again cannot help.
  return { failure: 'refused', retryable: false, status }
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET'])

function isNetworkError(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && NETWORK_CODES.has(code)) return true
    if (e instanceof TypeError && /fetch failed|terminated|network/i.test(e.message)) return true
  }
  return false
}

/**
 * A stream that broke off after some text: closed without a finish reason (a proxy or server
 * that hung up politely), or ended by an error event in the stream (OpenAI's `server_error`).
 * The server was answering a moment ago, so it is worth continuing.
 */
export class StreamEndedEarly extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The AI provider ended the stream before the text was finished', options)
    this.name = 'StreamEndedEarly'
  }
}

/** `timedOut` says whether our own per-attempt timer fired, which the thrown error cannot tell. */
export function classifyError(error: unknown, timedOut: boolean): ClassifiedFailure {
  if (error instanceof ProviderError) return { failure: error.failure, retryable: false }
  if (timedOut) return { failure: 'timeout', retryable: true }
  if (error instanceof StreamEndedEarly) return { failure: 'unavailable', retryable: true }
  if (APICallError.isInstance(error)) {
    if (error.statusCode !== undefined && error.statusCode >= 400) return fromStatus(error.statusCode, error.responseHeaders)
    // No status: the server was never reached (refused, reset, DNS). A 2xx whose body broke off
    // is a dropped connection too.
    return { failure: 'unavailable', retryable: error.isRetryable || isNetworkError(error.cause) }
  }
  if (isNetworkError(error)) return { failure: 'unavailable', retryable: true }
  return { failure: 'unavailable', retryable: false }
}

function logDetail(error: unknown, classified: ClassifiedFailure) {
  const detail = APICallError.isInstance(error)
    ? { status: error.statusCode, url: error.url, body: error.responseBody?.slice(0, 500) }
    : { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) }
  // Operators need the real reason (wrong key, unknown model); users only get the safe message.
  log.error(detail, `[ai] provider call failed (${classified.failure})`)
}

/** The error callers see. Refusals and unexpected errors are logged, since they need an operator. */
export function toProviderError(error: unknown, classified: ClassifiedFailure): ProviderError {
  if (error instanceof ProviderError) return error
  if (
    classified.failure === 'refused' ||
    (classified.failure === 'unavailable' && classified.status === undefined && !classified.retryable)
  ) {
    logDetail(error, classified)
  }
  // No HTTP status in the text: the client branches on the error code (decision 43); operators
  // find the provider's status in the log above.
  return new ProviderError(classified.failure, MESSAGES[classified.failure], {
    cause: error,
    ...(classified.retryAfterMs !== undefined ? { retryAfterMs: classified.retryAfterMs } : {}),
  })
}

export function providerFailureMessage(failure: ProviderFailure): string {
  return MESSAGES[failure]
}
