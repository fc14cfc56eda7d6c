import { staleChapterCount } from '@core/description-facts.ts'
import { generateText, type ModelMessage } from 'ai'
import type { ChapterContext } from '../chapters/chapter-stream.ts'
import { providerFailureMessage } from '../providers/classify-error.ts'
import { cleanDescriptionReply } from '../clean/description-reply.ts'
import { descriptionPrompt, descriptionRepairPrompt } from './description-prompt.ts'
import { finishedText } from '../providers/finished-text.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { DescriptionJob } from '../providers/provider.ts'
import { recordUsage } from '../providers/token-usage.ts'
import { withRetries } from '../providers/with-retries.ts'
import { log } from '../../observability/logger.ts'

async function ask(ctx: ChapterContext, system: string, messages: ModelMessage[], signal?: AbortSignal): Promise<string> {
  const result = await withRetries(
    (attempt) =>
      generateText({
        model: ctx.model,
        system,
        messages,
        maxOutputTokens: ctx.limits.description,
        maxRetries: 0,
        abortSignal: attempt.signal,
      }),
    ctx.policy,
    signal,
  )
  recordUsage('description', result.totalUsage)
  return finishedText(result)
}

/**
 * A new description through the AI SDK (issue 29, decision 103), under the same retry policy as
 * every call. The reply is cleaned to the blurb alone; one that still names a chapter count the
 * book does not have gets one repair turn, and a second such reply fails rather than reaching the
 * creator (the notice that sent them here would come straight back).
 */
export async function writeDescriptionWith(ctx: ChapterContext, job: DescriptionJob): Promise<string> {
  const { system, prompt } = descriptionPrompt(job)
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }]
  let reply = await ask(ctx, system, messages, job.signal)
  let text = cleanDescriptionReply(reply)
  const stale = text ? staleChapterCount(text, job.chapters) : undefined
  if (stale) {
    messages.push({ role: 'assistant', content: reply }, { role: 'user', content: descriptionRepairPrompt(stale.text) })
    reply = await ask(ctx, system, messages, job.signal)
    text = cleanDescriptionReply(reply)
    if (text && staleChapterCount(text, job.chapters)) {
      log.warn('[ai] a new description still named a wrong chapter count after one repair; it was not offered')
      text = ''
    }
  }
  if (text === '') throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
  return text
}
