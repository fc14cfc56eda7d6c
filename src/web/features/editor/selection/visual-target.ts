import { type RefObject, useMemo } from 'react'
import type { VisualEditorHandle, VisualRange } from '../visual/lazy-visual-editor.tsx'
import { chapterTooLong } from '../document-edits.ts'
import { applySuggestion, type Passage, passageOf } from './selection-core.ts'
import type { SelectionTarget } from './selection-target.ts'

/**
 * The visual editor as the text of an AI edit: its selection read as a passage of the Markdown it
 * writes, the suggestion put in its place as one change Ctrl+Z can undo (visual-passage.ts).
 */
export const useVisualTarget = (handle: RefObject<VisualEditorHandle | null>): SelectionTarget =>
  useMemo(() => visualTarget(() => handle.current), [handle])

function visualTarget(visual: () => VisualEditorHandle | null): SelectionTarget {
  // Each passage remembers the document range it was read from.
  const ranges = new WeakMap<Passage, VisualRange>()
  return {
    selected: () => {
      const range = visual()?.selection() ?? null
      if (range === 'unreadable') return range
      const passage = range && passageOf({ text: range.markdown, start: range.start, end: range.end })
      if (range && passage) ranges.set(passage, range)
      return passage
    },
    apply: (_content, passage, suggestion) => {
      const range = ranges.get(passage)
      const expected = range ? applySuggestion(range.markdown, passage, suggestion) : null
      if (!range || expected === null) return null
      // Too long to save: the caller refuses it, so the editor must not show it either.
      if (chapterTooLong(expected)) return expected
      return visual()?.replace(range, suggestion, expected) ?? null
    },
    reveal: (passage, replacedBy) => {
      // After an Accept the new words are selected already.
      visual()?.focus(replacedBy === undefined ? ranges.get(passage) : undefined)
    },
    element: () => visual()?.element() ?? null,
    find: async (excerpt) => visual()?.find(excerpt) ?? null,
  }
}
