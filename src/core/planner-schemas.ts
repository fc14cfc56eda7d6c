import { z } from 'zod'
import { PAGE_TEMPLATES, PLANNER_LIMITS as P, PLANNER_PERIODS, WEEK_LAYOUTS, WEEK_STARTS } from './planner.ts'

const oneOf = (values: readonly string[]) => `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`

/** The page template a planner's or checklist's chapter is drawn with (issue 28; planner.ts). */
export const pageTemplateSchema = z.enum(PAGE_TEMPLATES, `Choose a page template: ${oneOf(PAGE_TEMPLATES)}.`)

const PAGES = `Choose from 1 to ${P.maxSectionPages} pages.`

/** A section's options; every one optional, each read only by the templates it concerns. */
export const pageOptionsSchema = z.object({
  /** How many pages a 'pages' template prints (PAGE_TEMPLATE_INFO[t].repeats); 1 when absent. */
  pages: z.number(PAGES).int(PAGES).min(1, PAGES).max(P.maxSectionPages, PAGES).optional(),
  /** A weekly spread's days: vertical (default) or horizontal. */
  layout: z.enum(WEEK_LAYOUTS, `Choose a layout: ${oneOf(WEEK_LAYOUTS)}.`).optional(),
  /** A goals or review page's period; 'month' when absent (one per month of the planner for dated planners). */
  period: z.enum(PLANNER_PERIODS, `Choose a period: ${oneOf(PLANNER_PERIODS)}.`).optional(),
})
export type PageOptions = z.infer<typeof pageOptionsSchema>

/** What a chapter of a planner or checklist may carry: its template and options (both optional). */
export const chapterPageFields = {
  pageTemplate: pageTemplateSchema.optional(),
  pageOptions: pageOptionsSchema.optional(),
}

const YEAR = `Enter a planner year from ${P.minYear} to ${P.maxYear}.`
const MONTH = 'Choose a start month from 1 (January) to 12 (December).'
const MONTHS = `Choose from 1 to ${P.maxMonths} months.`

/** The planner's publishing settings (issue 28), spread into publishingSettingsSchema. */
export const plannerSettingsFields = {
  /** The planner's year, e.g. 2027; absent = undated pages. */
  plannerYear: z.number(YEAR).int(YEAR).min(P.minYear, YEAR).max(P.maxYear, YEAR).optional(),
  /** The first month, 1–12 (January when absent). */
  plannerStartMonth: z.number(MONTH).int(MONTH).min(1, MONTH).max(12, MONTH).optional(),
  /** How many months the planner spans (12 when absent). */
  plannerMonths: z.number(MONTHS).int(MONTHS).min(1, MONTHS).max(P.maxMonths, MONTHS).optional(),
  weekStart: z.enum(WEEK_STARTS, `Choose the first day of the week: ${oneOf(WEEK_STARTS)}.`).optional(),
  /** The landscape tablet page with tabs and links (DIGITAL_PLANNER_PAGE). */
  digitalPlanner: z.boolean('Digital planner is on (true) or off (false).').optional(),
  /** Tick boxes and write-in lines become PDF form fields a reader can fill in and save. */
  fillable: z.boolean('Fillable is on (true) or off (false).').optional(),
}
