import { describe, expect, it } from 'vitest'
import { STARTER_KITS } from './starter-kits.ts'
import { PRODUCT_TEMPLATES, templateFields } from './templates.ts'

describe('templates and starter kits (docs/product.md#templates-and-starter-kits)', () => {
  it('has the eight presets with their product types and tones, in order', () => {
    expect(PRODUCT_TEMPLATES.map((t) => [t.title, t.productType, t.tone])).toEqual([
      ['Golf Fitness Guide', 'guide', 'friendly'],
      ['Home Workout Ebook', 'ebook', 'professional'],
      ['Meal Prep Planner', 'planner', 'friendly'],
      ['Productivity Checklist', 'checklist', 'professional'],
      ['Meditation for Beginners', 'guide', 'casual'],
      ['Small Business Startup', 'ebook', 'expert'],
      ['Travel Planning Kit', 'planner', 'friendly'],
      ['Social Media Marketing', 'guide', 'professional'],
    ])
    expect(new Set(PRODUCT_TEMPLATES.map((t) => t.id)).size).toBe(8)
  })

  it('has the four kits with their types and tones, each listing real templates', () => {
    expect(STARTER_KITS.map((k) => [k.title, k.productType, k.tone])).toEqual([
      ['Fitness Entrepreneur Kit', 'guide', 'professional'],
      ['Productivity Pro Kit', 'guide', 'expert'],
      ['Wellness Lifestyle Kit', 'guide', 'friendly'],
      ['Digital Marketing Kit', 'ebook', 'professional'],
    ])
    const titles = new Set<string>(PRODUCT_TEMPLATES.map((t) => t.title))
    for (const kit of STARTER_KITS) for (const name of kit.includedTemplates) expect(titles.has(name), name).toBe(true)
    // Across the kits, every template name appears.
    expect(new Set(STARTER_KITS.flatMap((k) => k.includedTemplates))).toEqual(titles)
  })

  it("starts a kit with its first template's topic and audience, in the kit's type and tone", () => {
    for (const kit of STARTER_KITS) {
      const first = PRODUCT_TEMPLATES.find((t) => t.title === kit.includedTemplates[0])
      expect(kit.firstTemplate).toEqual({
        topic: first?.topic,
        targetAudience: first?.targetAudience,
        productType: kit.productType,
        tone: kit.tone,
      })
    }
  })

  it('copies exactly the four generator fields', () => {
    expect(Object.keys(templateFields(PRODUCT_TEMPLATES[0]))).toEqual(['topic', 'productType', 'tone', 'targetAudience'])
  })
})
