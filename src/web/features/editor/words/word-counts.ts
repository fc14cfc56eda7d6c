import { useEffect, useMemo, useState } from 'react'
import { addCounts, countWords, type WordCount } from '@core/word-count.ts'
import type { ProjectChapter } from '../chapter-edits.ts'

// Edits replace only the chapter they touch (document-edits.ts), so a keystroke recounts one chapter, not the book.
const counted = new WeakMap<ProjectChapter, WordCount>()

export function chapterCount(chapter: ProjectChapter): WordCount {
  let count = counted.get(chapter)
  if (!count) {
    count = countWords(chapter.content)
    counted.set(chapter, count)
  }
  return count
}

/** How long typing pauses before the counts follow (decision 111). */
export const COUNT_SETTLE_MS = 300

/**
 * `value` once it has stayed the same for `ms`: counting a 10,000-word chapter on every keystroke
 * took a few milliseconds of each one, so the counts follow when typing pauses (decision 111).
 */
export function useSettled<T>(value: T, ms = COUNT_SETTLE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (Object.is(settled, value)) return
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, settled, ms])
  return settled
}

/** The chapter's count, following typing after a pause; another chapter's count shows at once. */
export function useChapterCount(chapter: ProjectChapter): WordCount {
  const settled = useSettled(chapter)
  const shown = settled.id === chapter.id ? settled : chapter
  return useMemo(() => chapterCount(shown), [shown])
}

export function useBookCount(chapters: readonly ProjectChapter[]): WordCount {
  const settled = useSettled(chapters)
  // A chapter added or removed shows at once; typing within one waits for a pause.
  const shown = settled.length === chapters.length ? settled : chapters
  return useMemo(() => addCounts(shown.map(chapterCount)), [shown])
}
