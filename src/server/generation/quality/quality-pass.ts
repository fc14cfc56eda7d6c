import type { QualityNote } from '@core/generation-schemas.ts'
import type { GenerationProvider } from '../provider.ts'
import { detect, needsRevision, revisionItems } from './detect.ts'
import type { OtherChapter } from './find-repetition.ts'
import { applyRevisions } from './apply-revisions.ts'
import { qualityNotes } from './quality-notes.ts'
import { usableRevision } from './usable-revision.ts'

export type QualityMode = 'revise' | 'notes' | 'off'

export interface QualityInput {
  title: string
  content: string
  /** The chapters of the book already written, to find passages this one repeats. */
  others: OtherChapter[]
  language?: string
  signal?: AbortSignal
}

export interface QualityResult {
  content: string
  notes: QualityNote[]
  /** Whether the revision call was made (whatever came of it): the pass's cost. */
  revisionCalls: 0 | 1
}

/**
 * Checks a written chapter and, above the threshold, makes one targeted revision call. The
 * chapter is never lost: a revision that fails, or comes back unusable, leaves the text as it was
 * and every finding open. After a revision the checks run again, so a note says what is fixed.
 */
export async function qualityPass(
  provider: Pick<GenerationProvider, 'reviseChapter'>,
  input: QualityInput,
  mode: QualityMode = 'revise',
): Promise<QualityResult> {
  const { title, content, others, language, signal } = input
  if (mode === 'off') return { content, notes: [], revisionCalls: 0 }
  const before = detect(content, others, language)
  if (mode === 'notes' || !provider.reviseChapter || !needsRevision(before))
    return { content, notes: qualityNotes(before), revisionCalls: 0 }
  let revised: string | undefined
  try {
    const revisions = await provider.reviseChapter({
      title,
      content,
      items: revisionItems(before),
      ...(language ? { language } : {}),
      ...(signal ? { signal } : {}),
    })
    const text = applyRevisions(content, revisions)
    if (usableRevision(content, text)) revised = text
  } catch (error) {
    if (signal?.aborted) throw error
    // A failed revision costs the creator nothing: the chapter as written stands, with its notes open.
    console.warn('The quality revision failed; the chapter is kept as written:', error instanceof Error ? error.message : error)
  }
  if (revised === undefined) return { content, notes: qualityNotes(before), revisionCalls: 1 }
  return { content: revised, notes: qualityNotes(before, detect(revised, others, language)), revisionCalls: 1 }
}
