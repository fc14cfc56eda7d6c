import { backoffMs } from '@core/backoff.ts'
import { classifyError, toProviderError } from './classify-error.ts'

export interface RetryPolicy {
  /** Attempts after the first (AI_MAX_RETRIES). */
  maxRetries: number
  /** Limit for one attempt (AI_TIMEOUT_MS); for streams, the longest silence. */
  timeoutMs: number
  baseDelayMs: number
  /** No wait is longer; a server asking for more is not retried, since it would refuse again. */
  maxDelayMs: number
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>
  random: () => number
}

export type RetryTiming = Partial<Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs' | 'sleep' | 'random'>>

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export function retryPolicy(limits: Pick<RetryPolicy, 'maxRetries' | 'timeoutMs'>, timing: RetryTiming = {}): RetryPolicy {
  const given = Object.fromEntries(Object.entries(timing).filter(([, v]) => v !== undefined)) as RetryTiming
  return { baseDelayMs: 500, maxDelayMs: 20_000, sleep, random: Math.random, ...given, ...limits }
}

/**
 * Exponential backoff with full jitter (a random wait up to base × 2^retry), so many clients
 * throttled at once do not come back in lockstep; a server's own retry-after wins.
 * Undefined means: do not retry.
 */
export function retryDelayMs(retry: number, serverWaitMs: number | undefined, policy: RetryPolicy): number | undefined {
  if (serverWaitMs !== undefined) return serverWaitMs <= policy.maxDelayMs ? serverWaitMs : undefined
  return backoffMs(retry, { baseMs: policy.baseDelayMs, maxMs: policy.maxDelayMs, jitter: 'full' }, policy.random)
}

/** One attempt's signal: the caller's signal plus our own timer, which `touch` restarts. */
export interface Attempt {
  signal: AbortSignal
  touch(): void
  timedOut(): boolean
  /** Stops the timer and aborts whatever of the attempt still runs (a stream left early). */
  done(): void
}

export function startAttempt(timeoutMs: number, caller?: AbortSignal): Attempt {
  const timer = new AbortController()
  let fired = false
  let handle: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(handle)
    handle = setTimeout(() => {
      fired = true
      timer.abort(new DOMException('The AI provider call timed out', 'TimeoutError'))
    }, timeoutMs)
  }
  arm()
  return {
    signal: caller ? AbortSignal.any([caller, timer.signal]) : timer.signal,
    touch: () => {
      if (!fired) arm()
    },
    timedOut: () => fired,
    done: () => {
      clearTimeout(handle)
      timer.abort(new DOMException('The AI provider call is no longer needed', 'AbortError'))
    },
  }
}

/**
 * After a failed attempt: the wait before the next one, or a thrown ProviderError when the
 * failure is final. A caller's abort is rethrown as it is: nobody is waiting for an answer.
 */
export function nextRetryDelay(error: unknown, attempt: Attempt, retry: number, policy: RetryPolicy, caller?: AbortSignal): number {
  caller?.throwIfAborted()
  const classified = classifyError(error, attempt.timedOut())
  const wait = classified.retryable && retry < policy.maxRetries ? retryDelayMs(retry, classified.retryAfterMs, policy) : undefined
  if (wait === undefined) throw toProviderError(error, classified)
  return wait
}

/** Runs `call` until it succeeds or fails for good; every attempt gets a fresh timeout. */
export async function withRetries<T>(call: (attempt: Attempt) => Promise<T>, policy: RetryPolicy, caller?: AbortSignal): Promise<T> {
  for (let retry = 0; ; retry++) {
    caller?.throwIfAborted()
    const attempt = startAttempt(policy.timeoutMs, caller)
    let wait: number
    try {
      return await call(attempt)
    } catch (error) {
      wait = nextRetryDelay(error, attempt, retry, policy, caller)
    } finally {
      attempt.done()
    }
    await policy.sleep(wait, caller)
  }
}
