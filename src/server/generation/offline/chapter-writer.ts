import type { ProductBrief } from '../provider.ts'
import { chapterContext, type ChapterContext } from './chapter-context.ts'
import { writeChecklistChapter } from './checklist-writer.ts'
import { writeEbookChapter } from './ebook-writer.ts'
import { writeGuideChapter } from './guide-writer.ts'
import { writePlannerChapter } from './planner-writer.ts'

const WRITERS = {
  ebook: writeEbookChapter,
  guide: writeGuideChapter,
  checklist: writeChecklistChapter,
  planner: writePlannerChapter,
} satisfies Record<ProductBrief['productType'], (ctx: ChapterContext) => string>

/** The whole chapter as Markdown, starting with `## {title}`. */
export function writeChapter(brief: ProductBrief, index: number, variant = ''): string {
  if (!Number.isInteger(index) || index < 0 || index >= brief.chapters.length) {
    throw new RangeError(`chapter index ${index} is outside the outline (${brief.chapters.length} chapters)`)
  }
  return WRITERS[brief.productType](chapterContext(brief, index, variant))
}
