import type { ChapterRemoval, ChapterResponse, QualityNote } from '@core/generation-schemas.ts'
import type { ProjectChapter, VersionReason } from '@core/project-schemas.ts'

/**
 * How the regenerate, style and history pieces change the document: the editor keeps the
 * chapter's previous text as a version (chapter history) and then replaces it, all autosaved.
 */
export interface ChapterReplacement {
  chapterId: string
  title: string
  content: string
  /** What the cleaner took out of the new text (decision 79): replaces the old list; absent keeps it. */
  removals?: ChapterRemoval[]
  /** The quality pass's notes on the new text (decision 81): they replace the old ones, which quoted the text that was there. */
  notes?: QualityNote[]
  /**
   * What the pass found between the new text and the other chapters: each other chapter's notes
   * naming chapter `chapterNumber` are replaced with these (none left when it has none here).
   */
  otherNotes?: Pick<NonNullable<ChapterResponse['quality']>, 'chapterNumber' | 'others'>
}

export interface ChapterEdits {
  /** Keeps each chapter's current text as a version (with `reason`), then applies the replacements. */
  replaceChapters(replacements: ChapterReplacement[], reason: VersionReason): Promise<void>
  /** Puts a removal's text back where it stood, keeping the chapter's text before as a version (decision 79). */
  restoreRemoval(chapterId: string, removalId: string): Promise<void>
}

export type { ProjectChapter, VersionReason }
