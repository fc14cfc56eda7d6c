import { AsyncLocalStorage } from 'node:async_hooks'

/** Whose AI call this is, and who hears of its place in the queue (decision 77). */
export interface AiCaller {
  userId: string
  /** The call's place in the queue (1 for next), while it waits; e.g. a `queued` event of a stream. */
  onQueued?: (position: number) => void
}

// Carried by the async context rather than by every job type: a route says who calls once, and
// every provider call under it (a draft's chapters, their quality pass) is counted for that user.
const callers = new AsyncLocalStorage<AiCaller>()

/** Runs `run` with the AI calls under it counted for `caller`. */
export function asAiCaller<T>(caller: AiCaller, run: () => T): T {
  return callers.run(caller, run)
}

/** The same user, another listener: a draft's chapters each report their own place. */
export function withQueueListener<T>(onQueued: (position: number) => void, run: () => T): T {
  const caller = callers.getStore()
  return caller ? callers.run({ ...caller, onQueued }, run) : run()
}

export function currentAiCaller(): AiCaller | undefined {
  return callers.getStore()
}
