import type { PageTemplate, PlannerPeriod } from '@core/planner.ts'
import type { PageBuilder, PlannerMonth, PlannerSection, SectionItem } from './planner-types.ts'
import { bodyOf, itemData, numbered, type PagesContext, pageWords, typeSize, WRITE_IN } from './page-parts.ts'

/**
 * Goals and review pages (issue 28): the section's items are the prompts, each with write-in lines.
 * `pageOptions.period` picks the variant: 'year' prints `pageOptions.pages` pages (1 when absent)
 * with quarterly milestones, 'quarter' one a quarter of the planner's span with its months, 'month'
 * (the default) one a month with its top priorities. A review page ends with a 1–10 rating. Prompts
 * that do not fit one page at two lines each go on to another page of the same period.
 */

const DEFAULT_PROMPTS: Record<'goals' | 'review', Record<PlannerPeriod, string[]>> = {
  goals: {
    year: [
      'My word for the year',
      'What I want to achieve',
      'Why it matters to me',
      'Habits that will get me there',
      'What I will let go of',
    ],
    quarter: ['Three goals for this quarter', 'The first steps', 'What could get in the way', 'How I will celebrate'],
    month: ['This month’s focus', 'Goals', 'Habits to build', 'Dates to remember'],
  },
  review: {
    year: ['Highlights of the year', 'What I am proud of', 'What I learned', 'What I will do differently', 'Looking ahead'],
    quarter: ['Wins this quarter', 'What did not go to plan', 'What I learned', 'Focus for next quarter'],
    month: ['Wins this month', 'What was hard', 'What I learned', 'Next month I will'],
  },
}

type Extra =
  | { type: 'boxes'; title: string; names: string[] }
  | { type: 'ticks'; title: string; count: number }
  | { type: 'rating'; title: string; count: number }

interface Unit {
  title: string
  extra: Extra | null
}

const plain = (texts: string[]): SectionItem[] => texts.map((text) => ({ text, note: null, checked: null }))

const monthName = (month: PlannerMonth) => month.name.replace(/\s+\d{4}$/, '')

/** The periods a section covers: its title and the block that goes with the variant. */
function units(section: PlannerSection, context: PagesContext, kind: 'goals' | 'review', period: PlannerPeriod): Unit[] {
  const words = pageWords(context.language)
  const quarter = (n: number) => words.quarter.replace('{n}', String(n))
  const rating: Extra | null = kind === 'review' ? { type: 'rating', title: words.rate, count: 10 } : null
  if (period === 'year') {
    // The planner's year, or both years of one that starts mid-year ('2027–2028'), as the year-at-a-glance page has it.
    const years = [...new Set(context.months.map((m) => m.year).filter((y) => y !== null))]
    const title = years.length > 0 ? `${section.title} — ${years[0]}${years.length > 1 ? `–${years.at(-1)}` : ''}` : section.title
    const extra: Extra = rating ?? { type: 'boxes', title: words.milestones, names: [1, 2, 3, 4].map(quarter) }
    return Array.from({ length: Math.max(1, Math.min(60, section.options.pages ?? 1)) }, () => ({ title, extra }))
  }
  if (period === 'quarter') {
    const quarters: PlannerMonth[][] = []
    context.months.forEach((month, i) => (i % 3 === 0 ? quarters.push([month]) : quarters.at(-1)!.push(month)))
    return quarters.map((months, i) => ({
      title: `${section.title} — ${quarter(i + 1)}`,
      extra: rating ?? { type: 'boxes', title: words.focus, names: months.map(monthName) },
    }))
  }
  return context.months.map((month) => ({
    title: `${section.title} — ${month.name}`,
    extra: rating ?? { type: 'ticks', title: words.priorities, count: 3 },
  }))
}

/** A landscape body (the tablet page) sets the prompts in two columns. */
const promptColumns = (context: PagesContext) => {
  const body = bodyOf(context)
  return body.width > body.height * 1.15 ? 2 : 1
}

/**
 * Splits the prompts so each page gives each of its prompts at least two write-in lines: as few
 * pages as that takes, the prompts shared evenly between them (never a last page of one prompt).
 */
function promptPages(section: PlannerSection, context: PagesContext, prompts: SectionItem[], extra: Extra | null): SectionItem[][] {
  const body = bodyOf(context)
  const em = typeSize(body)
  const columns = promptColumns(context)
  const width = body.width / columns
  const perLine = width / (em * 0.55)
  const introHeight = section.intro.length > 0 ? (Math.ceil(section.intro.join(' ').length / (body.width / (em * 0.55))) + 1) * em * 1.5 : 0
  const extraHeight =
    extra === null ? 0 : extra.type === 'ticks' ? em * 3 + 3 * WRITE_IN * 1.1 : extra.type === 'boxes' ? em * 4.5 + 3 * WRITE_IN : em * 5
  const promptHeight = (item: SectionItem) =>
    (Math.ceil((item.text.length + (item.note?.length ?? 0)) / perLine) * 1.5 + 1.2) * em + 2 * WRITE_IN * 1.15
  // Greedy, column by column, to learn how many pages it takes; the first page's columns start
  // under the introduction and the period's block.
  const roomOf = (column: number) => (column < columns ? body.height - introHeight - extraHeight : body.height)
  let column = 0
  let room = roomOf(0)
  let inColumn = 0
  for (const prompt of prompts) {
    const need = promptHeight(prompt)
    if (need > room && inColumn > 0) {
      column += 1
      room = roomOf(column)
      inColumn = 0
    }
    inColumn += 1
    room -= need
  }
  const filled = Math.floor(column / columns) + 1
  const per = Math.ceil(prompts.length / filled)
  return Array.from({ length: filled }, (_, i) => prompts.slice(i * per, (i + 1) * per)).filter((page) => page.length > 0)
}

function builder(kind: 'goals' | 'review'): PageBuilder {
  return (section, context: PagesContext) => {
    const period = section.options.period ?? 'month'
    const prompts = section.items.length > 0 ? section.items.slice(0, 24) : plain(DEFAULT_PROMPTS[kind][period])
    const pages = units(section, context, kind, period).flatMap((unit) =>
      promptPages(section, context, prompts, unit.extra).map((chunk, i) => ({
        title: unit.title,
        // The period's block goes with the first page of its prompts.
        data: { kind, period, prompts: chunk.map(itemData), columns: promptColumns(context), extra: i === 0 ? unit.extra : null },
      })),
    )
    return numbered(section, context, pages)
  }
}

export const goalBuilders: Partial<Record<PageTemplate, PageBuilder>> = {
  goals: builder('goals'),
  review: builder('review'),
}
