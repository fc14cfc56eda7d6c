import { useDeferredValue, useMemo } from 'react'
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

/**
 * The count lags typing by a render: React counts in the background once the keystroke has
 * painted (useDeferredValue), so a 10,000-word chapter types as fast as an empty one.
 */
export function useChapterCount(chapter: ProjectChapter): WordCount {
  const later = useDeferredValue(chapter)
  return useMemo(() => chapterCount(later), [later])
}

export function useBookCount(chapters: readonly ProjectChapter[]): WordCount {
  const later = useDeferredValue(chapters)
  return useMemo(() => addCounts(later.map(chapterCount)), [later])
}
