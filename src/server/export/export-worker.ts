// The entry of an export worker process: export-worker-process.ts forks it (from src with tsx, from
// dist/server/export/export-worker.js in the build) and sends it one export at a time. Everything
// slow or unbounded about an export — the Markdown parse, the renderers, Typst's native compile —
// happens here, where the parent can kill it without harming anyone else (decision 26). It also
// stamps buyers' downloads (decision 138), pdf-lib's seconds of CPU for a long PDF.
import type { ErrorCode } from '@core/errors.ts'
import type { ExportKind } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import type { StampableFormat } from '../selling/delivery/stamp/stamp-file.ts'
import { type ExportFile, renderExport } from './export-handler.ts'
import type { ExportImageInput } from './images/export-image.ts'
import { type ExportOptions, loadRenderer } from './renderer.ts'

export interface ExportJobMessage {
  id: number
  format: ExportKind
  document: ExportDocument
  /** The bytes of the document's asset: and remote images, read or fetched by the server (decision 55). */
  images: ExportImageInput
  /** The page preview's part (decision 87); the other kinds have none. */
  options?: ExportOptions
}

/**
 * A buyer's download stamped "Sold to <e-mail>" (decision 138): the stored file's bytes in, the
 * stamped bytes out (`stamped`). The channel's 'advanced' serialization carries both as typed
 * arrays, with no base64.
 */
export interface StampJobMessage {
  id: number
  kind: 'stamp'
  format: StampableFormat
  bytes: Uint8Array
  email: string
}

/** What the server sends a worker: an export (the message has no `kind`), or a stamp. */
export type WorkerJobMessage = ExportJobMessage | StampJobMessage

export type ExportReplyMessage =
  | { type: 'ready' }
  | { type: 'done'; id: number; file: ExportFile }
  | { type: 'stamped'; id: number; bytes: Uint8Array }
  | { type: 'failed'; id: number; code: ErrorCode; message: string }

const isStamp = (message: WorkerJobMessage): message is StampJobMessage => 'kind' in message && message.kind === 'stamp'

const send = (message: ExportReplyMessage) => process.send?.(message)

// Load every renderer (and Typst's fonts, with a first tiny compile; the cover's rasteriser,
// with a tiny image) before the first export, so a replacement worker is warm by the time it is needed.
const warm = (async () => {
  await Promise.all((['docx', 'epub', 'markdown'] as const).map((format) => loadRenderer(format)))
  const { compileTypst } = await import('./pdf/typst-compiler.ts')
  await compileTypst({ source: 'Ready' }, '{}')
  await (await import('./cover/render-cover.ts')).warmCover()
  // The stamp's font subset is cut once per process: a buyer's first download does not wait for it.
  await (await import('../selling/delivery/stamp/stamp-font.ts')).stampFont()
})()

process.on('message', (message: WorkerJobMessage) => {
  void (async () => {
    try {
      await warm
      if (isStamp(message)) {
        const { stampBytes } = await import('../selling/delivery/stamp/stamp-file.ts')
        send({ type: 'stamped', id: message.id, bytes: await stampBytes(message.bytes, message.format, message.email) })
        return
      }
      send({
        type: 'done',
        id: message.id,
        file: await renderExport(message.format, message.document, loadRenderer, message.images, message.options),
      })
    } catch (error) {
      const known = error instanceof AppError ? error : new AppError('internal')
      send({ type: 'failed', id: message.id, code: known.body.code, message: known.body.message })
    }
  })()
})

// The server went away (or closed the pool): nothing left to do.
process.on('disconnect', () => process.exit(0))
// The server decides when its workers stop (decision 114): a signal sent to the whole process
// group (Ctrl-C in a terminal, systemd's default control-group kill) must not end an export the
// server is letting finish in its shutdown grace. The server's exit disconnects us.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined)
void warm.then(() => send({ type: 'ready' }))
