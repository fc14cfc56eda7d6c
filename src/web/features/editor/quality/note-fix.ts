import type { QualityNote } from '@core/generation-schemas.ts'
import { SELECTION_LIMITS } from '@core/selection-schemas.ts'
import { findSentence } from './find-sentence.ts'

/**
 * What 'Fix this' asks and what it does to the notes once accepted (decision 110). Loaded with the
 * first 'Show' or 'Fix this', not with the editor; the words and the request are in note-fix-text.ts.
 */
export { NOTE_FIX_TEXT, type NoteRequest } from './note-fix-text.ts'

/** The phrases an 'overused phrases' note names after its colon ('2 overused phrases: delve into, tapestry'). */
const phrasesOf = (note: QualityNote) => note.text.slice(note.text.indexOf(':') + 1).trim()

/** The rewrite a note's kind calls for, as the instruction of a custom selection rewrite. */
export function fixInstruction(note: QualityNote): string {
  const text = (() => {
    switch (note.kind) {
      case 'phrase': {
        const phrases = note.text.includes(':') ? ` (${phrasesOf(note)})` : ''
        return `Rewrite this in plain words without the overused wording${phrases}. Keep its meaning and its Markdown.`
      }
      case 'repetition':
        return `This repeats chapter ${note.otherChapter ?? 'another chapter'} word for word: say it differently and shorter, keeping its meaning and its Markdown.`
      case 'unsourced':
        return 'This states figures or research with no source: soften it so it no longer claims them as fact, or keep them and add "(source to verify)". Keep its Markdown.'
    }
  })()
  return text.slice(0, SELECTION_LIMITS.instruction)
}

/** The note's sentences still in the chapter's text, in order: what 'Fix this' works through. */
export const excerptsFound = (note: QualityNote, content: string) => note.excerpts.filter((e) => findSentence(content, e) !== null)

/**
 * The chapter's notes after a fix was accepted: the note is marked fixed once none of its
 * sentences is left as quoted; while some are, it stays open for the next 'Fix this'.
 */
export function notesAfterFix(notes: readonly QualityNote[], noteId: string, content: string): QualityNote[] {
  return notes.map((n) =>
    n.id === noteId && n.status === 'open' && excerptsFound(n, content).length === 0 ? { ...n, status: 'fixed' } : n,
  )
}
