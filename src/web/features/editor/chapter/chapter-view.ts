import { useState } from 'react'
import { type ChapterMode, useChapterMode } from './editor-mode.ts'

export interface ChapterView {
  /** The mode on screen: the chosen one, except Edit for a chapter visual mode declined. */
  mode: ChapterMode
  choose(mode: ChapterMode): void
  /** What visual mode could not keep in the chapter on screen ("a table"), when it fell back to Edit. */
  declined: string | null
  decline(chapterId: string, what: string): void
}

/**
 * The chapter view of the editor page (docs/product.md#editor). A chapter visual mode cannot keep
 * opens in Edit, saying why, and the writer's choice stays Visual for the other chapters; choosing
 * Visual again for it tries again (after the writer has changed what was in the way).
 */
export function useChapterView(userId: string, chapterId: string): ChapterView {
  const [chosen, setChosen] = useChapterMode(userId)
  const [declines, setDeclines] = useState<ReadonlyMap<string, string>>(new Map())
  const declined = chosen === 'visual' ? (declines.get(chapterId) ?? null) : null
  return {
    mode: declined ? 'edit' : chosen,
    declined,
    choose(mode) {
      if (mode === 'visual' && declines.has(chapterId)) {
        const rest = new Map(declines)
        rest.delete(chapterId)
        setDeclines(rest)
      }
      setChosen(mode)
    },
    decline: (id, what) => setDeclines((current) => new Map(current).set(id, what)),
  }
}
