import { backoffMs, FETCH_BACKOFF } from '@core/backoff.ts'
import type { LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchKitEditRequest, LaunchKitResponse } from '@core/launch-kit-schemas.ts'

/** What the creator sees: 'Saving…', 'All changes saved', 'Offline — retrying…' or an error with Retry. */
export type PieceSaveStatus =
  { state: 'saved' } | { state: 'saving' } | { state: 'retrying'; offline: boolean } | { state: 'failed'; message: string }

export interface SaveFailure {
  /** A network failure, a 5xx or a 429: tried again with backoff. Anything else waits for Retry or the next edit. */
  retry: boolean
  offline: boolean
  message: string
}

export interface PieceSaveQueueOptions {
  save(edit: LaunchKitEditRequest): Promise<LaunchKitResponse>
  /** Sends an edit as the page goes away (fetch keepalive); false when it could not. */
  saveOnLeave(edit: LaunchKitEditRequest): boolean
  classify(error: unknown): SaveFailure
  onSaved?(answer: LaunchKitResponse, edit: LaunchKitEditRequest): void
  debounceMs?: number
}

export const PIECE_SAVE_DEBOUNCE_MS = 800

const editOf = (piece: LaunchPiece, value: unknown) => ({ piece, value }) as LaunchKitEditRequest

/**
 * Autosave of a launch kit's pieces (decision 125), the editor's pattern at the size of this screen:
 * each edit replaces its piece's value to send; after a quiet spell the edited pieces go one
 * request at a time (PUT {piece, value}); a transient failure is retried with the data-fetching
 * backoff, any other waits for Retry or the next edit. An edit made while its piece was out is
 * sent again after it. Leaving sends what is left with keepalive.
 */
export class PieceSaveQueue {
  private readonly pending = new Map<LaunchPiece, unknown>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private running = false
  private attempt = 0
  private closed = false
  private status: PieceSaveStatus = { state: 'saved' }
  private readonly listeners = new Set<() => void>()
  private readonly debounceMs: number
  private idleWaiters: (() => void)[] = []

  constructor(private readonly options: PieceSaveQueueOptions) {
    this.debounceMs = options.debounceMs ?? PIECE_SAVE_DEBOUNCE_MS
  }

  /** The screen is on (again, after StrictMode's trial unmount): saving runs. */
  open(): void {
    if (!this.closed) return
    this.closed = false
    if (this.dirty && !this.running) this.schedule(0)
  }

  get dirty(): boolean {
    return this.pending.size > 0
  }

  /** True when this piece has an edit not yet confirmed by the server. */
  has(piece: LaunchPiece): boolean {
    return this.pending.has(piece)
  }

  getStatus = (): PieceSaveStatus => this.status

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** The creator's new value of a piece: saved after a quiet spell. */
  change(piece: LaunchPiece, value: unknown): void {
    if (this.closed) return
    this.pending.set(piece, value)
    if (this.status.state !== 'retrying') this.setStatus({ state: 'saving' })
    this.schedule(this.debounceMs)
  }

  /** A regenerated piece replaces the creator's edits of it: its unsent edit is dropped. */
  discard(piece: LaunchPiece): void {
    this.pending.delete(piece)
    if (!this.dirty && !this.running) this.setStatus({ state: 'saved' })
  }

  /** The Retry button, the browser coming back online. */
  retryNow(): void {
    if (!this.closed && this.dirty) this.schedule(0)
  }

  /**
   * Sends what is unsaved now and resolves when the queue has settled (saved, or failed): a download
   * waits for it, so the file has the creator's last edit.
   */
  settle(): Promise<void> {
    if (!this.dirty && !this.running) return Promise.resolve()
    const settled = new Promise<void>((resolve) => this.idleWaiters.push(resolve))
    if (!this.running) this.schedule(0)
    return settled
  }

  /** The page is hidden or going away: what is unsaved is sent with keepalive. */
  flushOnLeave(): void {
    for (const [piece, value] of this.pending) {
      if (this.options.saveOnLeave(editOf(piece, value))) this.pending.delete(piece)
    }
  }

  /** The screen is closing (another route): what is unsaved is sent at once, and nothing is retried after. */
  close(): void {
    if (this.closed) return
    this.clearTimer()
    this.closed = true
    if (this.dirty && !this.running) void this.run()
  }

  private setStatus(status: PieceSaveStatus): void {
    this.status = status
    for (const listener of this.listeners) listener()
  }

  private settleIdle(): void {
    const waiters = this.idleWaiters
    this.idleWaiters = []
    for (const resolve of waiters) resolve()
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

  private async run(): Promise<void> {
    if (this.running) return
    if (!this.dirty) {
      if (this.status.state !== 'saved') this.setStatus({ state: 'saved' })
      return
    }
    this.running = true
    if (this.status.state === 'failed') this.setStatus({ state: 'saving' })
    try {
      while (this.pending.size > 0) {
        const [piece, value] = this.pending.entries().next().value as [LaunchPiece, unknown]
        const edit = editOf(piece, value)
        const answer = await this.options.save(edit)
        // A newer edit of the same piece came while this one was out: it stays to be sent.
        if (this.pending.get(piece) === value) this.pending.delete(piece)
        this.options.onSaved?.(answer, edit)
      }
      this.attempt = 0
      this.running = false
      this.setStatus({ state: 'saved' })
      this.settleIdle()
    } catch (error) {
      this.running = false
      this.settleIdle()
      const kind = this.options.classify(error)
      if (kind.retry && !this.closed) {
        this.attempt++
        this.setStatus({ state: 'retrying', offline: kind.offline })
        this.schedule(backoffMs(this.attempt - 1, FETCH_BACKOFF))
      } else {
        this.setStatus({ state: 'failed', message: kind.message })
      }
    }
  }
}
