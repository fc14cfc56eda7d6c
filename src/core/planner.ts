/**
 * Planners and checklists as designed pages (issue 28): the page templates a section of a planner
 * or checklist is drawn with, and the planner settings. Kept free of zod, like publishing.ts, so the
 * editor can list templates without a validator.
 *
 * A planner or checklist is made of sections; each section is one chapter carrying a `pageTemplate`
 * (and optional `pageOptions`). Folio's engine draws its pages (src/server/export/planner/); the
 * model writes only the words inside them, in the chapter's Markdown, by this convention:
 * - paragraphs before the first list or heading: the section's introduction (short; printed at
 *   the top of its first page);
 * - list items (`- item` or `- [ ] item`), optionally grouped under `###` headings: the section's
 *   entries. What an entry is depends on the template (PAGE_TEMPLATE_INFO[t].items (page-templates.ts)): habits for a
 *   habit tracker, prompts for goals and reviews, a focus line per week or day for weekly and
 *   daily pages (used in turn), example meals for a meal plan, categories for a budget, exercises
 *   for a workout log, the checklist's items (grouped by phase) for a checklist. An entry's note
 *   follows ' — ' (an em dash set off by spaces): `- [ ] Book the van — two weeks ahead`.
 * A chapter without `pageTemplate` is prose (a "how to use this planner" page, say) and prints as
 * a chapter does in any book.
 */

export const PLANNER_PAGE_TEMPLATES = [
  'year',
  'month',
  'week',
  'day',
  'habits',
  'goals',
  'review',
  'meal-plan',
  'shopping-list',
  'budget',
  'workout',
  'mood',
  'water',
  'reading',
  'notes-lined',
  'notes-dots',
  'notes-blank',
] as const
export const CHECKLIST_PAGE_TEMPLATES = ['checklist', 'cheat-sheet'] as const
export const PAGE_TEMPLATES = [...PLANNER_PAGE_TEMPLATES, ...CHECKLIST_PAGE_TEMPLATES] as const
export type PageTemplate = (typeof PAGE_TEMPLATES)[number]
export type PlannerPageTemplate = (typeof PLANNER_PAGE_TEMPLATES)[number]
export type ChecklistPageTemplate = (typeof CHECKLIST_PAGE_TEMPLATES)[number]

/**
 * The editor's and the outline's name for each template. Apart from PAGE_TEMPLATE_INFO
 * (page-templates.ts) so the home page, which shows only the names, loads no more (first-load guard).
 */
export const PAGE_TEMPLATE_LABELS: Record<PageTemplate, string> = {
  year: 'Year at a glance',
  month: 'Monthly calendar',
  week: 'Weekly spread',
  day: 'Daily page',
  habits: 'Habit tracker',
  goals: 'Goals',
  review: 'Review',
  'meal-plan': 'Meal plan',
  'shopping-list': 'Shopping list',
  budget: 'Budget and expenses',
  workout: 'Workout log',
  mood: 'Mood tracker',
  water: 'Water tracker',
  reading: 'Reading log',
  'notes-lined': 'Notes (lined)',
  'notes-dots': 'Notes (dot grid)',
  'notes-blank': 'Notes (blank)',
  checklist: 'Checklist',
  'cheat-sheet': 'One-page cheat sheet',
}

export const WEEK_STARTS = ['monday', 'sunday'] as const
export type WeekStart = (typeof WEEK_STARTS)[number]

/** A weekly spread's days: one under the other (vertical) or side by side in columns (horizontal). */
export const WEEK_LAYOUTS = ['vertical', 'horizontal'] as const
export type WeekLayout = (typeof WEEK_LAYOUTS)[number]

/** What a goals or review page looks ahead to or back on. */
export const PLANNER_PERIODS = ['year', 'quarter', 'month'] as const
export type PlannerPeriod = (typeof PLANNER_PERIODS)[number]

export const PLANNER_LIMITS = {
  minYear: 2000,
  maxYear: 2100,
  /** How many months a planner spans (`plannerMonths`); 12 when absent. */
  maxMonths: 24,
  /** Pages one 'pages' section prints (`pageOptions.pages`). */
  maxSectionPages: 60,
  /** Habits one habit tracker tracks. */
  maxHabits: 12,
  /** Write-in rows are at least this tall (issue 28). */
  minWriteInMm: 7,
} as const

export const PLANNER_DEFAULTS = { startMonth: 1, weekStart: 'monday', months: 12 } as const satisfies {
  startMonth: number
  weekStart: WeekStart
  months: number
}

/**
 * The digital planner's page (issue 28): landscape, the shape of an 11-inch iPad's screen
 * (2388 × 1668 px, iPad Air and iPad Pro 11"), which GoodNotes and Notability open edge to edge.
 * The PDF page is that size at 200 px per inch.
 */
export const DIGITAL_PLANNER_PAGE = { widthPx: 2388, heightPx: 1668, widthIn: 11.94, heightIn: 8.34 } as const

/** The trims a printable's ZIP bundle holds (plus the digital planner when it is on). */
export const PRINTABLE_BUNDLE_TRIMS = ['letter', 'a4', 'a5'] as const

/** Whether a product type is drawn as pages (planners and checklists), not set as prose. */
export const isPrintable = (productType: string): productType is 'planner' | 'checklist' =>
  productType === 'planner' || productType === 'checklist'

export const pageTemplatesFor = (productType: 'planner' | 'checklist'): readonly PageTemplate[] =>
  productType === 'planner' ? PLANNER_PAGE_TEMPLATES : CHECKLIST_PAGE_TEMPLATES
