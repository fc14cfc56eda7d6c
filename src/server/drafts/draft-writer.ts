import type { ChapterRemoval } from '@core/generation-schemas.ts'
import { boundRemovals } from '@core/chapter-removals.ts'
import type { ChapterJob } from '../generation/providers/provider.ts'
import { ProviderError } from '../generation/providers/provider-error.ts'
import { AppError } from '../http/app-error.ts'
import { chapterFailure } from './chapter-failure.ts'
import type { DraftDeps, OpenChapter } from './draft-chapter.ts'
import { DELIVERED_MIN_CHARS } from '@core/draft-charge.ts'
import { isShuttingDown } from '../lifecycle/drain.ts'
import { completeChapter, failChapter, markTextDelivered, releaseChapter, renewLease } from './draft-chapters.queries.ts'
import { log } from '../observability/logger.ts'

/** The wait a refusal named: the provider's retry-after, or this server's full AI queue's (decision 77). */
const retryAfter = (error: unknown) => {
  const given = error as { retryAfterMs?: unknown; retryAfterSeconds?: unknown } | null
  const ms = typeof given?.retryAfterMs === 'number' ? given.retryAfterMs : undefined
  const seconds = typeof given?.retryAfterSeconds === 'number' ? given.retryAfterSeconds : undefined
  const wait = ms ?? (seconds === undefined ? undefined : seconds * 1000)
  return wait === undefined ? {} : { retryAfterMs: wait, retryAfterSeconds: Math.ceil(wait / 1000) }
}

interface Claimed {
  owner: string
  earlier: ChapterJob['earlier']
  onDelta?: (text: string) => void
}

/**
 * Writes a claimed chapter, renewing the lease while the provider streams. Returns undefined when
 * the claim was lost (it lapsed and another writer took over, or the job was cancelled): the
 * caller then waits for that writer. A provider failure marks the chapter failed, so a retry may
 * claim it again under the same hold. A call stopped because this process is shutting down
 * (decision 114) gives the claim back: the chapter is pending again for whoever resumes.
 */
export async function writeClaimed(
  { db, config, provider }: DraftDeps,
  chapter: OpenChapter,
  claimed: Claimed,
): Promise<string | undefined> {
  const { jobId, index, brief } = chapter
  const { owner, earlier, onDelta } = claimed
  const leaseSeconds = config.DRAFT_CHAPTER_LEASE_SECONDS
  const lost = new AbortController()
  const heartbeat = setInterval(
    () => {
      renewLease(db, jobId, index, owner, leaseSeconds).then(
        (held) => held || lost.abort(),
        (error: unknown) => log.error({ err: error }, 'Renewing a draft chapter lease failed'),
      )
    },
    (leaseSeconds * 1000) / 3,
  )
  try {
    let content = ''
    let removals: ChapterRemoval[] = []
    const job = { brief, index, earlier, signal: lost.signal, onRemovals: (list: ChapterRemoval[]) => (removals = list) }
    for await (const delta of provider.streamChapter(job)) {
      if (lost.signal.aborted) return undefined
      const before = content.length
      content += delta
      // Marked before the text is sent, so a cancel that comes after the person saw it counts the chapter.
      if (before < DELIVERED_MIN_CHARS && content.length >= DELIVERED_MIN_CHARS) await markTextDelivered(db, jobId, index, owner)
      onDelta?.(delta)
    }
    if (lost.signal.aborted) return undefined
    if (!content.trim()) throw new ProviderError('invalid_output', 'The AI provider returned an empty chapter. Please try again.')
    // The quality pass runs on the whole book once every chapter is written (draft-quality.ts, decision 81).
    const kept = boundRemovals(removals)
    return (await completeChapter(db, { jobId, index, owner, content, removals: kept }, config.DRAFT_JOB_TTL_SECONDS)) ? content : undefined
  } catch (error) {
    if (lost.signal.aborted) return undefined
    if (isShuttingDown(error)) {
      await releaseChapter(db, jobId, index, owner)
      throw error
    }
    const failure = chapterFailure(error)
    await failChapter(db, jobId, index, owner, failure)
    // A provider's own wait (retry-after), when it gave one, lets a job stream re-queue on time.
    throw Object.assign(new AppError(failure.code, failure.message), retryAfter(error))
  } finally {
    clearInterval(heartbeat)
  }
}
