import { describe, expect, it } from 'vitest'
import { itemCount, outlineTemplateGuidance, sectionInstructions, usablePageFields } from './page-sections.ts'

describe('page sections (issue 28, decision 94)', () => {
  it('keeps a template of the product family and only the options it reads', () => {
    expect(
      usablePageFields({ pageTemplate: 'goals', pageOptions: { period: 'quarter', pages: 2, layout: 'vertical' } }, 'planner'),
    ).toEqual({
      pageTemplate: 'goals',
      pageOptions: { period: 'quarter', pages: 2 },
    })
    expect(usablePageFields({ pageTemplate: ' Cheat-Sheet ', pageOptions: { pages: 61 } }, 'checklist')).toEqual({
      pageTemplate: 'cheat-sheet',
    })
    expect(usablePageFields({ pageTemplate: 'week' }, 'checklist')).toEqual({})
    expect(usablePageFields({ pageTemplate: 'checklist' }, 'guide')).toEqual({})
    expect(usablePageFields({ pageTemplate: 7 }, 'planner')).toEqual({})
    expect(usablePageFields('week', 'planner')).toEqual({})
  })

  it('sizes a meal plan by its pages, and says what period a goals or review page covers', () => {
    expect(itemCount('meal-plan')).toEqual({ min: 7, max: 7 })
    expect(itemCount('meal-plan', { pages: 2 })).toEqual({ min: 14, max: 14 })
    expect(itemCount('meal-plan', { pages: 10 })).toEqual({ min: 21, max: 28 })
    expect(itemCount('water')).toBeUndefined()
    expect(sectionInstructions('goals', { period: 'year' })).toMatch(/looks ahead to a year/)
    expect(sectionInstructions('review')).toMatch(/looks back on a month/)
    expect(sectionInstructions('habits')).toMatch(/in the book’s language/)
  })

  it('asks a budget for spending categories only (the page has its own income table) and one page per month', () => {
    expect(sectionInstructions('budget')).toMatch(/expenses only: the page has its own table for income/)
    expect(sectionInstructions('budget')).toMatch(/One page holds one month’s budget/)
    expect(outlineTemplateGuidance('planner')).toMatch(/leave it null for "budget"/)
  })
})
