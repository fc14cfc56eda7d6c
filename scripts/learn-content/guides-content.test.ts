import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { learnCategories } from '../../src/core/learn.ts'
import { guideFiles } from '../vite-learn-content.ts'
import { compileGuide } from './compile-guide.ts'

const contentDir = fileURLToPath(new URL('../../content/learn', import.meta.url))
const guides = learnCategories.flatMap((category) => category.guides.map((guide) => ({ category, guide })))
const compiled = (category: string, slug: string) => {
  const file = `${contentDir}/${category}/${slug}.md`
  return compileGuide(readFileSync(file, 'utf8'), file)
}

/** The sections three guides must have (docs/product.md#learning-hub), in order; the checklist is 'Action steps'. */
const REQUIRED_SECTIONS: Record<string, string[]> = {
  'design-principles/color-theory': [
    'Palette recipe',
    'Contrast and accessibility',
    'Psychology and usage',
    'Practical limits',
    'Action steps',
  ],
  'design-principles/ai-workflow': [
    'Where AI helps',
    'Safe prompts',
    'Human-in-the-loop',
    'Example workflows',
    'Asset pipeline',
    'Action steps',
  ],
  'marketing-sales/sales-funnels': ['Funnel stages', 'Page map', 'Key metrics', 'Tools', 'Action steps'],
}

/** The advice figures docs/product.md#learning-hub names, where they belong. */
const FIGURES: Record<string, RegExp> = {
  'marketing-sales/sales-funnels': /15–30%/,
  'design-principles/color-theory': /4\.5:1/,
  'design-principles/typography': /60–75 characters/,
  'marketing-sales/email-marketing': /7-email launch sequence/,
}

describe('the learning hub’s guides (content/learn)', () => {
  it('has exactly one file per guide of the hub, and no others', () => {
    const expected = guides.map(({ category, guide }) => `${contentDir}/${category.slug}/${guide.slug}.md`).sort()
    expect(guideFiles(contentDir)).toEqual(expected)
  })

  it.each(guides.map(({ category, guide }) => [`${category.slug}/${guide.slug}`, category.slug, guide] as const))(
    '%s: the hub’s title, 1,200–2,000 words, sections, an action checklist',
    (_, category, guide) => {
      const g = compiled(category, guide.slug)
      expect({ title: g.title, category: g.category, slug: g.slug }).toEqual({ title: guide.title, category, slug: guide.slug })
      expect(g.words).toBeGreaterThanOrEqual(1200)
      expect(g.words).toBeLessThanOrEqual(2000)
      expect(g.sections.length).toBeGreaterThanOrEqual(4)
      expect(g.checklist.length).toBeGreaterThanOrEqual(5)
      const required = REQUIRED_SECTIONS[`${category}/${guide.slug}`]
      if (required) expect(g.sections.map((s) => s.title)).toEqual(required)
      const figure = FIGURES[`${category}/${guide.slug}`]
      if (figure) expect(g.html).toMatch(figure)
    },
  )
})
