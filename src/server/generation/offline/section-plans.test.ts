import { describe, expect, it } from 'vitest'
import { TONES } from '@core/generation.ts'
import { outlineProblems } from '../outline-checks.ts'
import { detectBook } from '../quality/detect.ts'
import { writeChapter } from './chapter-writer.ts'
import { buildOutline } from './outline.ts'

const sections = (topic: string, productType: 'planner' | 'checklist', targetAudience?: string) =>
  buildOutline({ topic, productType, tone: 'friendly', targetAudience }).chapters.map((c) => c.pageTemplate ?? null)

describe("the built-in writer's planner and checklist sections (issue 28)", () => {
  it.each([
    ['Meal prep on a budget', ['meal-plan', 'shopping-list', 'budget'], ['workout']],
    ['Home workouts', ['workout', 'water'], ['meal-plan', 'budget']],
    ['Fitness and healthy eating', ['workout', 'meal-plan', 'shopping-list'], ['budget']],
    ['Family budget', ['budget'], ['workout', 'meal-plan']],
    ['Self-care and mindfulness', ['mood'], ['budget']],
    ['Reading more books', ['reading'], ['workout']],
    ['Productivity', [], ['meal-plan', 'workout', 'budget', 'mood', 'reading']],
  ])('a planner on %s gets its trackers on the calendar backbone', (topic, has, lacks) => {
    const got = sections(topic, 'planner')
    expect(got).toEqual(expect.arrayContaining(['year', 'goals', 'month', 'week', 'habits', 'review', 'notes-lined', ...has]))
    for (const t of lacks) expect(got).not.toContain(t)
    expect(got[0]).toBeNull()
  })

  it('a daily or study planner gets daily pages instead of weekly spreads; the audience counts too', () => {
    expect(sections('Exam revision', 'planner', 'college students')).toContain('day')
    expect(sections('Exam revision', 'planner', 'college students')).not.toContain('week')
    expect(sections('My year', 'planner', 'runners training for a marathon')).toContain('workout')
  })

  it.each([
    ['Moving house', 'Eight Weeks Before the Move', 'Moving Day Cheat Sheet'],
    ['Planning our wedding', 'Twelve Months Before', 'Wedding Day Cheat Sheet'],
    ['Product launch for an Etsy shop', 'Research and Positioning', 'Launch Day Cheat Sheet'],
    ['Family holiday abroad', 'Before You Book', 'Travel Day Cheat Sheet'],
  ])('a checklist for %s gets its own phases and a cheat sheet', (topic, first, sheet) => {
    const { chapters } = buildOutline({ topic, productType: 'checklist', tone: 'casual', targetAudience: undefined })
    expect(chapters[0]).toMatchObject({ title: first, pageTemplate: 'checklist' })
    expect(chapters.at(-1)).toMatchObject({ title: sheet, pageTemplate: 'cheat-sheet' })
    expect(chapters.slice(0, -1).every((c) => c.pageTemplate === 'checklist')).toBe(true)
  })

  it('every planner and checklist outline passes the outline checks an AI outline must pass', () => {
    for (const tone of TONES) {
      for (const topic of ['Fitness and meal prep', 'Moving house', 'Budget and savings', 'golf fitness', 'Learning Spanish']) {
        for (const productType of ['planner', 'checklist'] as const) {
          const outline = buildOutline({ topic, productType, tone, targetAudience: 'busy parents' })
          expect(outlineProblems(outline, productType), `${topic} ${productType}`).toEqual([])
        }
      }
    }
  })
})

describe('the book-level quality pass on planners and checklists (issue 28)', () => {
  const book = (topic: string, productType: 'planner' | 'checklist', restates: boolean) => {
    const outline = buildOutline({ topic, productType, tone: 'friendly', targetAudience: 'busy parents' })
    const brief = { topic, productType, tone: 'friendly' as const, targetAudience: 'busy parents', ...outline }
    return outline.chapters.map((c, i) => ({
      number: i + 1,
      title: c.title,
      ...(c.plan ? { plan: c.plan } : {}),
      content: writeChapter(brief, i),
      ...(restates && c.pageTemplate === 'cheat-sheet' ? { restates: true } : {}),
    }))
  }
  const repeats = (chapters: ReturnType<typeof book>) =>
    detectBook(chapters, 'en').chapters.flatMap((f) => f.repeats.map((r) => r.sentence.text))

  it("never takes a cheat sheet's must-dos for copies of its phases, and finds nothing else to revise", () => {
    expect(repeats(book('Moving house', 'checklist', false)).length).toBeGreaterThan(0)
    expect(repeats(book('Moving house', 'checklist', true))).toEqual([])
    for (const topic of ['Fitness and meal prep', 'Family budget', 'Reading more books'])
      expect(repeats(book(topic, 'planner', true))).toEqual([])
  })
})
