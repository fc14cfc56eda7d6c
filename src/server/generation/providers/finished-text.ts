import type { FinishReason } from 'ai'
import { providerFailureMessage } from './classify-error.ts'
import { ProviderError } from './provider-error.ts'
import { log } from '../../observability/logger.ts'

/**
 * The text of a call that is not streamed (the outline), once its finish reason is read
 * (decision 34): a content filter or refusal throws `content_filtered`, since asking again for
 * the same thing would be refused again. A reply cut at the limit is returned as it is: for JSON
 * the outline's repair turn is the better answer than a continuation.
 */
export function finishedText(result: { text?: string; finishReason?: FinishReason }): string {
  if (result.finishReason === 'content-filter') {
    log.warn('[ai] the provider stopped an outline with its content filter')
    throw new ProviderError('content_filtered', providerFailureMessage('content_filtered'))
  }
  return result.text ?? ''
}
