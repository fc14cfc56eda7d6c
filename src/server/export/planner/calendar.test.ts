import { describe, expect, it } from 'vitest'
import { longDate, monthGrid, monthName, plannerMonths, plannerWeeks, weekdayNames, weekRange } from './calendar.ts'

describe('planner calendar', () => {
  it('puts 1 March 2027 on a Monday, the first column of a Monday-first week', () => {
    const [march] = plannerMonths(2027, 3, 1, 'monday', 'en')
    expect(march!.name).toBe('March 2027')
    expect(march!.days[0]).toEqual({ iso: '2027-03-01', day: 1, weekday: 0 })
    expect(longDate('2027-03-01', 'en')).toBe('Monday, March 1, 2027')
    expect(monthGrid(march!)[0]).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('starts September 2027 Sunday-first on Sunday 29 August, each week seven whole days', () => {
    const months = plannerMonths(2027, 9, 1, 'sunday', 'en')
    const weeks = plannerWeeks(months, 'sunday')
    expect(weeks[0]!.start).toBe('2027-08-29')
    expect(weeks[0]!.days.map((d) => d.inSpan)).toEqual([false, false, false, true, true, true, true])
    expect(weeks.every((w) => w.days.length === 7)).toBe(true)
    expect(weeks.at(-1)!.days.at(-1)!.iso).toBe('2027-10-02')
    expect(weekdayNames('sunday', 'en')[0]).toBe('Sunday')
    expect(monthGrid(months[0]!)[0]).toEqual([null, null, null, 1, 2, 3, 4])
    expect(weekRange(weeks[0]!, 'en').replace(/\s/g, ' ')).toBe('August 29 – September 4, 2027')
  })

  it('gives a grid exactly the weeks the month needs: 4 for February 2021 Monday-first, 6 for August 2026', () => {
    expect(monthGrid(plannerMonths(2021, 2, 1, 'monday', 'en')[0]!)).toHaveLength(4)
    expect(monthGrid(plannerMonths(2026, 8, 1, 'monday', 'en')[0]!)).toHaveLength(6)
  })

  it('knows leap years: 29 days in February 2028, 28 in 2027 and 2100, 29 in 2000', () => {
    const feb = (year: number) => plannerMonths(year, 2, 1, 'monday', 'en')[0]!.days.length
    expect([feb(2028), feb(2027), feb(2100), feb(2000)]).toEqual([29, 28, 28, 29])
  })

  it('crosses into the next year from September over twelve months, each week once', () => {
    const months = plannerMonths(2027, 9, 12, 'monday', 'en')
    expect(months.map((m) => `${m.year}-${m.month}`)).toEqual([
      '2027-9',
      '2027-10',
      '2027-11',
      '2027-12',
      '2028-1',
      '2028-2',
      '2028-3',
      '2028-4',
      '2028-5',
      '2028-6',
      '2028-7',
      '2028-8',
    ])
    expect(months[5]!.days).toHaveLength(29)
    const weeks = plannerWeeks(months, 'monday')
    const starts = weeks.map((w) => w.start)
    expect(new Set(starts).size).toBe(starts.length)
    const inSpan = weeks.flatMap((w) => w.days.filter((d) => d.inSpan))
    expect(inSpan).toHaveLength(366)
    expect(weeks[0]!.start).toBe('2027-08-30')
  })

  it('names months and weekdays in the book’s language, and leaves undated months without a year', () => {
    expect(monthName(3, 2027, 'de')).toBe('März 2027')
    expect(weekdayNames('monday', 'fr')[0]).toBe('Lundi')
    const [undated] = plannerMonths(null, 2, 1, 'monday', 'en')
    expect(undated!.name).toBe('February')
    expect(undated!.days).toHaveLength(29)
    expect(undated!.days[0]!.iso).toBeNull()
    expect(monthGrid(undated!)).toHaveLength(5)
    expect(plannerWeeks(plannerMonths(null, 1, 12, 'monday', 'en'), 'monday')).toHaveLength(52)
  })
})
