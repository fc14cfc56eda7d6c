import type { ChapterContext } from '../chapters/chapter-stream.ts'
import { providerFailureMessage } from '../providers/classify-error.ts'
import { SelectionCleaner } from '../clean/selection-cleaner.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { SelectionJob } from '../providers/provider.ts'
import { grammarPassHolds } from '../chapters/rewrite-check.ts'
import { selectionPrompt } from './selection-prompt.ts'
import { streamWhole } from '../providers/whole-text.ts'
import { log } from '../../observability/logger.ts'

/**
 * Rewrites one selected passage through the AI SDK (docs/product.md#chapter-rewrites), streamed,
 * continued, retried and cleaned like every whole text (whole-text.ts). Someone watches it arrive,
 * yet a cut-off passage fails: half a sentence spliced into a chapter is worse than none.
 */
export async function rewriteSelectionWith(ctx: ChapterContext, job: SelectionJob, onDelta?: (text: string) => void): Promise<string> {
  let cleaner: SelectionCleaner | undefined
  const stream = streamWhole(ctx, {
    ...selectionPrompt(job),
    maxOutputTokens: ctx.limits.rewrite,
    continuationTokens: ctx.limits.continuation,
    // A reply asked for again gets a fresh cleaner; the last one holds the passage.
    cleaner: () => (cleaner = new SelectionCleaner(job)),
    atLimit: 'fail',
    task: 'selection rewrite',
    signal: job.signal,
  })
  for await (const delta of stream) onDelta?.(delta)
  const text = cleaner?.text ?? ''
  if (text.trim() === '') throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
  if (job.action === 'grammar' && !grammarPassHolds({ content: job.selection }, text)) {
    log.warn('[ai] a grammar pass changed a passage length by more than 15%; it was not offered')
    throw new ProviderError('rewrite_rejected', providerFailureMessage('rewrite_rejected'))
  }
  return text
}
