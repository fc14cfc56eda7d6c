import { type ChildProcess, fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { constants, setPriority } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ExportKind } from '@core/export.ts'
import { PRINTABLE_BUNDLE_TRIMS } from '@core/planner.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import type { ExportFile } from './export-handler.ts'
import { type ExportImageInput, NO_IMAGE_INPUT } from './images/export-image.ts'
import type { StampableFormat } from '../selling/delivery/stamp/stamp-file.ts'
import type { ExportJobMessage, ExportReplyMessage, StampJobMessage } from './export-worker.ts'
import type { ExportOptions } from './renderer.ts'
import { log } from '../observability/logger.ts'

export interface ExportWorkerLimits {
  /** One export's wall-clock time from hand-over to file. */
  timeLimitMs: number
  /** The worker's resident memory (V8 heap and native, Typst's included), in MiB. */
  memoryMb: number
}

// From src (tsx: tests, `npm run dev`) this file is export-worker-process.ts beside the worker's
// entry; in the build it is bundled into dist/server/main.js and the entry is its own file,
// dist/server/export/export-worker.js (scripts/build.mjs).
const here = import.meta.url
const fromSource = here.endsWith('.ts')
const entry = fileURLToPath(new URL(fromSource ? './export-worker.ts' : './export/export-worker.js', here))
const projectRoot = resolve(dirname(fileURLToPath(here)), fromSource ? '../../..' : '../..')

/** Advanced serialization hands a Buffer back as a Uint8Array already: no copy of a large file then. */
const asBytes = (bytes: Uint8Array | ArrayBufferView): Uint8Array =>
  bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** Resident memory of a process in MiB, from Linux's /proc; undefined elsewhere (the V8 limit still holds). */
function residentMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) / 1024 : undefined
  } catch {
    return undefined
  }
}

const MEMORY_POLL_MS = 50

/**
 * How many PDF renders an export is: the printables ZIP renders US Letter, A4 and A5 and the
 * digital planner in one job (decision 93), so its time limit is EXPORT_TIME_LIMIT_MS times four.
 */
export function timeScale(format: ExportKind): number {
  return format === 'bundle' ? PRINTABLE_BUNDLE_TRIMS.length + 1 : 1
}

/**
 * One export worker: a child process, not a thread, because Typst compiles in one long native
 * call that Worker#terminate cannot interrupt and whose memory V8's resourceLimits do not count
 * (decision 26, with the measurements). A child is killed with SIGKILL the moment an export
 * overruns its time or memory, and the pool starts another.
 */
export class ExportWorkerProcess {
  readonly ready: Promise<void>
  private readonly child: ChildProcess
  private job: { id: number; settle: (error: AppError | null, result?: ExportFile | Uint8Array) => void } | undefined
  private nextId = 0
  private stderrTail = ''
  private exited = false
  /** Set the moment a kill is sent: the process lives on until its 'exit', but takes no new export. */
  private retiring = false
  private killedFor: AppError | undefined

  constructor(
    private readonly limits: ExportWorkerLimits,
    onExit: (worker: ExportWorkerProcess) => void,
  ) {
    const execArgv = [`--max-old-space-size=${limits.memoryMb}`]
    if (fromSource) execArgv.unshift('--import', pathToFileURL(createRequire(here).resolve('tsx')).href)
    this.child = fork(entry, [], {
      cwd: projectRoot,
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    })
    // Below the server's own priority: when exports keep every core busy, the request thread
    // (health checks, saves, queueing the next export) still gets the CPU first.
    try {
      if (this.child.pid) setPriority(this.child.pid, constants.priority.PRIORITY_BELOW_NORMAL)
    } catch {
      // Not permitted here (some containers): the exports then share the CPU evenly.
    }
    this.child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk)
      this.stderrTail = (this.stderrTail + chunk.toString()).slice(-4000)
    })
    this.ready = new Promise((done, fail) => {
      this.child.on('message', (message: ExportReplyMessage) => {
        if (message.type === 'ready') done()
        else if (message.id === this.job?.id) {
          if (message.type === 'done') this.job.settle(null, { ...message.file, bytes: new Uint8Array(message.file.bytes) })
          else if (message.type === 'stamped') this.job.settle(null, asBytes(message.bytes))
          else this.job.settle(new AppError(message.code, message.message))
        }
      })
      const gone = (code: number | null, signal: NodeJS.Signals | null) => {
        if (this.exited) return
        this.exited = true
        fail(new Error(`The export worker stopped before it was ready (${signal ?? code})`))
        this.job?.settle(this.killedFor ?? this.crashError(code, signal))
        onExit(this)
      }
      this.child.once('exit', gone)
      // A fork that failed (no memory, no processes left) or a message to a dying worker: an
      // unhandled 'error' would end the whole server, so the worker is given up instead.
      this.child.on('error', (error) => {
        log.error(`An export worker failed: ${error.message}`)
        this.retiring = true
        if (this.child.pid === undefined) gone(null, null)
        else this.child.kill('SIGKILL')
      })
    })
    this.ready.catch(() => undefined)
    // An idle worker must not keep the process (a CLI, a test run) alive.
    this.idle()
  }

  get alive(): boolean {
    return !this.exited && !this.retiring
  }

  get busy(): boolean {
    return this.job !== undefined
  }

  /** Renders one export; rejects with the AppError the request should answer with. */
  run(
    format: ExportKind,
    document: ExportDocument,
    images: ExportImageInput = NO_IMAGE_INPUT,
    options: ExportOptions = {},
  ): Promise<ExportFile> {
    return this.send(format, (id) => ({ id, format, document, images, options }) satisfies ExportJobMessage) as Promise<ExportFile>
  }

  /**
   * Stamps "Sold to <email>" into a buyer's copy (decision 138) under the same time and memory
   * limits as an export (a bundle's four PDFs get a bundle's time); resolves with the stamped bytes.
   */
  stamp(format: StampableFormat, bytes: Uint8Array, email: string): Promise<Uint8Array> {
    return this.send(format, (id) => ({ id, kind: 'stamp', format, bytes, email }) satisfies StampJobMessage) as Promise<Uint8Array>
  }

  private send(format: ExportKind, message: (id: number) => ExportJobMessage | StampJobMessage): Promise<ExportFile | Uint8Array> {
    if (this.job || !this.alive) return Promise.reject(new Error('The export worker is not free'))
    const id = this.nextId++
    this.child.ref()
    this.child.channel?.ref()
    return new Promise<ExportFile | Uint8Array>((done, fail) => {
      const limitMs = this.limits.timeLimitMs * timeScale(format)
      const seconds = Math.round(limitMs / 100) / 10
      const timer = setTimeout(
        () =>
          this.kill(
            new AppError(
              'export_too_complex',
              `This document took longer than ${seconds} s to export. Split it or simplify its formatting, then try again.`,
            ),
          ),
        limitMs,
      )
      const memory = setInterval(() => {
        const used = residentMb(this.child.pid ?? 0)
        if (used !== undefined && used > this.limits.memoryMb) {
          this.kill(
            new AppError(
              'export_too_large',
              'This document needs more memory to export than one export may use. Split it into smaller documents.',
            ),
          )
        }
      }, MEMORY_POLL_MS)
      this.job = {
        id,
        settle: (error, result) => {
          clearTimeout(timer)
          clearInterval(memory)
          this.job = undefined
          if (!this.exited) this.idle()
          if (error) fail(error)
          else done(result!)
        },
      }
      this.child.send(message(id), (error) => {
        if (error) this.kill(new AppError('internal', 'The file could not be created. Please try again.'))
      })
    })
  }

  /** The worker's resident memory in MiB, where the system tells (Linux). */
  get residentMb(): number | undefined {
    return this.exited ? undefined : residentMb(this.child.pid ?? 0)
  }

  /** Ends the worker at once; a running export fails with `reason`. */
  kill(reason?: AppError): void {
    if (this.exited) return
    this.retiring = true
    this.killedFor ??= reason
    this.child.kill('SIGKILL')
  }

  private idle(): void {
    this.child.unref()
    this.child.channel?.unref()
  }

  private crashError(code: number | null, signal: NodeJS.Signals | null): AppError {
    if (/heap out of memory|Reached heap limit/i.test(this.stderrTail)) {
      return new AppError(
        'export_too_large',
        'This document needs more memory to export than one export may use. Split it into smaller documents.',
      )
    }
    log.error(`An export worker stopped during an export (${signal ?? `exit code ${code}`}).`)
    return new AppError('internal', 'The file could not be created. Please try again.')
  }
}
