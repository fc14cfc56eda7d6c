import type { ChapterRemoval } from '@core/generation-schemas.ts'
import type { GenerationProvider, ReviseJob, SentenceRevision } from '../providers/provider.ts'
import { applyRevisions } from './apply-revisions.ts'
import { revisionRemovals } from './removals.ts'
import { usableRevision } from './usable-revision.ts'
import { log } from '../../observability/logger.ts'

export type QualityMode = 'revise' | 'notes' | 'off'

export interface Revised {
  content: string
  /** The replacements that went in (sentence → new text; '' removed it). */
  applied: SentenceRevision[]
  removals: ChapterRemoval[]
}

const FIGURE = /\d+(?:[.,]\d+)*/g

/**
 * Whether a replacement may go in. The chapter's opening line is reworded, never removed; and a
 * revision may never delete a figure (issue 26 item 5): outside a passage another chapter keeps,
 * every number of the sentence must still be in its replacement ("(verify)" may be added).
 */
export function allowedRevision(item: ReviseJob['items'][number], revised: string): boolean {
  const repetition = item.problems.filter((p) => p.kind === 'repetition')
  const figures = item.sentence.match(FIGURE) ?? []
  if (!revised.trim()) {
    if (repetition.some((p) => p.opening)) return false
    return repetition.length > 0 || figures.length === 0
  }
  if (repetition.length > 0 && !item.problems.some((p) => p.kind === 'unsourced')) return true
  return figures.every((n) => revised.includes(n))
}

/**
 * One chapter's revision call: new wording for the listed sentences only, spliced in. The chapter
 * is never lost: a call that fails, or comes back unusable, gives undefined (the text stands as
 * written and every finding stays open). A cancelled call is passed on.
 */
export async function reviseChapterText(provider: Pick<GenerationProvider, 'reviseChapter'>, job: ReviseJob): Promise<Revised | undefined> {
  if (!provider.reviseChapter) return undefined
  try {
    const answers = await provider.reviseChapter(job)
    const applied = answers.filter((a) => {
      const item = job.items.find((i) => i.sentence === a.sentence)
      return item !== undefined && allowedRevision(item, a.revised)
    })
    const content = applyRevisions(job.content, applied)
    if (!usableRevision(job.content, content)) return undefined
    return { content, applied, removals: revisionRemovals(job.content, content, applied) }
  } catch (error) {
    if (job.signal?.aborted) throw error
    // A failed revision costs the creator nothing: the chapter as written stands, with its notes open.
    log.warn(`The quality revision failed; the chapter is kept as written: ${error instanceof Error ? error.message : String(error)}`)
    return undefined
  }
}
