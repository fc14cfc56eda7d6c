import { restoreRemovalText } from '@core/chapter-removals.ts'
import type { ChapterRemoval } from '@core/generation-schemas.ts'
import type { ProjectDocument } from '@core/project-schemas.ts'

/** The chapter's list without one removal; the last one takes the `removals` field with it. */
function without(doc: ProjectDocument, index: number, removalId: string, content?: string): ProjectDocument {
  const chapter = doc.chapters[index]
  if (!chapter?.removals?.some((r) => r.id === removalId)) return doc
  const { removals, ...rest } = chapter
  const left = removals.filter((r) => r.id !== removalId)
  const chapters = doc.chapters.slice()
  chapters[index] = { ...rest, ...(content === undefined ? {} : { content }), ...(left.length ? { removals: left } : {}) }
  return { ...doc, chapters }
}

/** The creator does not want the text back: the record goes, autosaved like any edit. */
export function dismissRemoval(doc: ProjectDocument, index: number, removalId: string): ProjectDocument {
  return without(doc, index, removalId)
}

/** The text goes back where it stood (decision 79) and the record goes. */
export function restoreRemoval(doc: ProjectDocument, index: number, removalId: string): ProjectDocument {
  const chapter = doc.chapters[index]
  const removal = chapter?.removals?.find((r) => r.id === removalId)
  if (!chapter || !removal) return doc
  return without(doc, index, removalId, restoreRemovalText(chapter.content, removal))
}

/** How a removal is named in the editor. */
export function removalLabel(removal: Pick<ChapterRemoval, 'reason'>): string {
  switch (removal.reason) {
    case 'chatter':
      return 'Removed as chatter'
    case 'sign-off':
      return 'Removed as a sign-off'
    case 'run-on':
      return 'Removed as the start of the next chapter'
    case 'revision':
      return 'Removed in a revision'
  }
}

/** The first words of a removal, for its line in the notice. */
export function removalExcerpt(text: string, words = 8): string {
  const plain = text
    .replace(/[#*_>`]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  const parts = plain.split(' ')
  return parts.length > words ? `${parts.slice(0, words).join(' ')}…` : plain
}
