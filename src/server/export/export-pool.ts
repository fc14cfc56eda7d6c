import type { ExportKind } from '@core/export.ts'
import type { ExportDocument } from '@core/export-schemas.ts'
import { AppError } from '../http/app-error.ts'
import { timedExport, watchExportPool } from '../observability/metrics.ts'
import type { ExportFile } from './export-handler.ts'
import { type ExportImageInput, NO_IMAGE_INPUT } from './images/export-image.ts'
import { FairQueue } from './export-queue.ts'
import { ExportWorkerProcess, type ExportWorkerLimits } from './export-worker-process.ts'
import type { ExportOptions } from './renderer.ts'
import { log } from '../observability/logger.ts'
import type { StampableFormat } from '../selling/delivery/stamp/stamp-file.ts'

export interface ExportPoolOptions extends ExportWorkerLimits {
  /** Worker processes, each rendering one export at a time. */
  workers: number
  /** Exports one user may have running or waiting at once; the next is refused with 429. */
  perUser: number
  /** Exports waiting across all users before a new one is refused with 503. */
  queueLimit: number
  /** A worker that has rendered this many exports is replaced after the last (decision 78). */
  maxExportsPerWorker?: number
  /** A worker holding more than this (MiB) after an export is replaced before its next (at most ¾ of memoryMb). */
  recycleMb?: number
  /** Workers idle this long (ms) are stopped, all but one, so a burst's memory goes back to the system. */
  idleMs?: number
  /** A worker's resident memory in MiB (tests give their own readings). */
  readResidentMb?: (worker: ExportWorkerProcess) => number | undefined
  /** `performance.now()`, or a test's clock. */
  now?: () => number
}

/** Why workers were replaced or stopped, counted since the pool started. */
export interface ExportPoolRetirements {
  memory: number
  exports: number
  idle: number
}

/** One of a user's export slots, held from before the export's images are read until it is answered (decision 74). */
export interface ExportSlot {
  readonly user: string
  /** Gives the slot back; later calls do nothing. */
  release(): void
}

interface ExportJob {
  kind: 'export'
  format: ExportKind
  document: ExportDocument
  images: ExportImageInput
  options: ExportOptions
  resolve: (file: ExportFile) => void
  reject: (error: Error) => void
}

/** A buyer's download to stamp (decision 138): waits, runs and is limited like an export. */
interface StampJob {
  kind: 'stamp'
  format: StampableFormat
  bytes: Uint8Array
  email: string
  resolve: (bytes: Uint8Array) => void
  reject: (error: Error) => void
}

type Job = ExportJob | StampJob

/**
 * Every export runs here (decision 26): `workers` exports at once, each in a worker process of its
 * own with a time and memory limit, and one warm spare process. Waiting exports are served round-robin by user,
 * and a user runs one export at a time, so another user's small export waits for at most the
 * exports already running, never for one user's backlog.
 */
export class ExportPool {
  private readonly workers = new Set<ExportWorkerProcess>()
  private readonly queue = new FairQueue<Job>()
  private readonly running = new Set<string>()
  private readonly held = new Map<string, number>()
  private readonly exportsDone = new WeakMap<ExportWorkerProcess, number>()
  private readonly idleSince = new WeakMap<ExportWorkerProcess, number>()
  /** Stopped because idle: not replaced. */
  private readonly shrunk = new WeakSet<ExportWorkerProcess>()
  private readonly retired: ExportPoolRetirements = { memory: 0, exports: 0, idle: 0 }
  private readonly idleTimer: ReturnType<typeof setInterval> | undefined
  private closed = false
  private readonly unwatch = watchExportPool(this)
  /** What exports asked for after the pool closed are answered with. */
  private closedWith: AppError | undefined

  constructor(readonly options: ExportPoolOptions) {
    const idleMs = options.idleMs
    if (idleMs !== undefined && !options.now) {
      this.idleTimer = setInterval(() => this.retireIdle(), Math.max(1000, idleMs / 4))
      this.idleTimer.unref()
    }
  }

  private now(): number {
    return (this.options.now ?? performance.now.bind(performance))()
  }

  /** Workers replaced or stopped so far, by reason. */
  get retirements(): ExportPoolRetirements {
    return { ...this.retired }
  }

  /**
   * Stops every idle worker but one once it has been idle for `idleMs` (a timer calls this; tests
   * call it with their own clock). One warm worker stays, so the next export starts at once.
   */
  retireIdle(): void {
    const idleMs = this.options.idleMs
    if (idleMs === undefined || this.closed) return
    const idle = [...this.workers].filter((worker) => worker.alive && !worker.busy && this.isReady(worker))
    // The idle worker that was busy last stays warm.
    idle.sort((a, b) => (this.idleSince.get(b) ?? 0) - (this.idleSince.get(a) ?? 0)).shift()
    for (const worker of idle) {
      if (this.now() - (this.idleSince.get(worker) ?? this.now()) < idleMs) continue
      this.shrunk.add(worker)
      this.retired.idle++
      worker.kill()
    }
  }

  /** False once closed: readiness (GET /api/ready) reports it. */
  get open(): boolean {
    return !this.closed
  }

  /** Exports waiting and running, for tests, the benchmark and GET /metrics. */
  get stats() {
    return { workers: this.workers.size, running: this.running.size, waiting: this.queue.size }
  }

  /**
   * Throws the AppError a new export of this user's would get now. The route asks before it reads
   * the body, so a user at their cap costs the server no JSON parse of a large document.
   */
  assertAdmits(user: string): void {
    if (this.closed) throw this.closedWith ?? new AppError('export_busy')
    const held = this.held.get(user) ?? 0
    if (held >= this.options.perUser)
      throw new AppError('rate_limited', `You have ${held} exports under way. Wait for one to finish, then export again.`)
    if (this.queue.size >= this.options.queueLimit) throw new AppError('export_busy')
  }

  /**
   * Takes one of the user's slots now, or throws what assertAdmits would. The route takes it
   * before it reads the body or any image (decision 74), so a user at their cap costs the server
   * no image read or fetch; `run` with the slot takes no other and releases it when done.
   */
  hold(user: string): ExportSlot {
    this.assertAdmits(user)
    this.held.set(user, (this.held.get(user) ?? 0) + 1)
    let held = true
    return {
      user,
      release: () => {
        if (held) this.release(user)
        held = false
      },
    }
  }

  run(
    user: string,
    format: ExportKind,
    document: ExportDocument,
    signal?: AbortSignal,
    images: ExportImageInput = NO_IMAGE_INPUT,
    heldSlot?: ExportSlot,
    options: ExportOptions = {},
  ): Promise<ExportFile> {
    return this.enqueue<ExportFile>(
      user,
      (resolve, reject) => ({ kind: 'export', format, document, images, options, resolve, reject }),
      signal,
      heldSlot,
    )
  }

  /**
   * Stamps "Sold to <email>" into a buyer's copy of a file in a worker (decision 138), off the
   * server's event loop. `key` takes the place of an exporting user: delivery passes the seller's
   * (`sales:<seller id>`), so one product's buyers share one slot's turns and caps, and a burst of
   * downloads waits behind itself, never in front of another account's work. Refused like an
   * export: 429 `rate_limited` past the key's cap, 503 `export_busy` past the queue limit.
   */
  stamp(key: string, format: StampableFormat, bytes: Uint8Array, email: string, signal?: AbortSignal): Promise<Uint8Array> {
    return this.enqueue<Uint8Array>(key, (resolve, reject) => ({ kind: 'stamp', format, bytes, email, resolve, reject }), signal)
  }

  private enqueue<T>(
    user: string,
    job: (resolve: (value: T) => void, reject: (error: Error) => void) => Job,
    signal?: AbortSignal,
    heldSlot?: ExportSlot,
  ): Promise<T> {
    let slot: ExportSlot
    try {
      // A slot taken earlier still waits behind the same queue limit.
      if (heldSlot && this.closed) throw this.closedWith ?? new AppError('export_busy')
      if (heldSlot && this.queue.size >= this.options.queueLimit) throw new AppError('export_busy')
      slot = heldSlot ?? this.hold(user)
    } catch (error) {
      heldSlot?.release()
      return Promise.reject(error as AppError)
    }
    return new Promise<T>((resolve, reject) => {
      const waiting = job(resolve, reject)
      this.queue.push(user, waiting)
      // A request that went away before its turn gives its place up.
      signal?.addEventListener('abort', () => {
        if (this.queue.remove(user, waiting)) reject(new AppError('bad_request', 'The export was cancelled.'))
      })
      this.dispatch()
    }).finally(() => slot.release())
  }

  /**
   * Stops every worker; exports still waiting or running, and any asked for later, fail with
   * `reason` (a shutdown's `shutting_down`, decision 114). Closing again changes nothing.
   */
  close(reason: AppError = new AppError('export_busy')): void {
    this.closedWith ??= reason
    this.closed = true
    this.unwatch()
    clearInterval(this.idleTimer)
    for (let next = this.queue.shift(); next; next = this.queue.shift()) next.item.reject(this.closedWith)
    for (const worker of this.workers) worker.kill(this.closedWith)
  }

  private release(user: string): void {
    const held = (this.held.get(user) ?? 1) - 1
    if (held > 0) this.held.set(user, held)
    else this.held.delete(user)
  }

  private dispatch(): void {
    for (;;) {
      if (this.queue.size === 0 || this.running.size >= this.options.workers) return
      const worker = this.freeWorker()
      if (!worker) return
      const next = this.queue.shift((user) => this.running.has(user))
      if (!next) return
      this.start(worker, next.user, next.item)
    }
  }

  /** A ready, idle worker; starting one if the pool is not full yet. */
  private freeWorker(): ExportWorkerProcess | undefined {
    for (const worker of this.workers) if (worker.alive && !worker.busy && this.isReady(worker)) return worker
    if (this.workers.size < this.options.workers + 1) this.spawn()
    return undefined
  }

  /**
   * One warm spare beyond `workers` (which bounds the exports running at once): when an export is
   * killed, the next one starts on the spare at once instead of waiting a second or more for a
   * new process to load its renderers — time another user's export would otherwise wait.
   */
  private keepSpare(): void {
    const idle = [...this.workers].filter((worker) => !worker.busy).length
    if (idle === 0 && this.workers.size < this.options.workers + 1 && !this.closed) this.spawn()
  }

  private readonly readyWorkers = new WeakSet<ExportWorkerProcess>()
  private isReady(worker: ExportWorkerProcess): boolean {
    return this.readyWorkers.has(worker)
  }

  private spawn(): void {
    const worker = new ExportWorkerProcess(this.options, (gone) => {
      this.workers.delete(gone)
      if (this.closed || this.shrunk.has(gone)) return
      // A killed worker is replaced at once, so the next export finds a warm one. One that died
      // before it was ever ready would die again: the waiting exports fail instead of looping.
      if (this.isReady(gone)) this.spawn()
      else if (this.workers.size === 0) {
        log.error('An export worker could not start; failing the exports that wait for one.')
        for (let next = this.queue.shift(); next; next = this.queue.shift()) next.item.reject(new AppError('internal'))
      }
    })
    this.workers.add(worker)
    worker.ready.then(
      () => {
        this.readyWorkers.add(worker)
        this.idleSince.set(worker, this.now())
        this.dispatch()
      },
      () => undefined,
    )
  }

  private start(worker: ExportWorkerProcess, user: string, job: Job): void {
    this.running.add(user)
    const run =
      job.kind === 'stamp'
        ? worker.stamp(job.format, job.bytes, job.email).then(job.resolve, job.reject)
        : timedExport(job.format, worker.run(job.format, job.document, job.images, job.options)).then(job.resolve, job.reject)
    this.keepSpare()
    void run.finally(() => {
      this.running.delete(user)
      this.idleSince.set(worker, this.now())
      this.recycleIfDue(worker)
      this.dispatch()
    })
  }

  /**
   * Typst's caches and V8's heap rarely give memory back: a worker that grew past the mark during
   * its export, or has rendered its share, is replaced now, between two exports, by a fresh one
   * (decision 78). Past ¾ of its budget it would fail someone's small export next.
   */
  private recycleIfDue(worker: ExportWorkerProcess): void {
    if (!worker.alive) return
    const done = (this.exportsDone.get(worker) ?? 0) + 1
    this.exportsDone.set(worker, done)
    const mark = Math.min(this.options.recycleMb ?? Infinity, this.options.memoryMb * 0.75)
    const resident = (this.options.readResidentMb ?? ((w: ExportWorkerProcess) => w.residentMb))(worker) ?? 0
    if (resident > mark) {
      this.retired.memory++
      worker.kill()
    } else if (done >= (this.options.maxExportsPerWorker ?? Infinity)) {
      this.retired.exports++
      worker.kill()
    }
  }
}
