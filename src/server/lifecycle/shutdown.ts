import { constants } from 'node:os'
import type { AppError } from '../http/app-error.ts'
import { shuttingDown } from './drain.ts'

/** After the hand-back, how long the interrupted answers and the claims given back get to go out. */
export const HAND_BACK_SETTLE_MS = 3000

/** The process's logger (observability/logger.ts), or a test's stand-in: pino's call shapes. */
export interface ShutdownLog {
  info(message: string): void
  warn(message: string): void
  error(fields: { err: unknown }, message: string): void
}

/** The pieces a shutdown stops, each injected so a test can stand in for it (decision 114). */
export interface ShutdownParts {
  /** SHUTDOWN_GRACE_SECONDS in ms: how long in-flight work gets to finish before it is handed back. */
  graceMs: number
  settleMs?: number
  /** Called first, before anything stops: readiness turns to 503 so the load balancer sends no more. */
  onDraining?: () => void
  /** In-flight requests and background work (drain.ts). */
  drain: { readonly inFlight: number; begin(): void; handOver(): void; idle(): Promise<void> }
  /** The HTTP server: `close` stops listening (and closes idle keep-alive connections, Node ≥ 19). */
  server: { close(): unknown; closeIdleConnections?(): void; closeAllConnections?(): void }
  exportPool: { close(reason?: AppError): void }
  sweeper: { stop(): unknown }
  /** The list-mail worker (decision 135): takes no new job, finishes the send in flight, before the database closes. */
  listMail?: { stop(): Promise<void> }
  db: { close(): Promise<void> }
  /** The DATA_DIR lock of the embedded database; absent with DATABASE_URL. */
  lock?: { release(): void }
  /** `process.exit` by default. */
  exit?(code: number): void
  /** Resolves after `ms`: `setTimeout` by default, a test's own clock in tests. */
  wait?(ms: number): Promise<void>
  log: ShutdownLog
}

/** What a shell reports for a process ended by this signal (130 for SIGINT, 143 for SIGTERM). */
const signalExitCode = (signal: NodeJS.Signals) => 128 + (constants.signals[signal] ?? 15)

/**
 * The handler for SIGTERM and SIGINT (decision 114). In order: tell readiness (`onDraining`);
 * refuse new work (the listener closes, a request on an open connection gets 503
 * `shutting_down`); stop the draft sweeper and the list-mail worker (no new job, the send in
 * flight finishes); wait until every in-flight request and draft job has
 * finished, or the grace is over; then hand back what is left (AI calls stop, draft chapters
 * give their claims back, exports answer 503 `shutting_down`) and give those answers
 * `settleMs` to go out; stop the export workers, close the connections and the database, release
 * the DATA_DIR lock, exit 0. A second signal while this runs exits at once, lock released.
 */
export function gracefulShutdown(parts: ShutdownParts): (signal: NodeJS.Signals) => Promise<void> {
  const { drain, server, log } = parts
  const exit = parts.exit ?? ((code: number) => process.exit(code))
  const wait = parts.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  let started = false
  return async (signal) => {
    if (started) {
      log.warn(`${signal} received again: stopping now, without waiting for the work in flight.`)
      parts.lock?.release()
      exit(signalExitCode(signal))
      return
    }
    started = true
    let code = 0
    try {
      try {
        parts.onDraining?.()
      } catch (error) {
        log.error({ err: error }, 'Marking the server as draining failed')
      }
      drain.begin()
      server.close()
      const sweeperStopped = Promise.all([parts.sweeper.stop(), parts.listMail?.stop()])
      const graceSeconds = parts.graceMs / 1000
      log.info(
        `${signal} received: finishing ${drain.inFlight} requests and jobs in flight (at most ${graceSeconds} s), taking no new ones.`,
      )
      const finished = await Promise.race([drain.idle().then(() => true), wait(parts.graceMs).then(() => false)])
      if (!finished) {
        log.warn(`Grace of ${graceSeconds} s over: handing back the ${drain.inFlight} requests and jobs still running.`)
        drain.handOver()
        parts.exportPool.close(shuttingDown())
        await Promise.race([drain.idle(), wait(parts.settleMs ?? HAND_BACK_SETTLE_MS)])
      }
      parts.exportPool.close(shuttingDown())
      server.closeAllConnections?.()
      await sweeperStopped
    } catch (error) {
      log.error({ err: error }, 'The graceful shutdown failed; stopping anyway')
      code = 1
    }
    try {
      await parts.db.close()
    } catch (error) {
      log.error({ err: error }, 'Closing the database failed')
    }
    parts.lock?.release()
    log.info('Stopped.')
    exit(code)
  }
}

/** Runs `shutdown` on SIGTERM and SIGINT, every time: the second one is how an operator says "now". */
export function onStopSignals(shutdown: (signal: NodeJS.Signals) => Promise<void>): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void shutdown(signal))
}
