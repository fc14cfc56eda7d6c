import type { Tone } from '@core/generation.ts'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'

export interface ChapterRegenerateProps {
  chapter: ProjectChapter
  tone: Tone
  targetAudience: string
  edits: ChapterEdits
  disabled?: boolean
}

/** Placeholder: regenerates the selected chapter (optionally shorter, longer or grammar). */
export function ChapterRegenerate(_props: ChapterRegenerateProps) {
  return null
}
