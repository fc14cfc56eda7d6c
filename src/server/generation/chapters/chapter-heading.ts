import { ChapterCleaner, cleanChapter } from '../clean/chapter-cleaner.ts'
import type { Titles } from '../clean/line-kinds.ts'

/** The cleaner with only a title: what callers that know nothing of the neighbours use. */
export class ChapterHeading extends ChapterCleaner {
  constructor(title: string) {
    super({ title })
  }
}

/** The whole-text form, for replies that are not streamed (rewrites); neighbours help spot run-ons. */
export function withChapterHeading(title: string, text: string, around: Omit<Titles, 'title'> = {}): string {
  return cleanChapter({ ...around, title }, text)
}
