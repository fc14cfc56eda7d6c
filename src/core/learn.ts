/** The learning hub's categories and guide order (spec §2 "Learning pages"). Guide bodies come with issue 7. */
export const learnCategories = [
  {
    slug: 'content-strategy',
    title: 'Content Strategy',
    guides: ['niches', 'validating-ideas', 'audience-research', 'content-planning', 'writing-content'],
  },
  {
    slug: 'design-principles',
    title: 'Design Principles',
    guides: ['ebook-layout', 'typography', 'visual-hierarchy', 'color-theory', 'ai-workflow'],
  },
  {
    slug: 'marketing-sales',
    title: 'Marketing & Sales',
    guides: ['sales-funnels', 'social-media', 'email-marketing', 'product-launch', 'pricing'],
  },
] as const

export type LearnCategory = (typeof learnCategories)[number]
export type LearnCategorySlug = LearnCategory['slug']

export function findLearnCategory(slug: string): LearnCategory | undefined {
  return learnCategories.find((c) => c.slug === slug)
}

export function isLearnGuide(category: string, guide: string): boolean {
  const found = findLearnCategory(category)
  return found !== undefined && (found.guides as readonly string[]).includes(guide)
}
