import type { ChapterRemoval, QualityNote } from '@core/generation-schemas.ts'
import type { GenerationProvider } from '../providers/provider.ts'
import { bookPass } from './book-pass.ts'
import type { QualityMode } from './quality-pass.ts'

export interface SavedChapter {
  id: string
  title: string
  plan?: string
  content: string
  /** A summary of the others by design (a checklist's cheat sheet): not compared with them (find-repetition.ts). */
  restates?: boolean
}

export interface ChapterPassInput {
  /** The saved project's chapters in reading order, the regenerated one (at `at`) with its new title and text. */
  chapters: SavedChapter[]
  at: number
  language?: string
  signal?: AbortSignal
}

export interface ChapterPassResult {
  /** The regenerated chapter's text, revised when it repeats a passage another chapter keeps. */
  content: string
  notes: QualityNote[]
  /** What the revision took out (source 'quality', reason 'revision'). */
  removals: ChapterRemoval[]
  /** 1-based, as the notes on both sides name it. */
  chapterNumber: number
  /** The other chapters' notes about the regenerated one: the other side of every shared passage. */
  others: { chapterId: string; notes: QualityNote[] }[]
  /** The pairs involving the regenerated chapter: one per other chapter. */
  pairsCompared: number
  revisionCalls: 0 | 1
}

/**
 * The book-level pass for one chapter regenerated in the editor (decision 81, addendum): the same
 * detection on the whole saved book, so the owner of a shared passage is the one the outline plans
 * (else the earlier chapter) and stock openers are told across the book. Only the regenerated
 * chapter may be revised, with at most one call; every other chapter is the writer's saved text and
 * gets notes only, and only those about the pairs it forms with the regenerated chapter (what it
 * shares with the rest was said before, and may have been dismissed).
 */
export async function chapterPass(
  provider: Pick<GenerationProvider, 'reviseChapter'>,
  input: ChapterPassInput,
  mode: Exclude<QualityMode, 'off'>,
): Promise<ChapterPassResult> {
  const { chapters, at, language, signal } = input
  const chapterNumber = at + 1
  const result = await bookPass(
    provider,
    {
      chapters: chapters.map((c, i) => ({
        number: i + 1,
        title: c.title,
        ...(c.plan ? { plan: c.plan } : {}),
        content: c.content,
        ...(c.restates ? { restates: true } : {}),
        ...(i === at ? {} : { frozen: true }),
      })),
      ...(language ? { language } : {}),
      ...(signal ? { signal } : {}),
    },
    mode,
  )
  const own = result.chapters[at]
  if (!own) throw new Error(`No chapter ${chapterNumber} in a book of ${chapters.length}`)
  const others = chapters.flatMap((c, i) => {
    if (i === at) return []
    const notes = (result.chapters[i]?.notes ?? []).filter((n) => n.kind === 'repetition' && n.otherChapter === chapterNumber)
    return notes.length ? [{ chapterId: c.id, notes }] : []
  })
  return {
    content: own.content,
    notes: own.notes,
    removals: own.removals,
    chapterNumber,
    others,
    pairsCompared: chapters.length - 1,
    revisionCalls: own.revisionCalls,
  }
}
