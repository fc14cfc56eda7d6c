import { describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import { buildExportModel } from '../export-model.ts'
import { THEMES } from '@core/publishing.ts'
import { contrastRatio } from '../cover/contrast.ts'
import { paletteFrom } from '../cover/cover-palette.ts'
import { PAGE_BUILDERS, plannerDocument, tabColors } from './planner-document.ts'

const trim = { width: 612, height: 792, scale: 1 }
const planner = (settings: Partial<ExportDocument>, chapters: ExportDocument['chapters']) =>
  plannerDocument(
    buildExportModel({ title: 'Planner', description: '', productType: 'planner', plannerYear: 2027, chapters, ...settings }),
    trim,
  )!

describe('planner document', () => {
  it('is null for a planner with no templated chapter (it prints as worksheets)', () => {
    expect(
      plannerDocument(
        buildExportModel({ title: 'P', description: '', productType: 'planner', chapters: [{ title: 'A', content: 'x' }] }),
        trim,
      ),
    ).toBeNull()
  })

  it('names pages by date and section, and falls back to lined pages for a template with no builder', () => {
    const doc = planner({ plannerStartMonth: 3, plannerMonths: 1 }, [
      { title: 'How to', content: 'Prose.' },
      { title: 'Months', content: '', pageTemplate: 'month' },
      { title: 'Weeks', content: '', pageTemplate: 'week' },
      { title: 'Days', content: '', pageTemplate: 'day' },
      { title: 'Later', content: '', pageTemplate: 'goals', pageOptions: { pages: 2 } },
    ])
    const ids = doc.pages.map((p) => p.id)
    expect(ids).toContain('month-2027-03')
    expect(ids).toContain('week-2027-03-01')
    expect(ids).toContain('day-2027-03-31')
    if (!PAGE_BUILDERS.goals) expect(ids.slice(-2)).toEqual(['s4-p1', 's4-p2'])
    expect(Object.keys(doc.sections)).toEqual(['1', '2', '3', '4'])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('links a day cell to its daily page, or to its week without daily pages; tabs only in the digital planner, links in all but a print interior', () => {
    const sections: ExportDocument['chapters'] = [
      { title: 'Year', content: '', pageTemplate: 'year' },
      { title: 'Months', content: '', pageTemplate: 'month' },
      { title: 'Weeks', content: '', pageTemplate: 'week' },
      { title: 'Notes', content: '', pageTemplate: 'notes-lined' },
    ]
    const digital = planner({ digitalPlanner: true, plannerStartMonth: 9, weekStart: 'sunday', plannerMonths: 2 }, sections)
    const sept = digital.pages.find((p) => p.id === 'month-2027-09')! as unknown as { weeks: ({ d: number; to: string } | null)[][] }
    expect(sept.weeks[0]![3]).toEqual({ d: 1, to: 'week-2027-08-29' })
    expect(digital.tabs.map((t) => t.label)).toEqual(['2027', 'Sep', 'Oct', 'Notes'])
    expect(digital.tabs.map((t) => t.to)).toEqual(['s0-p1', 'month-2027-09', 'month-2027-10', 's3-p1'])
    // A printable read on screen keeps its links but has no tabs; a print interior for the press has neither.
    const onScreen = planner({ plannerStartMonth: 9, plannerMonths: 2 }, sections)
    expect(onScreen.tabs).toEqual([])
    const dayTo = (doc: typeof onScreen) =>
      (doc.pages.find((p) => p.id === 'month-2027-09') as unknown as { weeks: { to: string | null }[][] }).weeks[1]![0]!.to
    expect(dayTo(onScreen)).toBe('week-2027-09-06')
    const printed = planner({ plannerStartMonth: 9, plannerMonths: 2, print: true }, sections)
    expect(printed.tabs).toEqual([])
    expect(dayTo(printed)).toBeNull()
  })

  it('keeps ids unique when two sections repeat a template, and prints an undated planner’s pages by number', () => {
    const doc = planner({ plannerYear: undefined, plannerMonths: 1 }, [
      { title: 'A', content: '', pageTemplate: 'month' },
      { title: 'B', content: '', pageTemplate: 'month' },
      { title: 'W', content: '', pageTemplate: 'week' },
    ])
    expect(doc.pages.map((p) => p.id)).toEqual(['month-1', 'month-1-s1', 'week-1', 'week-2', 'week-3', 'week-4', 'week-5'])
  })

  it('shows a button only for a page that exists: no Month button without month pages, no day links without daily pages', () => {
    const doc = planner({ digitalPlanner: true, plannerMonths: 1 }, [{ title: 'Weeks', content: '', pageTemplate: 'week' }])
    const week = doc.pages[0] as unknown as { toMonth: string | null; days: { toDay: string | null }[] }
    expect(week.toMonth).toBeNull()
    expect(week.days.every((d) => d.toDay === null)).toBe(true)
    // The month's tab still opens the month's first week.
    expect(doc.tabs).toEqual([{ label: 'Jan', to: 'week-2026-12-28' }])
  })
})

describe('digital planner tabs', () => {
  it('stand out from the page with labels at 4.5:1 or more, in every theme and for a creator’s pale accent', () => {
    const themed = THEMES.map(
      (theme) => planner({ theme, digitalPlanner: true }, [{ title: 'M', content: '', pageTemplate: 'month' }]).colors.tabs,
    )
    for (const tabs of [...themed, tabColors(paletteFrom('#ffe08a'))]) {
      expect(contrastRatio(tabs.ink, tabs.fill)).toBeGreaterThanOrEqual(4.5)
      expect(contrastRatio(tabs.onInk, tabs.onFill)).toBeGreaterThanOrEqual(4.5)
      // A tint the eye finds on white paper (the paper tint, about 1.05:1, looked like no tab at all).
      expect(contrastRatio(tabs.fill, '#ffffff')).toBeGreaterThanOrEqual(1.15)
    }
  })
})

describe('planner words on the page', () => {
  it('cuts a long introduction and focus line at a word, so the page keeps its write-in room', () => {
    const long = 'Plan every meal of the week ahead and shop once. '.repeat(20)
    const doc = planner({ plannerMonths: 1 }, [{ title: 'Months', content: `${long}\n\n- ${long}`, pageTemplate: 'month' }])
    const page = doc.pages[0] as unknown as { intro: string; focus: string }
    expect(page.intro.length).toBeLessThanOrEqual(320)
    expect(page.intro.endsWith('…')).toBe(true)
    expect(page.focus.length).toBeLessThanOrEqual(140)
  })
})
