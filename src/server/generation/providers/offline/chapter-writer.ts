import type { ProductBrief } from '../provider.ts'
import { chapterContext, type ChapterContext } from './chapter-context.ts'
import { writeChecklistChapter } from './checklist-writer.ts'
import { writeEbookChapter } from './ebook-writer.ts'
import { writeGuideChapter } from './guide-writer.ts'
import { writePlannerChapter } from './planner-writer.ts'
import { writePlannerGuide, writeSectionChapter } from './section-writer.ts'

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
  const ctx = chapterContext(brief, index, variant)
  // A planner's or checklist's section (issue 28): the words inside the pages Folio draws.
  const page = brief.chapters[index]
  if (page?.pageTemplate && (brief.productType === 'planner' || brief.productType === 'checklist')) {
    return writeSectionChapter(ctx, brief, page.pageTemplate, page.pageOptions)
  }
  // A planner's prose page (how to use it) says what its sections are for, not the old tables.
  if (brief.productType === 'planner' && brief.chapters.some((c) => c.pageTemplate)) return writePlannerGuide(ctx, brief)
  return WRITERS[brief.productType](ctx)
}
