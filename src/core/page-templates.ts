import { PAGE_TEMPLATE_LABELS, type PageTemplate } from './planner.ts'

/**
 * What each page template is (issue 28; planner.ts has the lists and the names): its family, how
 * its pages repeat and what its list items are. Apart from planner.ts because only the editor,
 * the prompts and the export read it; the home page shows the names alone.
 */
export interface PageTemplateInfo {
  /** The editor's name for it. */
  label: string
  /** Which product type offers it. */
  family: 'planner' | 'checklist'
  /**
   * How its pages repeat: 'calendar' templates follow the planner's months (one page per month,
   * week or day of the span, dated when the planner has a year); 'pages' templates print
   * `pageOptions.pages` pages (default 1).
   */
  repeats: 'calendar' | 'pages'
  /** What the section's list items are, for the prompt and the editor's hint; null when it takes none. */
  items: string | null
}

export const PAGE_TEMPLATE_INFO: Record<PageTemplate, PageTemplateInfo> = {
  year: { label: PAGE_TEMPLATE_LABELS['year'], family: 'planner', repeats: 'pages', items: null },
  month: {
    label: PAGE_TEMPLATE_LABELS['month'],
    family: 'planner',
    repeats: 'calendar',
    items: 'a focus line for each month, used in turn',
  },
  week: {
    label: PAGE_TEMPLATE_LABELS['week'],
    family: 'planner',
    repeats: 'calendar',
    items: 'a tip or focus line for each week, used in turn',
  },
  day: {
    label: PAGE_TEMPLATE_LABELS['day'],
    family: 'planner',
    repeats: 'calendar',
    items: 'a prompt or focus line for each day, used in turn',
  },
  habits: { label: PAGE_TEMPLATE_LABELS['habits'], family: 'planner', repeats: 'calendar', items: 'the habits to track (up to 12)' },
  goals: { label: PAGE_TEMPLATE_LABELS['goals'], family: 'planner', repeats: 'pages', items: 'the goal prompts to answer' },
  review: { label: PAGE_TEMPLATE_LABELS['review'], family: 'planner', repeats: 'pages', items: 'the review questions' },
  'meal-plan': { label: PAGE_TEMPLATE_LABELS['meal-plan'], family: 'planner', repeats: 'pages', items: 'example meals' },
  'shopping-list': {
    label: PAGE_TEMPLATE_LABELS['shopping-list'],
    family: 'planner',
    repeats: 'pages',
    items: 'the list’s aisles or categories',
  },
  budget: { label: PAGE_TEMPLATE_LABELS['budget'], family: 'planner', repeats: 'pages', items: 'the budget’s categories' },
  workout: { label: PAGE_TEMPLATE_LABELS['workout'], family: 'planner', repeats: 'pages', items: 'example exercises' },
  mood: { label: PAGE_TEMPLATE_LABELS['mood'], family: 'planner', repeats: 'calendar', items: 'the moods in the key' },
  water: { label: PAGE_TEMPLATE_LABELS['water'], family: 'planner', repeats: 'calendar', items: null },
  reading: { label: PAGE_TEMPLATE_LABELS['reading'], family: 'planner', repeats: 'pages', items: 'suggested books or reading prompts' },
  'notes-lined': { label: PAGE_TEMPLATE_LABELS['notes-lined'], family: 'planner', repeats: 'pages', items: null },
  'notes-dots': { label: PAGE_TEMPLATE_LABELS['notes-dots'], family: 'planner', repeats: 'pages', items: null },
  'notes-blank': { label: PAGE_TEMPLATE_LABELS['notes-blank'], family: 'planner', repeats: 'pages', items: null },
  checklist: {
    label: PAGE_TEMPLATE_LABELS['checklist'],
    family: 'checklist',
    repeats: 'pages',
    items: 'the checklist’s items, grouped by phase',
  },
  'cheat-sheet': {
    label: PAGE_TEMPLATE_LABELS['cheat-sheet'],
    family: 'checklist',
    repeats: 'pages',
    items: 'the checklist’s items, grouped',
  },
}
