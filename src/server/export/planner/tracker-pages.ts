import { PLANNER_LIMITS, type PageTemplate } from '@core/planner.ts'
import type { PageBuilder, PlannerMonth, PlannerPage, PlannerSection, SectionItem } from './planner-types.ts'
import {
  bodyOf,
  itemData,
  monthDays,
  monthTitle,
  numbered,
  pageCount,
  type PagesContext,
  shortDay,
  typeSize,
  type PageWords,
  pageWords,
  PT_PER_MM,
  WRITE_IN,
} from './page-parts.ts'

/**
 * The tracker templates (issue 28): habits, mood and water repeat over the planner's months (one
 * page a month); meal plan, shopping list, budget, workout and reading print `pageOptions.pages`
 * pages. Planner-trackers.typ draws them; here each page gets its data and the words it prints.
 */

/** A habit tracker's rows: the section's habits, then rows to write one's own in, twelve in all. */
const HABIT_ROWS = PLANNER_LIMITS.maxHabits

const DEFAULT_MOODS = ['Happy', 'Calm', 'Productive', 'Tired', 'Anxious', 'Sad']
const DEFAULT_AISLES = ['Produce', 'Dairy & eggs', 'Meat & fish', 'Bakery', 'Pantry', 'Frozen', 'Household', 'Other']
const DEFAULT_BUDGET = ['Housing', 'Utilities', 'Groceries', 'Transport', 'Insurance', 'Debt', 'Savings', 'Fun money']

const plain = (texts: string[]): SectionItem[] => texts.map((text) => ({ text, note: null, checked: null }))

/** One page per month of the planner's span (the calendar templates). */
function perMonth(section: PlannerSection, context: PagesContext, data: (month: PlannerMonth) => Record<string, unknown>): PlannerPage[] {
  return numbered(
    section,
    context,
    context.months.map((month) => ({ title: monthTitle(section, month), data: data(month) })),
  )
}

/** `pageOptions.pages` copies of one page (the 'pages' templates). */
function copies(section: PlannerSection, context: PagesContext, data: (n: number) => Record<string, unknown>): PlannerPage[] {
  return numbered(
    section,
    context,
    Array.from({ length: pageCount(section) }, (_, i) => ({ title: section.title, data: data(i + 1) })),
  )
}

/** The words each template prints, picked from the language's set. */
function labelsFor(context: PagesContext) {
  const w = pageWords(context.language)
  const pick = <K extends keyof PageWords>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, w[key]])) as Pick<PageWords, K>
  return {
    words: w,
    habits: pick('habit', 'notes'),
    mood: pick('moodKey', 'reflection'),
    water: pick('day', 'notes'),
    mealPlan: pick('week', 'shopping', 'ideas'),
    budget: pick(
      'month',
      'income',
      'source',
      'expected',
      'actual',
      'budget',
      'difference',
      'category',
      'categories',
      'total',
      'totalIncome',
      'totalSpent',
      'left',
      'expenses',
      'date',
      'description',
      'amount',
      'notes',
    ),
    workout: pick('date', 'exercise', 'sets', 'reps', 'weight', 'notes', 'example'),
    reading: pick('title', 'author', 'started', 'finished', 'rating', 'ideas'),
  }
}

/**
 * A day cell narrower than this cannot take a pen's tick nor print a two-digit date readably
 * (issue 28's review: 31 cells of 2 mm at A5); a month whose cells would be narrower goes over two pages.
 */
export const HABIT_CELL_MIN_MM = 4.4
/** The label column's least share of the body (planner-trackers.typ: habits-body's first layout). */
const HABIT_LABEL_SHARE = 0.24

/** Whether a month of `days` days fits one page of `context`'s body with cells of the least width. */
export function habitMonthFits(days: number, context: PagesContext): boolean {
  const body = bodyOf(context)
  const label = Math.max(body.width * HABIT_LABEL_SHARE, 7 * typeSize(body))
  // The grid leaves a little room after the last cell (habits-body's end pad, 0.3 em).
  return (body.width - label - 0.3 * typeSize(body)) / days >= HABIT_CELL_MIN_MM * PT_PER_MM
}

const habits: PageBuilder = (section, context: PagesContext) => {
  const listed = section.items.slice(0, HABIT_ROWS).map(itemData)
  const rows = [...listed, ...Array.from({ length: HABIT_ROWS - listed.length }, () => ({ text: '', note: null }))]
  const labels = labelsFor(context).habits
  return numbered(
    section,
    context,
    context.months.flatMap((month) => {
      const days = monthDays(month, context)
      if (habitMonthFits(days.length, context)) return [{ title: monthTitle(section, month), data: { habits: rows, days, labels } }]
      // Two pages, days 1–16 then 17 to the month's end, each titled with its days.
      return [days.slice(0, 16), days.slice(16)].map((half) => ({
        title: `${monthTitle(section, month)} · ${half[0]!.n}–${half[half.length - 1]!.n}`,
        data: { habits: rows, days: half, span: 16, labels },
      }))
    }),
  )
}

const mood: PageBuilder = (section, context: PagesContext) => {
  const moods = (section.items.length > 0 ? section.items : plain(DEFAULT_MOODS)).slice(0, 8).map(itemData)
  return perMonth(section, context, (month) => ({
    moods,
    days: monthDays(month, context),
    // Where the 1st falls in the week's grid; an undated month has no weekday and starts the grid.
    lead: month.year !== null ? (month.days[0]?.weekday ?? 0) : null,
    weekdays: context.weekdays.map(shortDay),
    labels: labelsFor(context).mood,
  }))
}

const water: PageBuilder = (section, context: PagesContext) =>
  perMonth(section, context, (month) => ({ days: monthDays(month, context), glasses: 8, labels: labelsFor(context).water }))

const mealPlan: PageBuilder = (section, context: PagesContext) => {
  // Example meals are a model to copy, printed as a tip under the grid, never filling it.
  const examples = section.items.slice(0, 6).map(itemData)
  return copies(section, context, () => ({
    days: context.weekdays,
    meals: labelsFor(context).words.meals,
    examples,
    labels: labelsFor(context).mealPlan,
  }))
}

const shoppingList: PageBuilder = (section, context: PagesContext) => {
  const categories = (section.items.length > 0 ? section.items : plain(DEFAULT_AISLES)).slice(0, 12).map(itemData)
  return copies(section, context, () => ({ categories, labels: {} }))
}

/**
 * A budget page holds the month's income, the categories (budget, actual, difference) and a
 * summary, then the expense log in the room left (beside them on a landscape page); when the
 * categories leave fewer than six log rows, the log takes a page of its own after each budget page.
 * Twelve categories at most: a budget of more does not fit a small page beside its income.
 */
const budget: PageBuilder = (section, context: PagesContext) => {
  const categories = (section.items.length > 0 ? section.items : plain(DEFAULT_BUDGET)).slice(0, 12).map(itemData)
  const body = bodyOf(context)
  const em = typeSize(body)
  const introLines = section.intro.length > 0 ? Math.ceil(section.intro.join(' ').length / (body.width / (em * 0.5))) + 1 : 0
  // Month line, income table (head + 3 rows + total), the categories (head + rows + total), the summary and titles.
  const budgetHeight =
    introLines * em * 1.4 +
    WRITE_IN +
    em * 1.2 +
    (em * 2.1 + 4 * (WRITE_IN + 0.6 * PT_PER_MM)) +
    (em * 2.1 + (categories.length + 1) * WRITE_IN) +
    (em * 1.5 + WRITE_IN) +
    4 * em * 2.4
  const logHeight = em * 2.5 + em * 2.1 + 6 * WRITE_IN * 1.1
  // A landscape page sets the log beside the budget.
  const landscape = body.width > body.height * 1.15
  const split = !landscape && budgetHeight + logHeight > body.height
  const parts: ('both' | 'budget' | 'log')[] = split ? ['budget', 'log'] : ['both']
  return numbered(
    section,
    context,
    Array.from({ length: pageCount(section) }, () =>
      parts.map((part) => ({
        title: part === 'log' ? `${section.title} — ${labelsFor(context).words.expenses}` : section.title,
        data: { part, categories, labels: labelsFor(context).budget },
      })),
    ).flat(),
  )
}

/**
 * A workout example's sets, reps and weight, read from its note (or its text): '3 × 10', '3 x 10',
 * '3 sets of 10', '@ 40 kg'. They go in their own columns; what is left stays a note.
 */
export function workoutExample(item: SectionItem): {
  text: string
  sets: string | null
  reps: string | null
  weight: string | null
  note: string | null
} {
  const setsReps = [/(\d+)\s*[×xX*]\s*(\d+)/u, /(\d+)\s+sets?\s+(?:of\s+)?(\d+)(?:\s+reps?)?/iu]
  const weightPattern = /@?\s*(\d+(?:[.,]\d+)?\s*(?:kg|lbs?|pounds?)\b)/iu
  let sets: string | null = null
  let reps: string | null = null
  let weight: string | null = null
  const pick = (source: string): string => {
    let rest = source
    for (const pattern of setsReps) {
      const match = pattern.exec(rest)
      if (match && sets === null) {
        ;[sets, reps] = [match[1]!, match[2]!]
        rest = rest.replace(match[0], ' ')
      }
    }
    const w = weightPattern.exec(rest)
    if (w && weight === null) {
      weight = w[1]!.replace(/\s+/gu, ' ')
      rest = rest.replace(w[0], ' ')
    }
    return rest
      .replace(/\s*[—–,;:-]\s*$/u, '')
      .replace(/^\s*[—–,;:-]\s*/u, '')
      .replace(/\s+/gu, ' ')
      .trim()
  }
  const note = item.note === null ? null : pick(item.note)
  // The title keeps its words; sets and reps in it ('Squats 3 × 10') move to their columns too.
  const text = sets === null ? pick(item.text) || item.text : item.text
  return { text, sets, reps, weight, note: note === '' ? null : note }
}

const workout: PageBuilder = (section, context: PagesContext) => {
  const examples = section.items.slice(0, 3).map(workoutExample)
  // The examples show how to fill the log in: on the first page only.
  return copies(section, context, (n) => ({ examples: n === 1 ? examples : [], labels: labelsFor(context).workout }))
}

const reading: PageBuilder = (section, context: PagesContext) => {
  const ideas = section.items.slice(0, 6).map(itemData)
  return copies(section, context, (n) => ({ ideas: n === 1 ? ideas : [], labels: labelsFor(context).reading }))
}

export const trackerBuilders: Partial<Record<PageTemplate, PageBuilder>> = {
  habits,
  mood,
  water,
  'meal-plan': mealPlan,
  'shopping-list': shoppingList,
  budget,
  workout,
  reading,
}
