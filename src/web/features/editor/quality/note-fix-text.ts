import type { QualityNote } from '@core/generation-schemas.ts'

/**
 * What a quality note asks of the chapter's text (decision 110): 'Show' selects a sentence,
 * 'Fix this' selects it and asks for a rewrite of it (a free selection rewrite). `seq` tells two
 * clicks on the same sentence apart.
 */
export interface NoteRequest {
  kind: 'show' | 'fix'
  note: QualityNote
  excerpt: string
  seq: number
}

export const NOTE_FIX_TEXT = {
  show: 'Show',
  fix: 'Fix this',
  title: (note: QualityNote) => `Fix this: ${note.text}`,
  notFound: 'This sentence is no longer in the chapter as quoted.',
  notFoundTitle: 'Sentence not found',
  notFoundDescription: 'The chapter no longer has this sentence as the note quotes it: it may have been edited.',
  allGone: 'None of these sentences is in the chapter as quoted any more.',
} as const
