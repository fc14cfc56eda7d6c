import type { ProjectDocument } from '@core/project-schemas.ts'

/**
 * Removes one quality note from a chapter: the creator has read it. The note is gone from the
 * document, so the autosave stores the dismissal like any other edit; the last one takes the
 * `notes` field with it.
 */
export function dismissNote(doc: ProjectDocument, index: number, noteId: string): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter?.notes?.some((n) => n.id === noteId)) return doc
  const { notes, ...rest } = chapter
  const left = notes.filter((n) => n.id !== noteId)
  const chapters = doc.chapters.slice()
  chapters[index] = left.length ? { ...rest, notes: left } : rest
  return { ...doc, chapters }
}
