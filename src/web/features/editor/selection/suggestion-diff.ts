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
  return wholeChanges(words).map((w) => ({ text: w.value, kind: w.added ? 'added' : w.removed ? 'removed' : 'same' }))
}

interface WordChange {
  value: string
  added?: boolean
  removed?: boolean
}

/**
 * Words replaced one after another read as one change (decision 110): the spaces between them are
 * common to both texts, which would otherwise cut "over 40 lose" → "lose some distance" into
 * alternating single words.
 */
export function wholeChanges<T extends WordChange>(parts: readonly T[]): WordChange[] {
  const out: WordChange[] = []
  for (let i = 0; i < parts.length;) {
    const part = parts[i] as T
    if (!part.added && !part.removed) {
      out.push({ value: part.value })
      i++
      continue
    }
    let removed = ''
    let added = ''
    for (; i < parts.length; i++) {
      const p = parts[i] as T
      const next = parts[i + 1]
      if (p.removed) removed += p.value
      else if (p.added) added += p.value
      else if (p.value.trim() === '' && (next?.added || next?.removed)) {
        removed += p.value
        added += p.value
      } else break
    }
    if (removed) out.push({ value: removed, removed: true })
    if (added) out.push({ value: added, added: true })
  }
  return out
}
