import type { GenerationProvider } from '../provider.ts'
import { writeChapter } from './chapter-writer.ts'
import { streamText, throwIfAborted } from './chunk-stream.ts'
import { writeDescriptionOffline } from './description.ts'
import { writeLaunchPieceOffline } from '../../launch-kit/offline/launch-offline.ts'
import { buildOutline } from './outline.ts'
import { reviseOffline } from './revise.ts'
import { rewriteChapter } from './rewrite.ts'
import { rewriteSelectionOffline } from './selection.ts'

/**
 * The built-in writer, used when no AI provider is configured: deterministic, instant and
 * offline. It writes English only — it composes text from English phrase banks and has no way to
 * translate — so a topic in another language is carried through as typed inside English prose.
 *
 * `chunkDelayMs` spaces the streamed chunks out (e.g. so a demo shows text arriving); without it
 * the stream only yields to the event loop between chunks.
 */
export function createOfflineWriter(options: { chunkDelayMs?: number } = {}): GenerationProvider {
  return {
    name: 'offline',
    model: 'folio-offline-1',
    async generateOutline(request, opts) {
      throwIfAborted(opts?.signal)
      return buildOutline(request)
    },
    streamChapter(job) {
      return streamText(() => writeChapter(job.brief, job.index), { signal: job.signal, delayMs: options.chunkDelayMs })
    },
    async rewriteChapter(job) {
      throwIfAborted(job.signal)
      return rewriteChapter(job)
    },
    async rewriteSelection(job, onDelta) {
      let text = ''
      for await (const chunk of streamText(() => rewriteSelectionOffline(job), { signal: job.signal, delayMs: options.chunkDelayMs })) {
        text += chunk
        onDelta?.(chunk)
      }
      return text
    },
    async reviseChapter(job) {
      throwIfAborted(job.signal)
      return reviseOffline(job)
    },
    async writeDescription(job) {
      throwIfAborted(job.signal)
      return writeDescriptionOffline(job)
    },
    async writeLaunchPiece(job) {
      throwIfAborted(job.signal)
      return writeLaunchPieceOffline(job)
    },
  }
}
