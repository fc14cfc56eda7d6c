import type { PageTemplate } from '@core/planner.ts'
import { isoDate, longDate, monthGrid, monthName, plannerMonths, plannerWeeks, type PlannerWeek, weekRange } from './calendar.ts'
import type { PageBuilder, PlannerContext, PlannerMonth, PlannerPage, PlannerSection } from './planner-types.ts'

/**
 * The calendar templates' builders (issue 28): year at a glance, monthly grid, weekly spread,
 * daily page. Each page is small JSON the Typst body draws (planner-calendar.typ). A link target
 * is a property named `to` or `toX` (`toWeek`, `toDay`…), a page id ('day-2027-03-01'); planner-document.ts
 * resolves `to` to the nearest page the planner has (the day's week when it has no daily pages),
 * and `toX` to that very page or null (a week's Month button shows only with month pages).
 */

/** 'month-2027-03', or 'month-1' in an undated planner (the span's first month). */
export const monthId = (month: PlannerMonth, n: number) =>
  month.year === null ? `month-${n}` : `month-${month.year}-${String(month.month).padStart(2, '0')}`
export const weekId = (week: PlannerWeek) => (week.start === null ? `week-${week.n}` : `week-${week.start}`)
export const dayId = (iso: string) => `day-${iso}`
export const sectionPageId = (section: PlannerSection, n: number) => `s${section.index}-p${n}`

/** Cut at a word boundary: an intro or focus line the model made long would take the page's write-in room. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The section's entries used in turn (a focus line per month, week or day), null when it has none. */
const inTurn = (section: PlannerSection, i: number): string | null => {
  const items = section.items.filter((item) => item.text !== '')
  if (items.length === 0) return null
  const item = items[i % items.length]!
  return clip(item.note ? `${item.text} — ${item.note}` : item.text, 140)
}

/** The first page of a section prints its introduction under the header (planner.typ). */
const withIntro = (section: PlannerSection, pages: PlannerPage[]): PlannerPage[] =>
  pages.map((page, i) => (i === 0 && section.intro.length > 0 ? { ...page, intro: clip(section.intro.join(' '), 320) } : page))

/** A month as cells, each { d, to } or null outside the month (blank undated cells are { d: null }). */
function monthCells(month: PlannerMonth) {
  return monthGrid(month).map((row) =>
    row.map((d) => {
      if (month.year === null) return { d: null, to: null }
      if (d === null) return null
      return { d, to: dayId(isoDate(new Date(Date.UTC(month.year, month.month - 1, d)))) }
    }),
  )
}

/**
 * Year at a glance: twelve months from the planner's first, whatever its span (a three-month
 * planner still shows its year); a month beyond the span links to nothing. Further pages
 * (`pageOptions.pages`, or a span over 12 months) show the next twelve.
 */
const year: PageBuilder = (section, context) => {
  const pages = Math.max(1, section.options.pages ?? Math.ceil(context.months.length / 12))
  return withIntro(
    section,
    Array.from({ length: pages }, (_, p) => {
      const start = ((context.startMonth - 1 + p * 12) % 12) + 1
      const startYear = context.year === null ? null : context.year + Math.floor((context.startMonth - 1 + p * 12) / 12)
      const months = plannerMonths(startYear, start, 12, context.weekStart, context.language)
      const years = [...new Set(months.map((m) => m.year).filter((y) => y !== null))]
      return {
        template: 'year' as const,
        id: sectionPageId(section, p + 1),
        section: section.index,
        title: years.length > 0 ? years.join('–') : section.title,
        months: months.map((month, i) => ({
          name: monthName(month.month, null, context.language),
          to: monthId(month, ((p * 12 + i) % Math.max(12, context.months.length)) + 1),
          weeks: monthCells(month),
        })),
      }
    }),
  )
}

const month: PageBuilder = (section, context) =>
  withIntro(
    section,
    context.months.map((m, i) => ({
      template: 'month',
      id: monthId(m, i + 1),
      section: section.index,
      title: m.name,
      // The month-grid's weekday header; an undated grid is numbered by hand.
      dated: m.year !== null,
      weeks: monthCells(m),
      focus: inTurn(section, i),
    })),
  )

/** The week page's month: the month of its first day inside the span. */
function weekMonth(week: PlannerWeek): string | null {
  const day = week.days.find((d) => d.inSpan) ?? week.days[0]
  if (!day || day.year === null || day.month === null) return null
  return `month-${day.year}-${String(day.month).padStart(2, '0')}`
}

const week: PageBuilder = (section, context) => {
  const weeks = plannerWeeks(context.months, context.weekStart)
  return withIntro(
    section,
    weeks.map((w, i) => ({
      template: 'week',
      id: weekId(w),
      section: section.index,
      title: w.start === null ? '' : weekRange(w, context.language),
      layout: section.options.layout ?? 'vertical',
      toMonth: weekMonth(w),
      // `out`: a day of a neighbouring month outside the span, printed quieter but still whole.
      days: w.days.map((d, k) => ({ name: context.weekdays[k], d: d.day, out: !d.inSpan, toDay: d.iso ? dayId(d.iso) : null })),
      focus: inTurn(section, i),
    })),
  )
}

/** The schedule's hours, 6:00 to 22:00, as the language writes them ('6 AM', '06 Uhr', '6 h'). */
function hours(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { hour: 'numeric', timeZone: 'UTC' })
  return Array.from({ length: 17 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1, 6 + i))))
}

const day: PageBuilder = (section, context) => {
  const hourLabels = hours(context.language)
  const days = context.months.flatMap((m) => m.days)
  if (context.year === null) {
    const weeks = plannerWeeks(context.months, context.weekStart)
    return withIntro(
      section,
      Array.from({ length: weeks.length * 7 }, (_, i) => ({
        template: 'day' as const,
        id: `day-${i + 1}`,
        section: section.index,
        title: '',
        hours: hourLabels,
        toWeek: `week-${Math.floor(i / 7) + 1}`,
        toMonth: null,
        focus: inTurn(section, i),
      })),
    )
  }
  return withIntro(
    section,
    days.map((d, i) => {
      const iso = d.iso!
      return {
        template: 'day' as const,
        id: dayId(iso),
        section: section.index,
        title: longDate(iso, context.language),
        hours: hourLabels,
        toWeek: `week-${weekStartIso(iso, context)}`,
        toMonth: `month-${iso.slice(0, 7)}`,
        focus: inTurn(section, i),
      }
    }),
  )
}

function weekStartIso(iso: string, context: PlannerContext): string {
  const date = new Date(`${iso}T00:00:00Z`)
  const back = (date.getUTCDay() + (context.weekStart === 'monday' ? 6 : 0)) % 7
  return isoDate(new Date(date.getTime() - back * 86_400_000))
}

/** The calendar templates (this file); the other templates' builders are spread in beside them (planner-document.ts). */
export const calendarBuilders: Partial<Record<PageTemplate, PageBuilder>> = { year, month, week, day }

/**
 * A template without a builder yet prints `pageOptions.pages` lined notes pages (its body falls
 * back to lined notes in planner.typ too), so a new template never breaks an export.
 */
export const fallbackBuilder: PageBuilder = (section) =>
  withIntro(
    section,
    Array.from({ length: section.options.pages ?? 1 }, (_, p) => ({
      template: section.template,
      id: sectionPageId(section, p + 1),
      section: section.index,
      title: section.title,
    })),
  )
