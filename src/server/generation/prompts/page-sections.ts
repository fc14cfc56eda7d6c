import type { ProductType } from '@core/generation.ts'
import { PLANNER_DEFAULTS, PLANNER_LIMITS, type PageTemplate, pageTemplatesFor, isPrintable } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { type PageOptions, pageOptionsSchema } from '@core/planner-schemas.ts'

/**
 * The AI's side of issue 28: which page templates an outline may give its chapters, and what a
 * chapter drawn with one should hold. The engine draws the pages; the model writes only the words
 * inside them, by the Markdown convention in src/core/planner.ts.
 */

/** A chapter's page fields, as the outline, the draft and the project carry them. */
export interface PageFields {
  pageTemplate?: PageTemplate
  pageOptions?: PageOptions
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The page fields of a chapter as a model wrote them, kept only when they fit: a template of the
 * product's own family (a planner's 'week', a checklist's 'checklist'), and each option on its own
 * when valid. Anything else is dropped, not refused: the chapter stays prose, which the creator can
 * change in the editor, and a repair turn for it would cost a second wait.
 */
export function usablePageFields(chapter: unknown, productType: ProductType): PageFields {
  if (!isRecord(chapter) || !isPrintable(productType)) return {}
  const raw = typeof chapter.pageTemplate === 'string' ? chapter.pageTemplate.trim().toLowerCase() : ''
  const template = pageTemplatesFor(productType).find((t) => t === raw)
  if (!template) return {}
  const options: Record<string, unknown> = {}
  if (isRecord(chapter.pageOptions)) {
    for (const [key, value] of Object.entries(chapter.pageOptions)) {
      if (value === null || value === undefined) continue
      const one = pageOptionsSchema.safeParse({ [key]: value })
      if (one.success && key in one.data) options[key] = (one.data as Record<string, unknown>)[key]
    }
  }
  const pageOptions = optionsFor(template, options as PageOptions)
  return { pageTemplate: template, ...(pageOptions ? { pageOptions } : {}) }
}

/** Only the options the template reads (PAGE_TEMPLATE_INFO, pageOptionsSchema); undefined when none is left. */
function optionsFor(template: PageTemplate, options: PageOptions): PageOptions | undefined {
  const kept: PageOptions = {}
  if (options.pages !== undefined && PAGE_TEMPLATE_INFO[template].repeats === 'pages') kept.pages = options.pages
  if (options.layout !== undefined && template === 'week') kept.layout = options.layout
  if (options.period !== undefined && (template === 'goals' || template === 'review')) kept.period = options.period
  return Object.keys(kept).length > 0 ? kept : undefined
}

/** What the outline prompt tells a planner's or checklist's outline about templates. */
export function outlineTemplateGuidance(productType: 'planner' | 'checklist'): string {
  const list = pageTemplatesFor(productType)
    .map((t) => `"${t}" (${PAGE_TEMPLATE_INFO[t].label})`)
    .join(', ')
  if (productType === 'checklist') {
    return (
      `- pageTemplate (every chapter): Folio draws each chapter as designed pages; choose one of ${list}. ` +
      'Each phase of the work is a "checklist" chapter; add one "cheat-sheet" chapter at the end when a one-page summary of the ' +
      'essentials helps (for example a moving-day or launch-day sheet). Set "pageOptions" to null.'
    )
  }
  return (
    `- pageTemplate (every chapter): Folio draws each chapter of a planner as designed pages (the model never draws them); ` +
    `choose one of ${list}, or null for a short prose page such as "How to use this planner". ` +
    'Choose the sections from the topic and the audience: most planners want a calendar backbone (a "year" overview, then "month" ' +
    'and "week" pages, or "day" pages for a daily planner), a "habits" tracker, "goals" and a "review", and "notes-lined" or ' +
    '"notes-dots" pages at the end; then the trackers the topic calls for: a meal planner gets "meal-plan" and "shopping-list", ' +
    'a fitness or workout planner "workout" (and "water"), a money or budget planner "budget", a wellbeing planner "mood", a ' +
    'reading planner "reading". Order them as the buyer will use them. Use each template once, except notes.\n' +
    '- pageOptions (every chapter): null, or an object with any of: "pages" (how many copies of a one-off page such as ' +
    `a meal plan, workout log or notes: 1 to ${PLANNER_LIMITS.maxSectionPages}, e.g. 4 meal-plan pages, 6 notes pages; ` +
    'leave it null for "budget": one page holds a month, and its words say to copy it), ' +
    '"layout" for "week" ("vertical" or "horizontal" days), "period" for "goals" and "review" ("year", "quarter" or "month").'
  )
}

/** How many weeks and days a calendar section spans at the planner settings' default (12 months). */
const MONTHS = PLANNER_DEFAULTS.months
const WEEKS = Math.round((MONTHS * 52) / 12)

/** How many entries a template's list wants, by what a page shows; undefined when it takes none. */
export function itemCount(template: PageTemplate, options?: PageOptions): { min: number; max: number } | undefined {
  const pages = options?.pages ?? 1
  switch (template) {
    case 'month':
      return { min: MONTHS, max: MONTHS }
    case 'week':
      return { min: WEEKS, max: WEEKS }
    case 'day':
      return { min: 14, max: 31 }
    case 'habits':
      return { min: 6, max: PLANNER_LIMITS.maxHabits }
    case 'goals':
    case 'review':
      return { min: 5, max: 8 }
    case 'meal-plan':
      return { min: Math.min(7 * pages, 21), max: Math.min(7 * pages, 28) }
    case 'shopping-list':
      return { min: 6, max: 10 }
    case 'budget':
      return { min: 8, max: 14 }
    case 'workout':
      return { min: 8, max: 14 }
    case 'mood':
      return { min: 5, max: 7 }
    case 'reading':
      return { min: 6, max: 12 }
    case 'checklist':
      return { min: 10, max: 25 }
    case 'cheat-sheet':
      return { min: 10, max: 20 }
    default:
      return undefined
  }
}

/** What one entry of each template looks like: the model follows the example's shape, not its words. */
const ENTRY: Partial<Record<PageTemplate, string>> = {
  month: 'one short focus line per month, in order ("- Set up your routines and clear last year’s loose ends")',
  week: 'one tip or focus line per week, in order, each a short imperative sentence ("- Prep two lunches on Sunday evening")',
  day: 'one short prompt or focus line per day, used in turn ("- What is the one task that would make today a win?")',
  habits: 'one habit per item, a few words each, checkable every day ("- Drink 8 glasses of water")',
  goals: 'one prompt per item, a question or a fill-in line the buyer answers ("- What will be different by the end of this period?")',
  review: 'one review question per item ("- What worked well, and why?")',
  'meal-plan':
    'example meals for the plan, one per item, with a short note after " — " ("- Overnight oats with berries — breakfast, 5 minutes")',
  'shopping-list':
    'the list’s aisles or categories, one per item, with a few typical items after " — " ("- Produce — spinach, bananas, onions")',
  // The page has its own income table: an "Income" category would print as money spent.
  budget:
    'the budget’s spending categories (expenses only: the page has its own table for income), one per item, with what belongs there after " — " ("- Groceries — food and household basics")',
  workout: 'example exercises, one per item, with sets and reps after " — " ("- Goblet squat — 3 × 10")',
  mood: 'the moods of the key, one word or two per item ("- Calm")',
  reading: 'suggested books or reading prompts, one per item ("- A classic you have always meant to read")',
  checklist:
    'task items "- [ ] …", grouped under ### headings for the stages of this phase, each short and checkable, with an optional note after " — " ' +
    '("- [ ] Book the removal van — two weeks ahead")',
  'cheat-sheet':
    'the essentials as task items "- [ ] …", grouped under two to four ### headings, each short, with an optional note after " — "',
}

/**
 * The chapter prompt's instructions for a chapter drawn with `template`: the words inside the
 * pages, never the pages themselves (no tables, no day or date grids, no essays).
 */
export function sectionInstructions(template: PageTemplate, options?: PageOptions): string {
  const info = PAGE_TEMPLATE_INFO[template]
  const count = itemCount(template, options)
  const lines = [
    `This chapter is a "${info.label}" section: Folio draws its pages (${drawn(template)}); you write only the words printed inside them.`,
    '- Start with the "## " title line, then one short introduction paragraph (two or three sentences): what the section is for and how to use it.',
  ]
  if (info.items && count) {
    const n = count.min === count.max ? `exactly ${count.min}` : `${count.min} to ${count.max}`
    lines.push(`- Then a Markdown list of ${n} items: ${ENTRY[template] ?? info.items}.`)
    if (template === 'week') lines.push(`- The planner spans ${MONTHS} months, so write one line for each of its ${WEEKS} weeks.`)
    if (template === 'month') lines.push(`- The planner spans ${MONTHS} months: one line per month, first month first.`)
    if (template === 'budget')
      lines.push('- One page holds one month’s budget: say in the introduction to print or duplicate it for each month.')
    if (template === 'goals' || template === 'review') {
      const period = options?.period ?? 'month'
      lines.push(`- The page ${template === 'goals' ? 'looks ahead to' : 'looks back on'} a ${period}: word the prompts for that.`)
    }
    lines.push(
      '- The example in quotes shows the shape of an entry only: write your own entries, for this topic and in the book’s language.',
    )
  } else {
    lines.push('- Nothing else: these pages are for the buyer to fill in, so no list is needed.')
  }
  lines.push(
    '- No Markdown tables, no calendars or day-by-day grids, no blank lines to fill in, no closing summary and no essay: the pages already provide the structure.',
  )
  return lines.join('\n')
}

function drawn(template: PageTemplate): string {
  if (template === 'checklist' || template === 'cheat-sheet') return 'the tick boxes, groups and note columns'
  if (PAGE_TEMPLATE_INFO[template].repeats === 'calendar') return 'the calendar, the dates and the write-in spaces'
  return 'the grid, the tick boxes and the write-in lines'
}
