import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { APICallError, generateText, type ModelMessage, NoObjectGeneratedError, Output } from 'ai'
import type { JsonMode, OutlineContext } from '../outline/outline-call.ts'
import { providerFailureMessage } from '../providers/classify-error.ts'
import { callMessages } from '../providers/continuation.ts'
import { finishedText } from '../providers/finished-text.ts'
import { ProviderError } from '../providers/provider-error.ts'
import type { LaunchPieceJob } from '../providers/provider.ts'
import { recordUsage } from '../providers/token-usage.ts'
import { withRetries } from '../providers/with-retries.ts'
import { fitLaunchPiece } from './launch-fit.ts'
import { launchPrompt, launchRepairPrompt } from './launch-prompts.ts'
import { checkLaunchReply } from './launch-reply.ts'
import { replyJsonSchema } from './launch-reply-schemas.ts'
import { log } from '../../observability/logger.ts'

/**
 * The outline's context (outline-call.ts): the same model, retry policy and JSON mode, so a server
 * that refused response_format once is asked for plain text by every JSON call after it.
 */
export type LaunchContext = OutlineContext

function outputFor(mode: JsonMode, piece: LaunchPiece) {
  return mode === 'schema' ? Output.object({ schema: replyJsonSchema(piece), name: piece }) : Output.json({ name: piece })
}

type Reply = Awaited<ReturnType<typeof generateText>>

/** A reply's text, and whether it stopped at the output limit (its JSON is then broken, and the repair turn says why). */
interface Answer {
  text: string
  cutOff: boolean
}

const CUT_OFF = 'The reply was cut off at the output limit: write shorter fields so the whole JSON fits.'

async function request(
  ctx: LaunchContext,
  piece: LaunchPiece,
  system: string,
  messages: ModelMessage[],
  signal: AbortSignal,
): Promise<Answer> {
  const common = { model: ctx.model, system, messages, maxOutputTokens: ctx.maxOutputTokens, maxRetries: 0, abortSignal: signal }
  const done = (result: Reply): Answer => {
    recordUsage('launch-kit', result.totalUsage)
    return { text: finishedText(result), cutOff: result.finishReason === 'length' }
  }
  if (ctx.jsonMode === 'text') return done(await generateText(common))
  try {
    return done(await generateText({ ...common, output: outputFor(ctx.jsonMode, piece) }))
  } catch (error) {
    // Unparseable or off-schema: hand the text to the repair turn rather than failing here.
    if (NoObjectGeneratedError.isInstance(error)) {
      recordUsage('launch-kit', error.usage)
      return { text: finishedText(error), cutOff: error.finishReason === 'length' }
    }
    if (APICallError.isInstance(error) && error.statusCode === 400 && !signal.aborted) {
      log.warn('[ai] the server refused response_format (400); asking for plain JSON text from now on')
      ctx.jsonMode = 'text'
      return done(await generateText(common))
    }
    throw error
  }
}

/**
 * One piece of the launch kit (issue 32, decisions 123 and 126): one JSON call, at most one repair turn
 * that shows the model its reply and what was wrong, then fitting to the limits (launch-fit.ts).
 * A reply that still has no usable shape after the repair fails with `invalid_output`, as does one
 * with too few items to fill the piece: the caller refunds.
 */
export async function writeLaunchPieceWith<P extends LaunchPiece>(
  ctx: LaunchContext,
  job: LaunchPieceJob<P>,
): Promise<LaunchPieceValue<P>> {
  const { system, prompt, prefix } = launchPrompt(job)
  // The book's data block as a cached part of its own (decision 126): one user message, as chapters send it.
  const messages = callMessages(prompt, '', prefix)
  const ask = (turns: ModelMessage[]) => withRetries((a) => request(ctx, job.piece, system, turns, a.signal), ctx.policy, job.signal)
  const answer = await ask(messages)
  const first = checkLaunchReply(job.piece, answer.text, job.brief)
  if (first.value && first.problems.length === 0) return fitLaunchPiece(job.piece, first.value, job.brief)
  const problems = answer.cutOff ? [CUT_OFF, ...first.problems] : first.problems
  const repair: ModelMessage[] = [
    ...messages,
    { role: 'assistant', content: answer.text.trim() || '(empty reply)' },
    { role: 'user', content: launchRepairPrompt(job.piece, problems, job.brief) },
  ]
  const second = checkLaunchReply(job.piece, (await ask(repair)).text, job.brief)
  const kept = second.value ? second : first
  // A listing in the wrong language cannot be cut into shape: it is refused like broken JSON.
  if (!kept.value || kept.wrongLanguage) {
    log.error({ piece: job.piece, problems: second.problems }, '[ai] a launch piece was still invalid after one repair')
    throw new ProviderError('invalid_output', providerFailureMessage('invalid_output'))
  }
  if (second.problems.length)
    log.warn({ piece: job.piece, problems: second.problems }, '[ai] a launch piece kept problems after one repair; fitting it')
  return fitLaunchPiece(job.piece, kept.value, job.brief)
}
