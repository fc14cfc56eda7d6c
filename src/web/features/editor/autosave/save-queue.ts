import { backoffMs, FETCH_BACKOFF } from '@core/backoff.ts'
import type { CreateChapterVersionRequest, ProjectDocument, SaveProjectResponse } from '@core/project-schemas.ts'
import type { UnsavedCopy } from './unsaved-copy.ts'

/** What the person sees: 'Saving…', 'All changes saved', 'Offline — retrying…' or an error with Retry. */
export type SaveStatus =
  { state: 'saved' } | { state: 'saving' } | { state: 'retrying'; offline: boolean } | { state: 'failed'; message: string }

export interface FailureKind {
  /** A network failure, a 5xx or a 429: tried again with backoff. Anything else waits for Retry or the next edit. */
  retry: boolean
  offline: boolean
  message: string
}

export interface SaveQueueOptions {
  document: ProjectDocument
  /** The server's revision of `document`. */
  revision: number
  /** Versions restored from an unsaved copy, still to be kept. */
  versions?: CreateChapterVersionRequest[]
  /** The document differs from the server's (an unsaved copy was restored): save it at once. */
  unsaved?: boolean
  saveDocument(doc: ProjectDocument): Promise<SaveProjectResponse>
  keepVersion(version: CreateChapterVersionRequest): Promise<unknown>
  /** Sends the document as the page goes away (fetch keepalive); false when it could not. */
  saveOnLeave(doc: ProjectDocument): boolean
  storeCopy(copy: UnsavedCopy | null): void
  classify(error: unknown): FailureKind
  onSaved?(doc: ProjectDocument, result: SaveProjectResponse): void
  onVersionsKept?(): void
  debounceMs?: number
  now?: () => number
}

export const SAVE_DEBOUNCE_MS = 800

/** 1 s, 2 s, 4 s … at most 30 s: the data-fetching backoff (docs/product.md#auth-session). */
export const retryDelay = (attempt: number) => backoffMs(attempt - 1, FETCH_BACKOFF)

/**
 * Autosave of one project (decision 0020). Every change replaces the document to send; after a
 * quiet spell the newest one is sent, one request at a time. Kept chapter versions go first, so
 * the server never holds a replaced text without the earlier one in its history. Until the
 * server confirms, the document lives in an unsaved copy in this browser.
 */
export class SaveQueue {
  private doc: ProjectDocument
  private version = 0
  private savedVersion = 0
  private readonly versions: CreateChapterVersionRequest[]
  private revision: number
  /** Saves sent since `revision` was confirmed: each may raise the server's revision by one. */
  private sentSince = 0
  private editedAt: number
  private timer: ReturnType<typeof setTimeout> | null = null
  private running = false
  private attempt = 0
  /** Until open() and after close(): nothing is scheduled or stored; a request already out finishes. */
  private closed = true
  /** close() came while a request was out: send the newest document once more when it settles. */
  private runAfterClose = false
  private status: SaveStatus = { state: 'saved' }
  private readonly listeners = new Set<() => void>()
  private versionWaiters: (() => void)[] = []
  private idleWaiters: (() => void)[] = []
  private readonly now: () => number
  private readonly debounceMs: number

  constructor(private readonly options: SaveQueueOptions) {
    this.doc = options.document
    this.revision = options.revision
    this.versions = [...(options.versions ?? [])]
    this.now = options.now ?? Date.now
    this.debounceMs = options.debounceMs ?? SAVE_DEBOUNCE_MS
    this.editedAt = this.now()
    if (options.unsaved || this.versions.length > 0) {
      this.version = 1
      this.status = { state: 'saving' }
    }
  }

  /** The editor is on screen: saving runs (again, after StrictMode's trial unmount). */
  open(): void {
    if (!this.closed) return
    this.closed = false
    this.runAfterClose = false
    if (this.dirty && !this.running) this.schedule(0)
  }

  get document(): ProjectDocument {
    return this.doc
  }

  get dirty(): boolean {
    return this.version > this.savedVersion || this.versions.length > 0
  }

  getStatus = (): SaveStatus => this.status

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** A new state of the document: saved after a quiet spell of `debounceMs`. */
  change(doc: ProjectDocument): void {
    if (this.closed || doc === this.doc) return
    this.doc = doc
    this.version++
    this.editedAt = this.now()
    if (this.status.state !== 'retrying') this.setStatus({ state: 'saving' })
    this.schedule(this.debounceMs)
  }

  /**
   * Queues earlier chapter texts to keep, stores them in the unsaved copy and sends them at once.
   * Resolves after the first attempt: kept, or held here and retried (never dropped).
   */
  keepVersions(versions: CreateChapterVersionRequest[]): Promise<void> {
    if (versions.length === 0 || this.closed) return Promise.resolve()
    this.versions.push(...versions)
    this.editedAt = this.now()
    this.persist()
    if (this.status.state !== 'retrying') this.setStatus({ state: 'saving' })
    const kept = new Promise<void>((resolve) => this.versionWaiters.push(resolve))
    this.schedule(0)
    return kept
  }

  /** The Retry button, the browser coming back online. */
  retryNow(): void {
    if (this.closed || !this.dirty) return
    this.schedule(0)
  }

  /** The page is hidden or going away: the unsaved copy is written now and the document sent with keepalive. */
  flushOnLeave(): void {
    if (!this.dirty) return
    // A document whose versions are not kept yet waits for them: the copy keeps both.
    if (this.versions.length === 0 && this.version > this.savedVersion && this.options.saveOnLeave(this.doc)) this.sentSince++
    this.persist()
  }

  /**
   * The editor is closing (another screen): what is unsaved is sent once more, then nothing is
   * retried here; the unsaved copy is restored the next time the project opens. Resolves when
   * the last request has settled, so the next load reads after it.
   */
  close(): Promise<void> {
    if (this.closed) return this.idle()
    this.clearTimer()
    if (this.dirty) {
      this.persist()
      if (this.running) this.runAfterClose = true
      else void this.run()
    }
    this.closed = true
    return this.idle()
  }

  private idle(): Promise<void> {
    if (!this.running) return Promise.resolve()
    return new Promise((resolve) => this.idleWaiters.push(resolve))
  }

  private setStatus(status: SaveStatus): void {
    this.status = status
    for (const listener of this.listeners) listener()
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  private schedule(ms: number): void {
    if (this.closed) return
    this.clearTimer()
    this.timer = setTimeout(() => {
      this.timer = null
      void this.run()
    }, ms)
  }

  private persist(): void {
    if (this.closed) return
    this.options.storeCopy(
      this.dirty
        ? { document: this.doc, versions: [...this.versions], maxRevision: this.revision + this.sentSince, editedAt: this.editedAt }
        : null,
    )
  }

  private settleVersionWaiters(): void {
    const waiters = this.versionWaiters
    this.versionWaiters = []
    for (const resolve of waiters) resolve()
  }

  private async run(): Promise<void> {
    if (this.running) return
    if (!this.dirty) {
      if (this.status.state !== 'saved') this.setStatus({ state: 'saved' })
      return
    }
    this.running = true
    if (this.status.state === 'failed') this.setStatus({ state: 'saving' })
    try {
      await this.sendVersions()
      if (this.version > this.savedVersion) await this.sendDocument()
      this.attempt = 0
      this.finishRun()
    } catch (error) {
      this.failRun(error)
    }
  }

  private async sendVersions(): Promise<void> {
    if (this.versions.length === 0) return
    this.persist()
    while (this.versions.length > 0) {
      await this.options.keepVersion(this.versions[0] as CreateChapterVersionRequest)
      this.versions.shift()
    }
    this.options.onVersionsKept?.()
    this.settleVersionWaiters()
  }

  private async sendDocument(): Promise<void> {
    const version = this.version
    const doc = this.doc
    this.sentSince++
    this.persist()
    const result = await this.options.saveDocument(doc)
    this.sentSince = Math.max(0, this.sentSince - 1)
    this.revision = Math.max(this.revision, result.revision)
    this.savedVersion = Math.max(this.savedVersion, version)
    this.options.onSaved?.(doc, result)
  }

  private finishRun(): void {
    this.running = false
    if (this.dirty) {
      // Edits made while the request was out: their timer may already have fired and found it busy.
      if (!this.closed && this.timer === null) this.schedule(0)
      if (this.closed && this.runAfterClose) {
        this.runAfterClose = false
        void this.run()
        return
      }
    } else {
      this.persist()
      this.setStatus({ state: 'saved' })
    }
    this.settleIdle()
  }

  private failRun(error: unknown): void {
    this.running = false
    this.persist()
    this.settleVersionWaiters()
    const kind = this.options.classify(error)
    if (kind.retry) {
      this.attempt++
      this.setStatus({ state: 'retrying', offline: kind.offline })
      this.schedule(retryDelay(this.attempt))
    } else {
      this.setStatus({ state: 'failed', message: kind.message })
    }
    this.settleIdle()
  }

  private settleIdle(): void {
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
  }
}
