import { timedAiCall, timedAiStream } from '../../observability/metrics.ts'
import type { AiCallQueue, Release } from './ai-call-queue.ts'
import { currentAiCaller } from './ai-caller.ts'
import type { DescriptionJob, GenerationProvider, LaunchPieceJob, ReviseJob } from './provider.ts'
import type { LaunchPiece } from '@core/launch-kit.ts'

/** Calls made outside any route's caller (none today) share one user's share of the places. */
const NO_USER = '(no user)'

function acquire(queue: AiCallQueue, signal: AbortSignal | undefined): Promise<Release> {
  const caller = currentAiCaller()
  return queue.acquire(caller?.userId ?? NO_USER, { signal, onQueued: caller?.onQueued })
}

/** `task` names the call in GET /metrics (folio_ai_calls_total); timed once it holds its place. */
async function held<T>(queue: AiCallQueue, signal: AbortSignal | undefined, task: string, call: () => Promise<T>): Promise<T> {
  const release = await acquire(queue, signal)
  try {
    return await timedAiCall(task, call)
  } finally {
    release()
  }
}

/**
 * The one choke point of AI calls (decision 77): each provider call waits for a place in `queue`
 * first and gives it back when it ends, however it ends. Retries and continuations happen inside
 * the call, so they keep its place; a chapter is never sent back to the queue half-written.
 */
export function queuedProvider(provider: GenerationProvider, queue: AiCallQueue): GenerationProvider {
  const { reviseChapter, writeDescription } = provider
  const writeLaunchPiece = provider.writeLaunchPiece?.bind(provider)
  return {
    name: provider.name,
    model: provider.model,
    generateOutline: (request, options) => held(queue, options?.signal, 'outline', () => provider.generateOutline(request, options)),
    async *streamChapter(job) {
      const release = await acquire(queue, job.signal)
      try {
        yield* timedAiStream('chapter', provider.streamChapter(job))
      } finally {
        // Also when the reader stops early (a lost claim): leaving the loop runs this.
        release()
      }
    },
    rewriteChapter: (job) => held(queue, job.signal, 'rewrite', () => provider.rewriteChapter(job)),
    rewriteSelection: (job, onDelta) => held(queue, job.signal, 'selection', () => provider.rewriteSelection(job, onDelta)),
    ...(reviseChapter
      ? { reviseChapter: (job: ReviseJob) => held(queue, job.signal, 'revise', () => reviseChapter.call(provider, job)) }
      : {}),
    ...(writeDescription
      ? { writeDescription: (job: DescriptionJob) => held(queue, job.signal, 'description', () => writeDescription.call(provider, job)) }
      : {}),
    ...(writeLaunchPiece
      ? {
          writeLaunchPiece: <P extends LaunchPiece>(job: LaunchPieceJob<P>) =>
            held(queue, job.signal, 'launch-kit', () => writeLaunchPiece(job)),
        }
      : {}),
  }
}
