import { generateText } from 'ai'
import type { ChapterContext } from '../chapters/chapter-stream.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { ReviseJob, SentenceRevision } from '../providers/provider.ts'
import { revisePrompt } from '../quality/revise-prompt.ts'
import { parseRevisionReply } from '../quality/revise-reply.ts'
import { recordUsage } from '../providers/token-usage.ts'
import { withRetries } from '../providers/with-retries.ts'

/**
 * The quality pass's revision call through the AI SDK, under the same retry policy as every
 * other call. A reply cut off by the output limit or filtered is refused rather than half used:
 * the pass then keeps the chapter as written.
 */
export async function reviseChapterWith(ctx: ChapterContext, job: ReviseJob): Promise<SentenceRevision[]> {
  const parts = revisePrompt(job)
  const result = await withRetries(
    (attempt) =>
      generateText({ model: ctx.model, ...parts, maxOutputTokens: ctx.limits.revision, maxRetries: 0, abortSignal: attempt.signal }),
    ctx.policy,
    job.signal,
  )
  recordUsage('revision', result.totalUsage)
  if (result.finishReason === 'length' || result.finishReason === 'content-filter') {
    throw new ProviderError('invalid_output', `The revision ended with "${result.finishReason}".`)
  }
  return parseRevisionReply(result.text, job)
}
