export interface LearnGuide {
  slug: string
  title: string
}

export interface LearnCategory {
  slug: string
  title: string
  description: string
  guides: readonly LearnGuide[]
}

/** The learning hub's categories and guides in order (docs/product.md#learning-hub). */
export const learnCategories: readonly LearnCategory[] = [
  {
    slug: 'content-strategy',
    title: 'Content Strategy',
    description: 'Find a niche, validate the idea, know your audience and plan what to write.',
    guides: [
      { slug: 'niches', title: 'Finding Your Niche' },
      { slug: 'validating-ideas', title: 'Validating Product Ideas' },
      { slug: 'audience-research', title: 'Audience Research' },
      { slug: 'content-planning', title: 'Content Planning' },
      { slug: 'writing-content', title: 'Writing Content That Sells' },
    ],
  },
  {
    slug: 'design-principles',
    title: 'Design Principles',
    description: 'Layout, type, hierarchy and colour that make a product look worth its price.',
    guides: [
      { slug: 'ebook-layout', title: 'Ebook Layout Essentials' },
      { slug: 'typography', title: 'Typography for Digital Products' },
      { slug: 'visual-hierarchy', title: 'Visual Hierarchy' },
      { slug: 'color-theory', title: 'Color Theory & Branding' },
      { slug: 'ai-workflow', title: 'AI in Design Workflow' },
    ],
  },
  {
    slug: 'marketing-sales',
    title: 'Marketing & Sales',
    description: 'Funnels, social media, e-mail, launches and pricing that turn readers into buyers.',
    guides: [
      { slug: 'sales-funnels', title: 'Building Sales Funnels' },
      { slug: 'social-media', title: 'Social Media Marketing' },
      { slug: 'email-marketing', title: 'Email Marketing for Products' },
      { slug: 'product-launch', title: 'Product Launch Strategies' },
      { slug: 'pricing', title: 'Pricing Your Products' },
    ],
  },
]

export function findLearnCategory(slug: string): LearnCategory | undefined {
  return learnCategories.find((c) => c.slug === slug)
}

export function findLearnGuide(category: string, guide: string): LearnGuide | undefined {
  return findLearnCategory(category)?.guides.find((g) => g.slug === guide)
}

export function isLearnGuide(category: string, guide: string): boolean {
  return findLearnGuide(category, guide) !== undefined
}
