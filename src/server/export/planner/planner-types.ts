import type { PageOptions } from '@core/planner-schemas.ts'
import type { PageTemplate, WeekStart } from '@core/planner.ts'

/**
 * The planner engine's contract (issue 28): a section (one chapter with a `pageTemplate`) is
 * expanded by its template's builder into pages, each one physical page of the PDF, as plain JSON
 * the Typst template draws (`planner-*.typ`). Folio lays the pages out, never the model, so a
 * week never splits and every cell has its room.
 */

/** One entry of a section: a list item of its Markdown, with its note (after ' — ') and tick. */
export interface SectionItem {
  text: string
  note: string | null
  /** A task item's tick ('- [x]'), null for a plain item. */
  checked: boolean | null
}

/** Items under a `###` heading (a checklist's phase); the heading is null for items before any. */
export interface SectionGroup {
  title: string | null
  items: SectionItem[]
}

/** A chapter of a planner or checklist, read for its template (section-content.ts). */
export interface PlannerSection {
  /** The chapter's index in the document: the bookmark and tab names follow it. */
  index: number
  title: string
  template: PageTemplate
  options: PageOptions
  /** Paragraphs before the first list or heading, as plain text. */
  intro: string[]
  groups: SectionGroup[]
  /** Every group's items in order. */
  items: SectionItem[]
}

/** A day of the planner's span: ISO date '2027-03-01' (dated), or null in an undated planner. */
export interface PlannerDay {
  iso: string | null
  /** Day of the month, 1–31 (an undated planner's grid prints no numbers, but keeps the count). */
  day: number
  /** 0 = the week's first day (Monday or Sunday, as set), … 6. */
  weekday: number
}

export interface PlannerMonth {
  /** 1–12. */
  month: number
  /** Null in an undated planner. */
  year: number | null
  /** 'March 2027', or 'March' undated (in the book's language). */
  name: string
  days: PlannerDay[]
}

/** What every builder is given besides its section. */
export interface PlannerContext {
  year: number | null
  startMonth: number
  months: PlannerMonth[]
  weekStart: WeekStart
  /** Weekday names from the week's first day, in the book's language ('Monday' … or 'Sunday' …). */
  weekdays: string[]
  language: string
  digital: boolean
  fillable: boolean
}

/**
 * One physical page. `id` is unique in the document and is its Typst label (links and tabs point
 * at it: 'month-2027-03', 'week-2027-03-01', 'day-2027-03-01', 's3-p2'); the rest is the
 * template's own data, JSON only.
 */
export interface PlannerPage {
  template: PageTemplate
  id: string
  section: number
  /** The page's heading ('March 2027', 'Week of 1 March', 'Habit tracker — March'). */
  title: string
  [data: string]: unknown
}

export type PageBuilder = (section: PlannerSection, context: PlannerContext) => PlannerPage[]
