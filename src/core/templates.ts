import type { ProductType, Tone } from './generation.ts'

/** What a template or kit puts into the shared generator form (docs/product.md#templates-and-starter-kits). */
export interface TemplateFields {
  topic: string
  productType: ProductType
  tone: Tone
  targetAudience: string
}

/** Icons by name: the web maps them to lucide icons, so this module stays free of React. */
export type TemplateIcon = 'golf' | 'dumbbell' | 'utensils' | 'list-checks' | 'flower' | 'briefcase' | 'plane' | 'megaphone'

export interface ProductTemplate extends TemplateFields {
  id: string
  title: string
  description: string
  icon: TemplateIcon
}

/** The eight presets, in order (docs/product.md#templates-and-starter-kits). */
export const PRODUCT_TEMPLATES = [
  {
    id: 'golf-fitness-guide',
    title: 'Golf Fitness Guide',
    description: 'Exercises and routines that add swing speed and keep golfers on the course, injury-free.',
    icon: 'golf',
    topic: 'Golf fitness: exercises for a stronger, more flexible swing and fewer injuries',
    productType: 'guide',
    tone: 'friendly',
    targetAudience: 'Amateur golfers over 40',
  },
  {
    id: 'home-workout-ebook',
    title: 'Home Workout Ebook',
    description: 'A progressive, equipment-free training plan that fits into a busy week.',
    icon: 'dumbbell',
    topic: 'Effective home workouts with no equipment',
    productType: 'ebook',
    tone: 'professional',
    targetAudience: 'Busy professionals who want to get fit at home',
  },
  {
    id: 'meal-prep-planner',
    title: 'Meal Prep Planner',
    description: 'Weekly menus, shopping lists and prep schedules for healthy eating on a budget.',
    icon: 'utensils',
    topic: 'Weekly meal prep for healthy eating on a budget',
    productType: 'planner',
    tone: 'friendly',
    targetAudience: 'Busy families and parents',
  },
  {
    id: 'productivity-checklist',
    title: 'Productivity Checklist',
    description: 'Daily and weekly habits that protect focus time and get the important work done.',
    icon: 'list-checks',
    topic: 'Daily productivity habits and focus routines',
    productType: 'checklist',
    tone: 'professional',
    targetAudience: 'Remote workers and freelancers',
  },
  {
    id: 'meditation-for-beginners',
    title: 'Meditation for Beginners',
    description: 'Short, practical sessions that build a calm daily meditation habit from day one.',
    icon: 'flower',
    topic: 'Meditation and mindfulness for complete beginners',
    productType: 'guide',
    tone: 'casual',
    targetAudience: 'Stressed adults who have never meditated',
  },
  {
    id: 'small-business-startup',
    title: 'Small Business Startup',
    description: 'From idea to first customers: planning, legal basics, money and marketing.',
    icon: 'briefcase',
    topic: 'Starting a small business: from idea to first paying customers',
    productType: 'ebook',
    tone: 'expert',
    targetAudience: 'First-time entrepreneurs',
  },
  {
    id: 'travel-planning-kit',
    title: 'Travel Planning Kit',
    description: 'Itineraries, budgets and packing lists for a stress-free trip.',
    icon: 'plane',
    topic: 'Planning a stress-free trip: itinerary, budget and packing',
    productType: 'planner',
    tone: 'friendly',
    targetAudience: 'Families and independent travellers',
  },
  {
    id: 'social-media-marketing',
    title: 'Social Media Marketing',
    description: 'Choose the right platforms, plan content and turn followers into customers.',
    icon: 'megaphone',
    topic: 'Social media marketing for small businesses',
    productType: 'guide',
    tone: 'professional',
    targetAudience: 'Small business owners',
  },
] as const satisfies readonly ProductTemplate[]

export type ProductTemplateTitle = (typeof PRODUCT_TEMPLATES)[number]['title']

/** The fields a template copies into the generator form, and nothing else. */
export function templateFields(template: TemplateFields): TemplateFields {
  return { topic: template.topic, productType: template.productType, tone: template.tone, targetAudience: template.targetAudience }
}
