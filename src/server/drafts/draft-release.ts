import { releaseHold } from '../credits/ledger.ts'
import { lockBalance } from '../credits/ledger.queries.ts'
import type { Database, Queryable } from '../db/database.ts'
import { lockExpiredJob, markReleased } from './drafts.queries.ts'

export type ReleaseReason = 'cancelled' | 'expired' | 'replaced'

export const holdRef = (jobId: string) => `draft:${jobId}`

/**
 * Gives the job's held credits back and closes it. The caller's transaction must have locked
 * the user's balance first: every draft transaction takes the balance lock before a job lock,
 * so starts, cancels and sweepers on several replicas never deadlock.
 */
export async function releaseDraft(tx: Queryable, job: { id: string; user_id: string }, reason: ReleaseReason): Promise<void> {
  await releaseHold(tx, { userId: job.user_id, ref: holdRef(job.id), reason })
  await markReleased(tx, job.id, reason)
}

/** Releases a job if it is (still) expired; true when this call released it. */
export function expireDraft(db: Database, job: { id: string; user_id: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockBalance(tx, job.user_id)
    const locked = await lockExpiredJob(tx, job.id)
    if (!locked) return false
    await releaseDraft(tx, locked, 'expired')
    return true
  })
}
