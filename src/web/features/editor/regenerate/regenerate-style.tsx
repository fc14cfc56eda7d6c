import type { Tone } from '@core/generation.ts'
import type { ChapterEdits, ProjectChapter } from '../chapter-edits.ts'

export interface RegenerateStyleProps {
  chapters: ProjectChapter[]
  tone: Tone
  onToneChange(tone: Tone): void
  targetAudience: string
  edits: ChapterEdits
  /** Other editing waits while every chapter is being rewritten. */
  onBusyChange?(busy: boolean): void
}

/** Placeholder: the Global Actions 'Regenerate Style' (every chapter in the chosen tone, undoable). */
export function RegenerateStyle(_props: RegenerateStyleProps) {
  return null
}
