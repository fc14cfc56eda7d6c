import { type FinishReason, type LanguageModel, type LanguageModelUsage, type ModelMessage, streamText } from 'ai'
import type { Attempt } from './with-retries.ts'

export interface AttemptCall {
  model: LanguageModel
  system: string
  messages: ModelMessage[]
  maxOutputTokens: number
}

/** How one streamed call ended: its raw text, and either a finish reason or the error that broke it. */
export interface AttemptOutcome {
  text: string
  finish?: FinishReason
  /** The provider's own word (`length`, `max_tokens`, `refusal`…); absent when none came. */
  rawFinish?: string
  /** Tokens in and out, cached input included, when the provider reported them. */
  usage?: LanguageModelUsage
  error?: unknown
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted', 'AbortError')
}

/**
 * One streaming call. Each raw delta goes through `emit` (the cleaner), and what it returns is
 * yielded at once. Failures are returned, not thrown, so the caller still has the text so far.
 */
export async function* streamAttempt(
  call: AttemptCall,
  attempt: Attempt,
  emit: (delta: string) => string,
  /** True once the rest of the reply is unwanted (it ran on into the next chapter): the call ends there. */
  enough: () => boolean = () => false,
): AsyncGenerator<string, AttemptOutcome> {
  let text = ''
  try {
    // Errors arrive as 'error' parts; the SDK's default onError would also log each one with the
    // whole prompt, user text included.
    const result = streamText({ ...call, maxRetries: 0, abortSignal: attempt.signal, onError: () => {} })
    let finish: Pick<AttemptOutcome, 'finish' | 'rawFinish' | 'usage'> = {}
    for await (const part of result.fullStream) {
      attempt.touch()
      if (part.type === 'error') throw part.error
      if (part.type === 'abort') throw abortError(attempt.signal)
      if (part.type === 'finish') finish = { finish: part.finishReason, rawFinish: part.rawFinishReason, usage: part.totalUsage }
      if (part.type !== 'text-delta') continue
      text += part.text
      const out = emit(part.text)
      if (out) yield out
      // Leaving the loop cancels the response; the caller's attempt.done() aborts the request.
      if (enough()) return { text, finish: 'stop', rawFinish: 'run-on' }
    }
    if (attempt.signal.aborted) throw abortError(attempt.signal)
    return { text, ...finish }
  } catch (error) {
    return { text, error }
  }
}
