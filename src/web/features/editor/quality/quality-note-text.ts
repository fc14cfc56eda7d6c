import type { QualityNote } from '@core/generation-schemas.ts'

export const QUALITY_TEXT = {
  button: (n: number) => `Quality notes (${n})`,
  title: 'Quality notes',
  description: 'What the quality check found when this chapter was written. Dismiss a note once you have dealt with it.',
  dismiss: 'Dismiss',
  fixed: 'Fixed',
  open: 'To check',
} as const

/** What the creator can do about a note; a fixed note's excerpts are the sentences as they were. */
export function noteHint(note: QualityNote): string {
  if (note.status === 'fixed') return 'Already reworded when the chapter was written. The sentences as they were:'
  switch (note.kind) {
    case 'repetition':
      return `These sentences repeat chapter ${note.otherChapter ?? 'another chapter'} word for word. Reword or remove them:`
    case 'unsourced':
      return 'Figures or research claims with no source. Check them and name a source, or remove them:'
    case 'phrase':
      return 'Wording that makes a text read as machine-written. Consider plainer words:'
  }
}
