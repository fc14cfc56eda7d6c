import type { LearnCategory, LearnGuide } from '@core/learn.ts'

/** docs/product.md#learning-hub: previous and next follow the category's order; the first has no previous, the last no next. */
export function guideNeighbours(category: LearnCategory, slug: string): { previous?: LearnGuide; next?: LearnGuide } {
  const at = category.guides.findIndex((g) => g.slug === slug)
  return { previous: at > 0 ? category.guides[at - 1] : undefined, next: at >= 0 ? category.guides[at + 1] : undefined }
}
