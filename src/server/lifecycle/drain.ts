import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { errorBody } from '@core/errors.ts'
import { AppError } from '../http/app-error.ts'

/** When a client may ask again: another replica takes it at once, this one is back in seconds. */
export const SHUTDOWN_RETRY_AFTER_SECONDS = 2

/** What a request or a piece of work gets when this process stops before it is done (decision 114). */
export function shuttingDown(): AppError {
  const error = new AppError('shutting_down')
  error.retryAfterSeconds = SHUTDOWN_RETRY_AFTER_SECONDS
  return error
}

export const isShuttingDown = (error: unknown): boolean => error instanceof AppError && error.body.code === 'shutting_down'

/** Answered while draining: liveness (the process is alive and finishing its work) and the metrics scrape. */
const ANSWERED_WHILE_DRAINING = new Set(['/api/health', '/metrics'])

/** What the HTTP server lets the drain watch: every request from its arrival until its answer is gone. */
interface RequestSource {
  on(event: 'request', listener: (request: IncomingMessage, response: ServerResponse) => void): unknown
}

/**
 * The in-flight work of this process, for a graceful shutdown (decision 114): requests from their
 * arrival until their answer is sent (or the client left), and background work a request started
 * that outlives it (a draft job goes on writing after its reader left). `begin` turns new requests
 * away; `handOver` (the grace is over) aborts `handBack`, and the work still running stops and
 * gives back what it holds: a draft chapter's claim, an export's slot.
 */
export class Drain {
  private isDraining = false
  private active = 0
  private waiting: (() => void)[] = []
  private readonly responses = new Set<ServerResponse>()
  private readonly handBackController = new AbortController()

  get draining(): boolean {
    return this.isDraining
  }

  /** Aborted, with the `shutting_down` AppError as its reason, when the grace is over. */
  get handBack(): AbortSignal {
    return this.handBackController.signal
  }

  /** Requests and background jobs not finished yet. */
  get inFlight(): number {
    return this.active
  }

  /** From now on new requests are answered 503 (`refuseWhileDraining`) and every connection closes after its answer. */
  begin(): void {
    this.isDraining = true
    for (const response of this.responses) if (!response.headersSent) response.setHeader('Connection', 'close')
  }

  /** The grace is over: what is still running stops and hands its part back. */
  handOver(): void {
    if (!this.handBack.aborted) this.handBackController.abort(shuttingDown())
  }

  /** Counts `work` as in flight until it settles; returns it unchanged. */
  readonly track = <T>(work: Promise<T>): Promise<T> => {
    this.active++
    work.then(this.leave, this.leave)
    return work
  }

  /** Resolves once nothing is in flight: at once when nothing is. */
  idle(): Promise<void> {
    return this.active === 0 ? Promise.resolve() : new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Counts every request the server takes until its response closes (sent whole, or the client left). */
  watch(server: RequestSource): void {
    server.on('request', (_request, response) => {
      this.active++
      this.responses.add(response)
      if (this.isDraining) response.setHeader('Connection', 'close')
      response.once('close', () => {
        this.responses.delete(response)
        this.leave()
      })
    })
  }

  private readonly leave = (): void => {
    this.active--
    if (this.active > 0) return
    const waiting = this.waiting
    this.waiting = []
    for (const resolve of waiting) resolve()
  }
}

/**
 * Every request goes through here. While draining, one that still arrives (on a connection
 * opened before the listener closed) is answered `503 shutting_down` with `Retry-After` and
 * `Connection: close` and never started: a clear, retryable answer rather than a reset
 * connection. Otherwise its handler counts as in flight until it returns, even when its client
 * left long before (the node-level count in `watch` ends with the connection).
 */
export function drainRequests(drain: Pick<Drain, 'draining' | 'track'>): MiddlewareHandler {
  return async (c, next) => {
    if (!drain.draining || ANSWERED_WHILE_DRAINING.has(c.req.path)) return drain.track(next())
    c.header('Connection', 'close')
    c.header('Retry-After', String(SHUTDOWN_RETRY_AFTER_SECONDS))
    c.header('Cache-Control', 'no-store')
    return c.json(errorBody('shutting_down'), 503)
  }
}
