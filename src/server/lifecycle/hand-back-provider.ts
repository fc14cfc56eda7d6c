import type { LaunchPiece } from '@core/launch-kit.ts'
import type { DescriptionJob, GenerationProvider, LaunchPieceJob, ReviseJob } from '../generation/providers/provider.ts'
import { shuttingDown } from './drain.ts'

/**
 * Every AI call of the routes stops when `handBack` aborts (the shutdown's grace is over,
 * decision 114) and fails with the `shutting_down` AppError: the routes answer it as they answer
 * any failed call (nothing charged, an outline's credits refunded) and a draft chapter gives its
 * claim back (draft-writer.ts). A call that waits for a place in the AI queue stops waiting too.
 */
export function handBackProvider(provider: GenerationProvider, handBack: AbortSignal): GenerationProvider {
  const withHandBack = (signal: AbortSignal | undefined) => (signal ? AbortSignal.any([signal, handBack]) : handBack)
  // Whatever the provider throws once the hand-back began (an abort, a cut stream) is the shutdown.
  const stopped = (error: unknown) => (handBack.aborted ? shuttingDown() : error)
  const stoppable = async <T>(call: () => Promise<T>): Promise<T> => {
    if (handBack.aborted) throw shuttingDown()
    // A provider that does not honour its signal is not waited for.
    let onAbort = () => {}
    const aborted = new Promise<never>((_, reject) => (onAbort = () => reject(shuttingDown())))
    handBack.addEventListener('abort', onAbort, { once: true })
    try {
      return await Promise.race([call(), aborted])
    } catch (error) {
      throw stopped(error)
    } finally {
      handBack.removeEventListener('abort', onAbort)
    }
  }
  const { reviseChapter, writeDescription } = provider
  const writeLaunchPiece = provider.writeLaunchPiece?.bind(provider)
  return {
    name: provider.name,
    model: provider.model,
    generateOutline: (request, options) =>
      stoppable(() => provider.generateOutline(request, { ...options, signal: withHandBack(options?.signal) })),
    async *streamChapter(job) {
      if (handBack.aborted) throw shuttingDown()
      const deltas = provider.streamChapter({ ...job, signal: withHandBack(job.signal) })[Symbol.asyncIterator]()
      try {
        for (;;) {
          // Each delta is raced with the hand-back, so a stream that ignores its signal stops too.
          const next = await stoppable(() => deltas.next())
          if (next.done) return
          yield next.value
        }
      } finally {
        // Ends the provider's stream (and frees its AI place) once it notices; never awaited here.
        deltas.return?.().catch(() => undefined)
      }
    },
    rewriteChapter: (job) => stoppable(() => provider.rewriteChapter({ ...job, signal: withHandBack(job.signal) })),
    rewriteSelection: (job, onDelta) =>
      stoppable(() =>
        provider.rewriteSelection({ ...job, signal: withHandBack(job.signal) }, (text) => {
          if (!handBack.aborted) onDelta?.(text)
        }),
      ),
    ...(reviseChapter
      ? { reviseChapter: (job: ReviseJob) => stoppable(() => reviseChapter.call(provider, { ...job, signal: withHandBack(job.signal) })) }
      : {}),
    ...(writeDescription
      ? {
          writeDescription: (job: DescriptionJob) =>
            stoppable(() => writeDescription.call(provider, { ...job, signal: withHandBack(job.signal) })),
        }
      : {}),
    ...(writeLaunchPiece
      ? {
          writeLaunchPiece: <P extends LaunchPiece>(job: LaunchPieceJob<P>) =>
            stoppable(() => writeLaunchPiece({ ...job, signal: withHandBack(job.signal) })),
        }
      : {}),
  }
}
