import type { DraftCancelResponse, DraftFinishResponse } from '@core/generation-schemas.ts'
import { settleHold } from '../credits/ledger.ts'
import { lockBalance } from '../credits/ledger.queries.ts'
import { findCredits } from '../credits/credits.queries.ts'
import type { Database, Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { projectFromDraft } from '../projects/draft-project.queries.ts'
import { closedJob } from './draft-chapter.ts'
import { listChapters } from './draft-chapters.queries.ts'
import { expireDraft, holdRef, releaseDraft } from './draft-release.ts'
import { findJob, type JobRow, markFinished } from './drafts.queries.ts'

/** Balance lock first, then the job: the order every draft transaction takes its locks in. */
async function lockJob(tx: Queryable, userId: string, jobId: string): Promise<JobRow> {
  if ((await lockBalance(tx, userId)) === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
  const job = await findJob(tx, jobId, userId, true)
  if (!job) throw new AppError('not_found', 'There is no such draft.')
  return job
}

/**
 * Settles the hold once every chapter is written and saves the draft as a project; a repeated
 * finish answers with the same numbers and the same project (made now if it is missing: the
 * draft finished before projects existed, or its owner deleted the project).
 */
export async function finishDraft(db: Database, userId: string, jobId: string): Promise<DraftFinishResponse> {
  const idle = await findJob(db, jobId, userId)
  if (idle?.expired && (await expireDraft(db, idle))) throw closedJob('released')
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, userId, jobId)
    if (job.status === 'finished') {
      return { creditsSpent: job.credits_spent ?? 0, creditsLeft: job.credits_left ?? 0, projectId: await projectFromDraft(tx, jobId) }
    }
    if (job.status !== 'running') throw closedJob(job.status)
    const missing = (await listChapters(tx, jobId)).filter((c) => c.status !== 'done')
    if (missing.length > 0) {
      const names = missing.map((c) => `${c.index + 1} “${c.title}”`).join(', ')
      throw new AppError('conflict', `Not every chapter is written yet. Still to write: ${names}.`)
    }
    const { spent, balance } = await settleHold(tx, { userId, ref: holdRef(jobId), reason: 'draft' })
    await markFinished(tx, jobId, { spent, left: balance })
    return { creditsSpent: spent, creditsLeft: balance, projectId: await projectFromDraft(tx, jobId) }
  })
}

/**
 * Gives up a running draft: its hold keeps the share for the chapters delivered and returns the
 * rest (decision 28). Cancelling twice, or a draft the sweeper or a new outline already closed,
 * answers with the numbers of that close and moves nothing.
 */
export async function cancelDraft(db: Database, userId: string, jobId: string): Promise<DraftCancelResponse> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, userId, jobId)
    if (job.status === 'finished') throw closedJob('finished')
    if (job.status === 'running') {
      const { spent, returned, balance } = await releaseDraft(tx, job, 'cancelled')
      return { creditsLeft: balance, creditsSpent: spent, creditsReturned: returned }
    }
    // Closed before: jobs released before decision 28 kept nothing (credits_spent is null there).
    const spent = job.credits_spent ?? 0
    return { creditsLeft: (await findCredits(tx, userId)) ?? 0, creditsSpent: spent, creditsReturned: job.credits_held - spent }
  })
}
