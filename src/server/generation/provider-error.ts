/**
 * Why a provider call failed, in terms the API can answer with. `rate_limited` messages contain
 * '429' so the client shows the spec's throttling text (§8).
 */
export type ProviderFailure = 'rate_limited' | 'unavailable' | 'timeout' | 'invalid_output' | 'refused'

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.name = 'ProviderError'
  }
}
