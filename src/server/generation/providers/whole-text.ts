import type { LanguageModel } from 'ai'
import { providerFailureMessage, StreamEndedEarly } from './classify-error.ts'
import { callMessages, isEmptyText, MAX_CONTINUATIONS } from './continuation.ts'
import { ProviderError, type ProviderFailure } from './provider-error.ts'
import { OverlapTrim } from './overlap-trim.ts'
import { SentenceHold } from './sentence-hold.ts'
import { recordUsage } from './token-usage.ts'
import { type AttemptOutcome, streamAttempt } from './stream-attempt.ts'
import { nextRetryDelay, type RetryPolicy, startAttempt } from './with-retries.ts'
import { log } from '../../observability/logger.ts'

/**
 * Turns a model's raw deltas into the text we keep (ChapterHeading today, helper B's cleaner
 * next). `resume` is called before a continuation's reply is fed, which may open with its own
 * preamble; it may be called twice in a row when a continuation is retried.
 */
export interface StreamCleaner {
  push(delta: string): string
  end(): string
  resume?(): void
  /** True once the reply ran on past the text wanted (the next chapter): nothing more is read. */
  readonly stopped?: boolean
}

export interface WholeContext {
  model: LanguageModel
  policy: RetryPolicy
}

export interface WholeRequest {
  system: string
  prompt: string
  /** The start of `prompt` shared by the book's other calls of this kind: sent with a cache breakpoint (decision 82). */
  prefix?: string
  /** Output limits of the first call and of each continuation (output-limits.ts). */
  maxOutputTokens: number
  continuationTokens: number
  /** A fresh cleaner; a new one is made when an empty reply is asked for again. */
  cleaner: () => StreamCleaner
  /**
   * Still at the limit after the continuations: 'trim' ends on the last complete sentence (draft
   * chapters, whose text the reader already sees); 'fail' throws `cut_off` (rewrites).
   */
  atLimit: 'trim' | 'fail'
  /** Names the text in the operator's log, e.g. 'chapter'. */
  task: string
  signal?: AbortSignal
}

function fail(failure: ProviderFailure): ProviderError {
  return new ProviderError(failure, providerFailureMessage(failure))
}

/**
 * What broke a call, if anything. No finish reason at all means the stream was cut short, however
 * politely it closed; any failure after some text (but our idle timer) is a drop worth continuing.
 */
function breakOf(outcome: AttemptOutcome, timedOut: boolean): unknown {
  if (outcome.error !== undefined) return outcome.text && !timedOut ? new StreamEndedEarly({ cause: outcome.error }) : outcome.error
  if (outcome.finish === undefined || (outcome.finish === 'other' && outcome.rawFinish === undefined)) return new StreamEndedEarly()
  return undefined
}

/**
 * Streams one whole text (decision 34). A reply stopped by the output limit is continued, at most
 * MAX_CONTINUATIONS times; a stream that breaks after some text is continued the same way, within
 * the retry budget, and one that breaks before any text is retried with backoff; an empty or
 * heading-only reply is asked for once more; a content filter or refusal throws
 * `content_filtered`. The reader sees one text: continuations are appended to what was shown.
 */
export async function* streamWhole(ctx: WholeContext, req: WholeRequest): AsyncGenerator<string> {
  const { policy } = ctx
  const caller = req.signal
  let cleaner = req.cleaner()
  let hold = new SentenceHold()
  let raw = '' // the model's own text so far: the assistant turn of a continuation
  let shown = '' // everything the reader has been given, or is about to be
  let skip = 0 // after an empty reply: how much of the next reply's output was already shown
  let continued = 0
  let failures = 0
  let askedAgain = false

  const pass = (text: string): string => {
    const dropped = Math.min(skip, text.length)
    skip -= dropped
    shown += text.slice(dropped)
    return text.slice(dropped)
  }

  for (;;) {
    caller?.throwIfAborted()
    if (raw) cleaner.resume?.()
    const attempt = startAttempt(policy.timeoutMs, caller)
    const maxOutputTokens = raw ? req.continuationTokens : req.maxOutputTokens
    // A continuation that opens by repeating the text so far loses the repeat, here and in `raw`.
    const overlap = new OverlapTrim(raw)
    const take = (delta: string) => {
      raw += delta
      return pass(hold.push(cleaner.push(delta)))
    }
    let outcome: AttemptOutcome
    try {
      const call = { model: ctx.model, system: req.system, messages: callMessages(req.prompt, raw, req.prefix), maxOutputTokens }
      outcome = yield* streamAttempt(
        call,
        attempt,
        (delta) => take(overlap.push(delta)),
        () => cleaner.stopped === true,
      )
    } finally {
      attempt.done()
    }
    if (outcome.usage) recordUsage(req.task, outcome.usage)
    const held = take(overlap.end())
    if (held) yield held
    // Blanks alone are no text to continue (and Anthropic refuses a blank assistant turn).
    if (!raw.trim()) raw = ''

    const broken = breakOf(outcome, attempt.timedOut())
    if (broken !== undefined) {
      // Throws when the failure is final (or the caller left); text already shown is continued at once.
      const wait = nextRetryDelay(broken, attempt, failures++, policy, caller)
      if (!outcome.text) await policy.sleep(wait, caller)
      continue
    }
    if (outcome.finish === 'content-filter') {
      log.warn(`[ai] the provider stopped a ${req.task} with its content filter (${outcome.rawFinish ?? 'content-filter'})`)
      throw fail('content_filtered')
    }
    const atLimit = outcome.finish === 'length'
    if (atLimit && outcome.text && continued < MAX_CONTINUATIONS) {
      continued++
      if (continued === MAX_CONTINUATIONS && req.atLimit === 'trim') hold.activate()
      continue
    }
    if (atLimit && (req.atLimit === 'fail' || !raw)) {
      // With no text at all, the limit went to the model's reasoning: only a higher limit helps.
      log.warn(
        `[ai] a ${req.task} was still at the output limit (${maxOutputTokens} tokens) after ${continued} continuations; consider AI_MAX_OUTPUT_TOKENS`,
      )
      throw fail('cut_off')
    }

    const before = shown
    const tail = pass(hold.push(cleaner.end()) + (atLimit ? hold.cut() : hold.flush()))
    if (isEmptyText(shown)) {
      if (askedAgain) throw fail('invalid_output')
      askedAgain = true
      ;[cleaner, hold, raw, shown, skip, continued] = [req.cleaner(), new SentenceHold(), '', before, before.length, 0]
      continue
    }
    if (atLimit)
      log.warn(
        `[ai] a ${req.task} was still at the output limit after ${MAX_CONTINUATIONS} continuations; it ends on its last complete sentence`,
      )
    if (tail) yield tail
    return
  }
}
