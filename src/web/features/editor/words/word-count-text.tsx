import type { ProjectChapter } from '../chapter-edits.ts'
import { formatReadingTime, formatWords } from '@core/word-count.ts'
import { useBookCount, useChapterCount } from './word-counts.ts'

/** '1,234 words · 5 min read' for the chapter on screen (docs/product.md#editor). */
export function ChapterWordCount({ chapter, className }: { chapter: ProjectChapter; className?: string }) {
  const { words, minutes } = useChapterCount(chapter)
  return (
    <span className={className}>
      {formatWords(words)} · {formatReadingTime(minutes)}
    </span>
  )
}

/** The whole book's count and reading time, for the editor's header. */
export function BookWordCount({ chapters }: { chapters: readonly ProjectChapter[] }) {
  const { words, minutes } = useBookCount(chapters)
  return (
    <span>
      {formatWords(words)} · {formatReadingTime(minutes)}
    </span>
  )
}
