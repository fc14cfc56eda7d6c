import { createHash } from 'node:crypto'
import { boundRemovals } from '@core/chapter-removals.ts'
import type { ChapterRemoval } from '@core/generation-schemas.ts'
import { warnDropped } from '../generation/clean/chapter-cleaner.ts'
import { bookPass } from '../generation/quality/book-pass.ts'
import { shuttingDown } from '../lifecycle/drain.ts'
import type { DraftDeps } from './draft-chapter.ts'
import { claimQualityCheck, listChapters, markQualityChecked, storeCheckedChapter } from './draft-chapters.queries.ts'
import { log } from '../observability/logger.ts'

const hashOf = (content: string) => createHash('sha256').update(content).digest('hex').slice(0, 16)

export interface CheckedChapter {
  index: number
  content: string
  /** What the revision took out (source 'quality', reason 'revision'): for the editor's Restore. */
  removals: ChapterRemoval[]
}

/**
 * The book-level quality pass on a draft (decision 81): once every chapter is written, all pairs
 * compared and the chapters that need it revised, each at most once. Claimed on the job by the
 * chapters' hashes, so it runs once per version of the book whoever asks (the job stream when its
 * chapters are done, finish for a draft written chapter by chapter, either again after a chapter
 * was written anew), and only changed chapters get calls of their own. `userId`, when given, must
 * own the job. Returns the chapters whose text it changed; their notes are stored with them.
 */
export async function checkBook(deps: DraftDeps, jobId: string, userId?: string): Promise<CheckedChapter[]> {
  const { db, config, provider } = deps
  if (config.QUALITY_PASS === 'off') return []
  const rows = await listChapters(db, jobId)
  if (rows.length === 0 || rows.some((r) => r.status !== 'done' || r.content === null)) return []
  const hashes = rows.map((r) => hashOf(r.content ?? ''))
  const claim = await claimQualityCheck(db, jobId, hashes, userId)
  if (!claim) return []
  const language = claim.language ?? undefined
  try {
    const result = await bookPass(
      provider,
      {
        chapters: rows.map((r, i) => ({
          number: r.index + 1,
          title: r.title,
          ...(r.plan ? { plan: r.plan } : {}),
          content: r.content ?? '',
          // A checklist's cheat sheet repeats its phases on purpose (decision 94): not compared with them.
          ...(r.pageTemplate === 'cheat-sheet' ? { restates: true } : {}),
          settled: claim.previous?.[i] === hashes[i],
          ...(r.notes ? { notes: r.notes } : {}),
        })),
        ...(language ? { language } : {}),
      },
      config.QUALITY_PASS,
    )
    // Stopped by a shutdown (decision 114): its revision calls failed, so the next caller checks the book again.
    if (deps.handBack?.aborted) throw shuttingDown()
    const changed: CheckedChapter[] = []
    for (const [i, outcome] of result.chapters.entries()) {
      const row = rows[i] as (typeof rows)[number]
      const stored = await storeCheckedChapter(db, {
        jobId,
        index: row.index,
        expected: row.content ?? '',
        content: outcome.content,
        notes: outcome.notes,
        // After the cleaner's: the newest are kept when there are many.
        removals: boundRemovals([...(row.removals ?? []), ...outcome.removals], (dropped) =>
          warnDropped(`the quality pass (chapter ${row.index + 1})`, dropped),
        ),
      })
      if (stored && outcome.content !== row.content)
        changed.push({ index: row.index, content: outcome.content, removals: outcome.removals })
    }
    await markQualityChecked(
      db,
      jobId,
      result.chapters.map((c) => hashOf(c.content)),
    )
    log.info(
      `[quality] draft ${jobId}: ${rows.length} chapters, ${result.pairsCompared} pairs compared, ${result.revisionCalls} revision calls, ${changed.length} chapters revised`,
    )
    return changed
  } catch (error) {
    // Not checked after all: the next caller (finish) tries again.
    await markQualityChecked(db, jobId, claim.previous)
    throw error
  }
}
