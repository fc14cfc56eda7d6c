import type { ProjectChapter, VersionReason } from '@core/project-schemas.ts'

/**
 * How the regenerate, style and history pieces change the document: the editor keeps the
 * chapter's previous text as a version (chapter history) and then replaces it, all autosaved.
 */
export interface ChapterReplacement {
  chapterId: string
  title: string
  content: string
}

export interface ChapterEdits {
  /** Keeps each chapter's current text as a version (with `reason`), then applies the replacements. */
  replaceChapters(replacements: ChapterReplacement[], reason: VersionReason): Promise<void>
}

export type { ProjectChapter, VersionReason }
