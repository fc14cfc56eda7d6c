import type { Database } from '../db/database.ts'
import { expireDraft } from './draft-release.ts'
import { listExpiredJobs } from './drafts.queries.ts'
import { log } from '../observability/logger.ts'

const BATCH = 100

/**
 * Releases the holds of drafts nobody touched for DRAFT_JOB_TTL_SECONDS. Each job is released
 * in its own transaction under row locks (skipping one another process holds), so any number
 * of replicas may sweep at once and every hold is released exactly once. Returns how many.
 */
export async function sweepExpiredDrafts(db: Database): Promise<number> {
  let released = 0
  for (;;) {
    const jobs = await listExpiredJobs(db, BATCH)
    let batch = 0
    for (const job of jobs) if (await expireDraft(db, job)) batch++
    released += batch
    // A full batch that another process is already on: leave the rest to the next sweep.
    if (jobs.length < BATCH || batch === 0) return released
  }
}

/** Sweeps once now and then every `intervalMs` (30 s) until stopped. */
export function startDraftSweeper({ db, intervalMs = 30_000 }: { db: Database; intervalMs?: number }): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined
  const sweep = () => {
    // A slow sweep is not started twice over itself.
    running ??= sweepExpiredDrafts(db)
      .then((n) => n > 0 && log.info(`Released the credits of ${n} expired draft${n === 1 ? '' : 's'}.`))
      .catch((error: unknown) => log.error({ err: error }, 'Sweeping expired drafts failed'))
      .finally(() => (running = undefined))
  }
  sweep()
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return {
    // Resolves once a sweep under way has ended, so a shutdown closes the database after it.
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
