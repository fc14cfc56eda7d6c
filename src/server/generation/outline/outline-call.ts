import type { Outline, OutlineRequest } from '@core/generation-schemas.ts'
import { APICallError, generateText, type LanguageModel, type ModelMessage, NoObjectGeneratedError, Output } from 'ai'
import { providerFailureMessage } from '../providers/classify-error.ts'
import { finishedText } from '../providers/finished-text.ts'
import { parseOutline } from './outline-json.ts'
import { outlineReplySchema } from './outline-reply-schema.ts'
import { ProviderError } from '../providers/provider-error.ts'
import { outlinePrompt, outlineRepairPrompt } from '../prompts/prompts.ts'
import { type RetryPolicy, withRetries } from '../providers/with-retries.ts'
import { log } from '../../observability/logger.ts'

/**
 * How to ask for JSON: 'schema' sends the outline's JSON schema (OpenAI, Anthropic); 'json' asks
 * for any JSON object (OpenAI-compatible servers, most of which cannot take a schema); 'text'
 * asks for nothing and relies on the JSON-only instruction and our own parser.
 */
export type JsonMode = 'schema' | 'json' | 'text'

export interface OutlineContext {
  model: LanguageModel
  policy: RetryPolicy
  /** Drops to 'text' for good once the server rejects response_format. */
  jsonMode: JsonMode
  /** The outline's output limit (output-limits.ts, decision 34). */
  maxOutputTokens?: number
}

function outputFor(mode: JsonMode) {
  return mode === 'schema' ? Output.object({ schema: outlineReplySchema, name: 'outline' }) : Output.json({ name: 'outline' })
}

async function requestText(ctx: OutlineContext, system: string, messages: ModelMessage[], signal: AbortSignal): Promise<string> {
  const common = { model: ctx.model, system, messages, maxOutputTokens: ctx.maxOutputTokens, maxRetries: 0, abortSignal: signal }
  if (ctx.jsonMode === 'text') return finishedText(await generateText(common))
  try {
    return finishedText(await generateText({ ...common, output: outputFor(ctx.jsonMode) }))
  } catch (error) {
    // Unparseable or off-schema: hand the text to the repair turn rather than failing here.
    if (NoObjectGeneratedError.isInstance(error)) return finishedText(error)
    if (APICallError.isInstance(error) && error.statusCode === 400 && !signal.aborted) {
      log.warn('[ai] the server refused response_format (400); asking for plain JSON text from now on')
      ctx.jsonMode = 'text'
      return finishedText(await generateText(common))
    }
    throw error
  }
}

async function attempt(ctx: OutlineContext, request: OutlineRequest, system: string, messages: ModelMessage[], signal?: AbortSignal) {
  const text = await withRetries((a) => requestText(ctx, system, messages, a.signal), ctx.policy, signal)
  return { text, parsed: parseOutline(text, request.productType) }
}

/**
 * One call, and at most one repair turn that shows the model its reply and what was wrong. If
 * the repair still has problems, an outline whose only faults are missing plans, a missing
 * language or a chapter count outside the range is kept (the creator can edit it); placeholders,
 * duplicates and broken JSON fail.
 */
export async function generateOutlineWith(ctx: OutlineContext, request: OutlineRequest, signal?: AbortSignal): Promise<Outline> {
  const { system, prompt } = outlinePrompt(request)
  const messages: ModelMessage[] = [{ role: 'user', content: prompt }]
  const first = await attempt(ctx, request, system, messages, signal)
  if (first.parsed.ok) return first.parsed.outline
  const repair: ModelMessage[] = [
    ...messages,
    { role: 'assistant', content: first.text.trim() || '(empty reply)' },
    { role: 'user', content: outlineRepairPrompt(first.parsed.problems, request.productType) },
  ]
  const second = await attempt(ctx, request, system, repair, signal)
  if (second.parsed.ok) return second.parsed.outline
  const fallback = second.parsed.fallback ?? first.parsed.fallback
  if (fallback) {
    log.warn({ problems: second.parsed.problems }, '[ai] the outline kept minor problems after one repair; using it as it is')
    return fallback
  }
  log.error({ problems: second.parsed.problems }, '[ai] the outline was still invalid after one repair')
  throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
}
