import { useCallback, useState } from 'react'
import { browserStorage } from '@web/lib/generator/generator-storage.ts'

/**
 * The chapter view (docs/product.md#editor): formatted text, the Markdown box, the preview, or the
 * real exported pages (decision 87).
 */
export type ChapterMode = 'visual' | 'edit' | 'preview' | 'pages'

/** The two ways of writing; the one last chosen is what a chapter opens in. */
export type WritingMode = Exclude<ChapterMode, 'preview' | 'pages'>

/** New users write visually (issue 18); Edit is the Markdown box for those who prefer it. */
export const DEFAULT_WRITING_MODE: WritingMode = 'visual'

const KEY_PREFIX = 'folio-editor-mode-v1:'
/** Per user: a new account on a shared browser starts in Visual, whatever the last person chose. */
export const editorModeKey = (userId: string) => `${KEY_PREFIX}${userId}`

export function readWritingMode(storage: Storage | null, userId: string): WritingMode {
  try {
    const stored = storage?.getItem(editorModeKey(userId))
    return stored === 'visual' || stored === 'edit' ? stored : DEFAULT_WRITING_MODE
  } catch {
    return DEFAULT_WRITING_MODE
  }
}

export function writeWritingMode(storage: Storage | null, userId: string, mode: WritingMode): void {
  try {
    storage?.setItem(editorModeKey(userId), mode)
  } catch {
    // Storage full or blocked: the choice lasts for this page only.
  }
}

/**
 * The mode the editor shows, across chapters and projects. Visual or Edit is remembered in this
 * browser for this user; Preview and Pages are looks at the text, so a reload opens the writing mode again.
 */
export function useChapterMode(userId: string): [ChapterMode, (mode: ChapterMode) => void] {
  const [mode, setMode] = useState<ChapterMode>(() => readWritingMode(browserStorage(), userId))
  const choose = useCallback(
    (next: ChapterMode) => {
      setMode(next)
      if (next === 'visual' || next === 'edit') writeWritingMode(browserStorage(), userId, next)
    },
    [userId],
  )
  return [mode, choose]
}
