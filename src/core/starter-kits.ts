import type { ProductType, Tone } from './generation.ts'
import type { ProductTemplateTitle, TemplateFields } from './templates.ts'

export type KitIcon = 'trophy' | 'zap' | 'leaf' | 'trending-up'

export interface StarterKit {
  id: string
  title: string
  description: string
  icon: KitIcon
  /** The kit's badges (docs/product.md#templates-and-starter-kits): its product type and tone. */
  productType: ProductType
  tone: Tone
  includedTemplates: readonly ProductTemplateTitle[]
  /** What 'Start Kit' puts into the generator form: the first template, in the kit's type and tone. */
  firstTemplate: TemplateFields
}

/** The four kits, in order (docs/product.md#templates-and-starter-kits). */
export const STARTER_KITS = [
  {
    id: 'fitness-entrepreneur',
    title: 'Fitness Entrepreneur Kit',
    description: 'Launch a fitness product line: a specialist guide, a training ebook and a nutrition planner.',
    icon: 'trophy',
    productType: 'guide',
    tone: 'professional',
    includedTemplates: ['Golf Fitness Guide', 'Home Workout Ebook', 'Meal Prep Planner'],
    firstTemplate: {
      topic: 'Golf fitness: exercises for a stronger, more flexible swing and fewer injuries',
      productType: 'guide',
      tone: 'professional',
      targetAudience: 'Amateur golfers over 40',
    },
  },
  {
    id: 'productivity-pro',
    title: 'Productivity Pro Kit',
    description: 'Products for people who want more done in less time, at work and on the road.',
    icon: 'zap',
    productType: 'guide',
    tone: 'expert',
    includedTemplates: ['Productivity Checklist', 'Small Business Startup', 'Travel Planning Kit'],
    firstTemplate: {
      topic: 'Daily productivity habits and focus routines',
      productType: 'guide',
      tone: 'expert',
      targetAudience: 'Remote workers and freelancers',
    },
  },
  {
    id: 'wellness-lifestyle',
    title: 'Wellness Lifestyle Kit',
    description: 'Calm mind, healthy body: meditation, meal prep and home workouts for everyday wellbeing.',
    icon: 'leaf',
    productType: 'guide',
    tone: 'friendly',
    includedTemplates: ['Meditation for Beginners', 'Meal Prep Planner', 'Home Workout Ebook'],
    firstTemplate: {
      topic: 'Meditation and mindfulness for complete beginners',
      productType: 'guide',
      tone: 'friendly',
      targetAudience: 'Stressed adults who have never meditated',
    },
  },
  {
    id: 'digital-marketing',
    title: 'Digital Marketing Kit',
    description: 'Grow a small business online: social media, a startup playbook and daily marketing habits.',
    icon: 'trending-up',
    productType: 'ebook',
    tone: 'professional',
    includedTemplates: ['Social Media Marketing', 'Small Business Startup', 'Productivity Checklist'],
    firstTemplate: {
      topic: 'Social media marketing for small businesses',
      productType: 'ebook',
      tone: 'professional',
      targetAudience: 'Small business owners',
    },
  },
] as const satisfies readonly StarterKit[]
