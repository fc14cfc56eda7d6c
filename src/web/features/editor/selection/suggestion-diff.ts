import { diffWordsWithSpace } from 'diff'

export interface DiffPiece {
  text: string
  kind: 'same' | 'removed' | 'added'
}

// A passage is at most a few thousand characters; past this many edits, the whole is shown replaced.
const WORD_EDIT_LIMIT = 1500

/** The words the suggestion deletes and inserts, in reading order (the `diff` package, as chapter history uses). */
export function suggestionDiff(before: string, after: string): DiffPiece[] {
  const words = diffWordsWithSpace(before, after, { maxEditLength: WORD_EDIT_LIMIT })
  if (!words)
    return [
      { text: before, kind: 'removed' },
      { text: after, kind: 'added' },
    ].filter((p) => p.text !== '') as DiffPiece[]
  return words.map((w) => ({ text: w.value, kind: w.added ? 'added' : w.removed ? 'removed' : 'same' }))
}
