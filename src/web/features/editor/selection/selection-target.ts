import { type RefObject, useMemo } from 'react'
import { applySuggestion, type Passage, passageOf } from './selection-core.ts'

/**
 * The text an AI edit works on (decision 68): the Markdown box or the visual editor. Either way
 * the passage is a range of the chapter's Markdown, and only it is replaced.
 */
export interface SelectionTarget {
  /** The selection as a passage of the chapter's Markdown; null when nothing but blanks is selected, 'unreadable' when it has no passage (a table in Visual mode). */
  selected(): Passage | 'unreadable' | null
  /** The chapter's text with only the passage replaced; null when the text changed under the suggestion. */
  apply(content: string, passage: Passage, suggestion: string): string | null
  /** Focus back in the text with the passage, or the suggestion that replaced it, selected. */
  reveal(passage: Passage, replacedBy?: string): void
  /** What hears Accept and Reject when focus went back to the (locked) text. */
  element(): HTMLElement | null
  /** Selects a quality note's sentence and scrolls it into view (decision 110): false when it is not in the text, null when the text is not there yet. */
  find(excerpt: string): Promise<boolean | null>
}

/** The spec's Markdown box (Edit mode). */
export const useTextareaTarget = (box: RefObject<HTMLTextAreaElement | null>): SelectionTarget =>
  useMemo(() => textareaTarget(() => box.current), [box])

function textareaTarget(textarea: () => HTMLTextAreaElement | null): SelectionTarget {
  const select = (start: number, end: number) => {
    textarea()?.focus()
    textarea()?.setSelectionRange(start, end)
  }
  return {
    selected: () => {
      const box = textarea()
      return box ? passageOf({ text: box.value, start: box.selectionStart, end: box.selectionEnd }) : null
    },
    apply: applySuggestion,
    reveal: (passage, replacedBy) => {
      if (replacedBy === undefined) return select(passage.start, passage.end)
      // React puts the new text in before the next frame: the range waits for it.
      requestAnimationFrame(() => select(passage.start, passage.start + replacedBy.length))
    },
    element: textarea,
    find: async (excerpt) => {
      // Loaded with the first note asked for (decision 110), not with the editor.
      const [{ findSentence }, { scrollTextareaTo }] = await Promise.all([
        import('../quality/find-sentence.ts'),
        import('../quality/scroll-to-text.ts'),
      ])
      const box = textarea()
      if (!box) return null
      const found = findSentence(box.value, excerpt)
      if (!found) return false
      box.focus({ preventScroll: true })
      box.setSelectionRange(found.start, found.end)
      scrollTextareaTo(box, found.start)
      return true
    },
  }
}
