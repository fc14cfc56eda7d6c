import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'

export interface ChapterHistoryProps {
  projectId: string
  chapter: ProjectChapter
  edits: ChapterEdits
}

/** Placeholder: the selected chapter's earlier versions, compared with the current text, restorable. */
export function ChapterHistory(_props: ChapterHistoryProps) {
  return null
}
