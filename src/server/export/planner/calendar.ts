import type { WeekStart } from '@core/planner.ts'
import type { PlannerDay, PlannerMonth } from './planner-types.ts'

/**
 * The planner's calendar (issue 28): its months, weeks and days, pure and in UTC (a date is a
 * day of the calendar, never an instant, so no time zone can move it). Names come from Intl in the
 * book's language.
 */

const DAY_MS = 86_400_000

/** 'March' → capitalised as a heading prints it ('mars' → 'Mars'); Intl gives French and Spanish months in lower case. */
export const capitalise = (text: string, language: string) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1)

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day))
export const isoDate = (date: Date) => date.toISOString().slice(0, 10)
const fromIso = (iso: string) => new Date(`${iso}T00:00:00Z`)

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate()

/** 0 for the week's first day (Monday or Sunday), … 6. */
export const weekdayIndex = (date: Date, weekStart: WeekStart) => (date.getUTCDay() + (weekStart === 'monday' ? 6 : 0)) % 7

/** The week's seven day names from its first day, long ('Monday') or short ('Mon'), in the language. */
export function weekdayNames(weekStart: WeekStart, language: string, width: 'long' | 'short' | 'narrow' = 'long'): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: width, timeZone: 'UTC' })
  // 1 January 2024 was a Monday, 31 December 2023 a Sunday.
  const first = weekStart === 'monday' ? utc(2024, 1, 1) : utc(2023, 12, 31)
  return Array.from({ length: 7 }, (_, i) => capitalise(format.format(new Date(first.getTime() + i * DAY_MS)), language))
}

/** A month's name, with its year when dated ('March 2027'), or short ('Mar') for a tab. */
export function monthName(month: number, year: number | null, language: string, width: 'long' | 'short' = 'long'): string {
  const options: Intl.DateTimeFormatOptions = { month: width, timeZone: 'UTC', ...(year === null ? {} : { year: 'numeric' }) }
  return capitalise(new Intl.DateTimeFormat(language, options).format(utc(year ?? 2024, month, 1)), language)
}

/**
 * The planner's months from `startMonth` of `year` (crossing into the next year as needed), or
 * undated months (year null) whose days follow a leap year's lengths, so February keeps its 29th.
 */
export function plannerMonths(
  year: number | null,
  startMonth: number,
  months: number,
  weekStart: WeekStart,
  language: string,
): PlannerMonth[] {
  return Array.from({ length: months }, (_, i) => {
    const month = ((startMonth - 1 + i) % 12) + 1
    const y = year === null ? null : year + Math.floor((startMonth - 1 + i) / 12)
    const length = daysInMonth(y ?? 2024, month)
    const days: PlannerDay[] = Array.from({ length }, (_, d) => {
      const date = utc(y ?? 2024, month, d + 1)
      return { iso: y === null ? null : isoDate(date), day: d + 1, weekday: y === null ? 0 : weekdayIndex(date, weekStart) }
    })
    return { month, year: y, name: monthName(month, y, language), days }
  })
}

/** One week of the span: exactly seven days from the week's first day; `inSpan` is false for days of a neighbouring month outside the span. */
export interface PlannerWeek {
  /** The week's first day ('2027-03-01'), null undated. */
  start: string | null
  /** 1-based number of the week in the span. */
  n: number
  days: { iso: string | null; day: number | null; month: number | null; year: number | null; inSpan: boolean }[]
}

/**
 * The weeks that hold the span's days, each exactly seven whole days (Monday or Sunday first): the
 * first and last may reach into the neighbouring months. Undated: as many blank weeks as the
 * months hold on average (52 a year), rounded up.
 */
export function plannerWeeks(months: PlannerMonth[], weekStart: WeekStart): PlannerWeek[] {
  const first = months[0]
  const last = months.at(-1)
  if (!first || !last) return []
  if (first.year === null || last.year === null) {
    const count = Math.ceil((months.length * 52) / 12)
    return Array.from({ length: count }, (_, i) => ({
      start: null,
      n: i + 1,
      days: Array.from({ length: 7 }, () => ({ iso: null, day: null, month: null, year: null, inSpan: true })),
    }))
  }
  const spanStart = utc(first.year, first.month, 1)
  const spanEnd = utc(last.year, last.month, daysInMonth(last.year, last.month))
  let day = new Date(spanStart.getTime() - weekdayIndex(spanStart, weekStart) * DAY_MS)
  const weeks: PlannerWeek[] = []
  while (day <= spanEnd) {
    const start = isoDate(day)
    const days = Array.from({ length: 7 }, (_, i) => {
      const date = new Date(day.getTime() + i * DAY_MS)
      return {
        iso: isoDate(date),
        day: date.getUTCDate(),
        month: date.getUTCMonth() + 1,
        year: date.getUTCFullYear(),
        inSpan: date >= spanStart && date <= spanEnd,
      }
    })
    weeks.push({ start, n: weeks.length + 1, days })
    day = new Date(day.getTime() + 7 * DAY_MS)
  }
  return weeks
}

/** The first day of the week holding `iso`. */
export function weekStartOf(iso: string, weekStart: WeekStart): string {
  const date = fromIso(iso)
  return isoDate(new Date(date.getTime() - weekdayIndex(date, weekStart) * DAY_MS))
}

/**
 * A month's grid: its weeks as rows of seven cells, a cell the day of the month or null outside
 * it; exactly the rows the month needs (4 to 6). Undated: five rows of blank cells to number by hand.
 */
export function monthGrid(month: PlannerMonth): (number | null)[][] {
  if (month.year === null) return Array.from({ length: 5 }, () => Array.from({ length: 7 }, () => null))
  const lead = month.days[0]?.weekday ?? 0
  const cells: (number | null)[] = [...Array.from({ length: lead }, () => null), ...month.days.map((d) => d.day)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, r) => cells.slice(r * 7, r * 7 + 7))
}

/** 'March 1 – 7, 2027' / '1–7 mars 2027': a week's dates as a range in the language. */
export function weekRange(week: PlannerWeek, language: string): string {
  const a = week.days[0]?.iso
  const b = week.days[6]?.iso
  if (!a || !b) return ''
  const format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return format.formatRange(fromIso(a), fromIso(b))
}

/** 'Monday, March 1, 2027' in the language. */
export function longDate(iso: string, language: string): string {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return capitalise(format.format(fromIso(iso)), language)
}
