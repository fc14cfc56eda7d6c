/**
 * Why a provider call failed, in terms the API can answer with. The messages carry no status
 * codes: the client reads the error code (`rate_limited` gives the throttling text, docs/product.md#outline-generation;
 * decision 43).
 */
export type ProviderFailure =
  | 'rate_limited'
  | 'unavailable'
  | 'timeout'
  | 'invalid_output'
  | 'refused'
  /** The provider's content filter or the model's refusal ended the reply (decision 34). */
  | 'content_filtered'
  /** Still at the output limit after the allowed continuations (decision 34). */
  | 'cut_off'
  /** A grammar pass that changed the text's length too much (decision 34). */
  | 'rewrite_rejected'

export class ProviderError extends Error {
  /** The provider's own wait after a 429 (retry-after), so a draft re-queues the chapter for that long. */
  readonly retryAfterMs?: number

  constructor(
    readonly failure: ProviderFailure,
    message: string,
    options?: { cause?: unknown; retryAfterMs?: number },
  ) {
    super(message, options)
    this.name = 'ProviderError'
    if (options?.retryAfterMs !== undefined) this.retryAfterMs = options.retryAfterMs
  }
}
