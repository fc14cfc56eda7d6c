import { describe, expect, it } from 'vitest'
import { CHAPTER_RANGE, TONES } from '@core/generation.ts'
import { outlineProblems } from '../../outline/outline-checks.ts'
import { detectBook } from '../../quality/detect.ts'
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

  it('a daily planner gets daily pages instead of weekly spreads, and its title promises no weekly plans; the audience counts too', () => {
    for (const tone of TONES) {
      const outline = buildOutline({ topic: 'Daily planner', productType: 'planner', tone, targetAudience: 'busy parents' })
      expect(outline.chapters.map((c) => c.pageTemplate)).toContain('day')
      expect(outline.chapters.map((c) => c.pageTemplate)).not.toContain('week')
      expect(`${outline.title} ${outline.description}`).not.toMatch(/\bweekly\b/i)
    }
    expect(sections('My year', 'planner', 'runners training for a marathon')).toContain('workout')
  })

  it('a study planner plans weeks (its timetable), sets goals by quarter and gets a deadlines section and a reading log, named for students', () => {
    for (const [topic, audience] of [
      ['study planner for students', undefined],
      ['Exam revision', 'college students'],
    ] as const) {
      const { chapters } = buildOutline({ topic, productType: 'planner', tone: 'friendly', targetAudience: audience })
      const got = chapters.map((c) => c.pageTemplate ?? null)
      expect(got).toEqual(expect.arrayContaining(['year', 'goals', 'month', 'week', 'habits', 'reading', 'review', 'notes-lined']))
      expect(got).not.toContain('day')
      expect(chapters.find((c) => c.pageTemplate === 'goals')).toMatchObject({
        title: 'Quarterly Study Goals',
        pageOptions: { period: 'quarter' },
      })
      expect(chapters.find((c) => c.pageTemplate === 'week')?.title).toMatch(/class/i)
      expect(chapters.find((c) => /assignments/i.test(c.title))?.pageTemplate).toBe('notes-lined')
      expect(got.length).toBeLessThanOrEqual(CHAPTER_RANGE.planner.max)
    }
  })

  it("leaves a budget's page count to the engine: no fixed 12 pages, whatever the planner's span", () => {
    for (const topic of ['Budget and savings', 'Family budget', 'Meal prep on a budget']) {
      const budget = buildOutline({ topic, productType: 'planner', tone: 'friendly', targetAudience: undefined }).chapters.find(
        (c) => c.pageTemplate === 'budget',
      )
      expect(budget, topic).toBeDefined()
      expect(budget?.pageOptions?.pages, topic).toBeUndefined()
      expect(budget?.plan, topic).toMatch(/each month/)
    }
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
      for (const topic of [
        'Fitness and meal prep',
        'Moving house',
        'Budget and savings',
        'golf fitness',
        'Learning Spanish',
        'study planner for students',
        'Daily planner',
      ]) {
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

describe("the built-in writer's words inside a planner's and a checklist's pages (issue 28)", () => {
  const written = (topic: string, productType: 'planner' | 'checklist', targetAudience?: string) => {
    const outline = buildOutline({ topic, productType, tone: 'friendly', targetAudience })
    const brief = { topic, productType, tone: 'friendly' as const, targetAudience, ...outline }
    return outline.chapters.map((c, i) => ({ ...c, content: writeChapter(brief, i) }))
  }
  const howTo = (topic: string) => written(topic, 'planner').find((c) => !c.pageTemplate)!.content
  const opening = (text: string) => text.split('\n\n')[1] ?? ''

  it('the how-to page describes the rhythm of the sections the planner has: no weekly pages, no week', () => {
    const daily = howTo('Daily planner')
    expect(daily).not.toMatch(/\bweek/i)
    expect(opening(daily)).toMatch(/daily rhythm/)
    expect(daily).toMatch(/Each morning/)
    const weekly = howTo('Budget and savings')
    expect(opening(weekly)).toMatch(/weekly rhythm/)
    expect(weekly).toMatch(/Before each week/)
    expect(weekly).toMatch(/On payday/)
  })

  it('the how-to page names the topic as a noun phrase, never pasting a topic that names the planner itself', () => {
    expect(opening(howTo('study planner for students'))).toMatch(/^This planner keeps your studies on track/)
    expect(opening(howTo('Budget and savings'))).toMatch(/^This planner keeps budget and savings on track/)
    expect(opening(howTo('Daily planner'))).toMatch(/^This planner gives you a simple daily rhythm\./)
    for (const topic of ['study planner for students', 'The ultimate fitness journal', 'Daily planner', 'My weekly planner']) {
      const all = written(topic, 'planner')
        .map((c) => c.content)
        .join('\n')
      // The words may say "the planner"; never the topic's own "study planner" or "fitness journal".
      expect(all, topic).not.toMatch(/\b(study|fitness|weekly|daily) (planner|journal)\b/i)
    }
  })

  it("a study planner's words are for students: the timetable in the weekly spread, deadlines on their lined pages", () => {
    const chapters = written('study planner for students', 'planner')
    expect(chapters.find((c) => c.pageTemplate === 'week')?.content).toMatch(/classes/)
    expect(chapters.find((c) => /assignments/i.test(c.title))?.content).toMatch(/due/)
    const guide = chapters.find((c) => !c.pageTemplate)!.content
    expect(guide).not.toMatch(/focus line/)
    expect(guide).toMatch(/write in your classes/)
  })

  it('a budget lists spending categories only (the page has its own income table) and says one page holds a month', () => {
    const budget = written('Budget and savings', 'planner').find((c) => c.pageTemplate === 'budget')!.content
    const items = budget.split('\n').filter((l) => l.startsWith('- '))
    expect(items.length).toBeGreaterThanOrEqual(8)
    for (const item of items) expect(item).not.toMatch(/^- income\b/i)
    expect(opening(budget)).toMatch(/one month/)
  })

  it('uses typographic quotes, as every other offline text does', () => {
    for (const topic of ['Moving house', 'Planning our wedding', 'Product launch', 'Family holiday abroad'])
      for (const c of written(topic, 'checklist')) expect(c.content, `${topic}: ${c.title}`).not.toContain('"')
    for (const topic of ['Fitness and meal prep', 'Budget and savings', 'study planner for students'])
      for (const c of written(topic, 'planner')) expect(c.content, `${topic}: ${c.title}`).not.toContain('"')
  })
})
