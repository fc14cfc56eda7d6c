import { boundRemovals } from '@core/chapter-removals.ts'
import type { ChapterResponse } from '@core/generation-schemas.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { getProject } from '../../projects/projects.handlers.ts'
import type { GenerationProvider } from '../providers/provider.ts'
import { chapterPass, type SavedChapter } from '../quality/chapter-pass.ts'
import { log } from '../../observability/logger.ts'

/** The saved book around a chapter regenerated in the editor, read as its owner. */
export interface SavedBook {
  chapters: SavedChapter[]
  /** Where the regenerated chapter stands in it. */
  at: number
  language?: string
}

/**
 * The project as the caller may read it (row-level security: someone else's project answers 404,
 * like a missing one, and nothing of it is read). Undefined when the chapter is not in the saved
 * project yet (added in the editor since the last autosave): it is then regenerated unchecked.
 */
export async function savedBookOf(db: Database, userId: string, projectId: string, chapterId: string): Promise<SavedBook | undefined> {
  const project = await getProject(db, userId, projectId)
  const at = project.chapters.findIndex((c) => c.id.toLowerCase() === chapterId.toLowerCase())
  if (at < 0) return undefined
  return {
    chapters: project.chapters.map(({ id, title, plan, content, pageTemplate }) => ({
      id,
      title,
      content,
      ...(plan ? { plan } : {}),
      // A checklist's cheat sheet repeats its phases on purpose (decision 94).
      ...(pageTemplate === 'cheat-sheet' && project.productType === 'checklist' ? { restates: true } : {}),
    })),
    at,
    ...(project.language ? { language: project.language } : {}),
  }
}

/**
 * The book-level quality pass on the regenerated chapter (decision 81, addendum): compared with
 * every other saved chapter, revised at most once when it repeats what another keeps
 * (QUALITY_PASS=revise), with notes for it and for the other side of each shared passage. A pass
 * that fails for any reason but a cancel leaves the regeneration as it came, unchecked.
 */
export async function checkRegenerated(
  deps: { config: Pick<Config, 'QUALITY_PASS'>; provider: Pick<GenerationProvider, 'reviseChapter'> },
  book: SavedBook,
  answer: ChapterResponse,
  signal?: AbortSignal,
): Promise<ChapterResponse> {
  const mode = deps.config.QUALITY_PASS
  if (mode === 'off') return answer
  try {
    const chapters = book.chapters.map((c, i) => (i === book.at ? { ...c, title: answer.title, content: answer.content } : c))
    const result = await chapterPass(
      deps.provider,
      { chapters, at: book.at, ...(book.language ? { language: book.language } : {}), ...(signal ? { signal } : {}) },
      mode,
    )
    log.info(
      `[quality] regenerated chapter ${result.chapterNumber} of ${chapters.length}: ${result.pairsCompared} pairs compared, ${result.revisionCalls} revision calls`,
    )
    // After the cleaner's: the newest are kept when there are many.
    const removals = boundRemovals([...(answer.removals ?? []), ...result.removals])
    return {
      title: answer.title,
      content: result.content,
      ...(removals.length ? { removals } : {}),
      quality: { chapterNumber: result.chapterNumber, notes: result.notes, others: result.others },
    }
  } catch (error) {
    if (signal?.aborted) throw error
    log.warn(`[quality] the regenerated chapter was not checked: ${error instanceof Error ? error.message : String(error)}`)
    return answer
  }
}
