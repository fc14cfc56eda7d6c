import type { ProjectChapter } from '@core/project-schemas.ts'

/**
 * The text each chapter had when it was last written for the writer (issue 30, decision 108): when
 * the editor first showed it, or when a regeneration, rewrite, restore or 'Write this chapter' put
 * it there. A chapter whose text differs has been edited by hand since, and Regenerate asks first.
 * Kept for this page's life, by chapter id (ids are unique across projects).
 */
const written = new Map<string, string>()

const same = (a: string, b: string) => a.trim() === b.trim()

/** The text the AI (or a restore) just put in the chapter. */
export function markWritten(chapterId: string, content: string): void {
  written.set(chapterId, content)
}

/** Remembers a chapter's text the first time the editor shows it; later calls change nothing. */
export function noteChapterSeen(chapter: Pick<ProjectChapter, 'id' | 'content'>): void {
  if (!written.has(chapter.id)) written.set(chapter.id, chapter.content)
}

/** Whether the chapter's text was changed by hand since it was written, regenerated or first shown. */
export function editedByHand(chapter: Pick<ProjectChapter, 'id' | 'content'>): boolean {
  const base = written.get(chapter.id)
  return base !== undefined && !same(base, chapter.content)
}
