import { type DraftStop, draftCharge, draftStopReason } from '@core/draft-charge.ts'
import { closeHold, type HoldOutcome } from '../credits/ledger.ts'
import { lockBalance } from '../credits/ledger.queries.ts'
import type { Database, Queryable } from '../db/database.ts'
import { countDelivered } from './draft-chapters.queries.ts'
import { lockExpiredJob, markReleased } from './drafts.queries.ts'

export type ReleaseReason = DraftStop

export const holdRef = (jobId: string) => `draft:${jobId}`

/**
 * Closes a running job that stops before it is finished: the hold keeps its share for the
 * chapters delivered (decision 28) and gives the rest back, once. The caller's transaction must
 * have locked the user's balance and then the job: every draft transaction takes the balance lock
 * before a job lock, so starts, cancels and sweepers on several replicas never deadlock, and a
 * chapter claim (which locks the job) cannot slip in between the count and the release.
 */
export async function releaseDraft(
  tx: Queryable,
  job: { id: string; user_id: string; credits_held: number },
  stop: ReleaseReason,
): Promise<HoldOutcome> {
  const { delivered, total } = await countDelivered(tx, job.id)
  const spent = draftCharge(job.credits_held, delivered, total)
  const reason = draftStopReason({ stop, delivered, total, spent })
  const outcome = (await closeHold(tx, { userId: job.user_id, ref: holdRef(job.id), reason, keep: spent })) ?? {
    spent: 0,
    returned: 0,
    balance: (await lockBalance(tx, job.user_id)) ?? 0,
  }
  await markReleased(tx, job.id, stop, outcome.spent)
  return outcome
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
