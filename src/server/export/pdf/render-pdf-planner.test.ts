import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExportDocument } from '@core/export-schemas.ts'
import type { TrimSize } from '@core/publishing.ts'
import { buildExportModel } from '../export-model.ts'
import { compilePdf } from './render-pdf.ts'
import { renderPages } from './render-pages.ts'
import { toTypstDocument } from './typst-document.ts'

// Issue 28: the planner's dated pages, read back from the real PDF with poppler (pdftotext -bbox)
// and qpdf (--json: each link annotation's target page), as a reader's app would follow them.
const dir = mkdtempSync(join(tmpdir(), 'folio-pdf-planner-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Word {
  text: string
  x0: number
  y0: number
  x1: number
  y1: number
}
interface Link {
  /** In points from the page's top left, as pdftotext's boxes. */
  x0: number
  y0: number
  x1: number
  y1: number
  /** 1-based target page. */
  to: number
}
interface Read {
  pages: { words: Word[]; text: string; links: Link[]; width: number; height: number }[]
  /** The planner's pages as the builders made them, and the frame's margins. */
  built: number
  margins: { left: number; right: number; top: number; bottom: number }
  /** The PDF outline: each bookmark's title, its page and its children. */
  outline: Bookmark[]
}
interface Bookmark {
  title: string
  destpageposfrom1: number
  kids: Bookmark[]
}

let count = 0
async function read(document: ExportDocument): Promise<Read> {
  const model = buildExportModel(document)
  const planner = toTypstDocument(model).planner!
  const { pdf, warnings } = await compilePdf(model)
  expect(warnings).toEqual([])
  const file = join(dir, `planner-${++count}.pdf`)
  writeFileSync(file, pdf)
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 1 << 28 })
  const pages: Read['pages'] = []
  for (const line of html.split('\n')) {
    const page = /<page width="([\d.]+)" height="([\d.]+)">/.exec(line)
    if (page) pages.push({ words: [], text: '', links: [], width: Number(page[1]), height: Number(page[2]) })
    const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/.exec(line)
    if (m) {
      // Typst 0.14 puts a word joiner (U+2060) before a contents entry's page number (decision 97).
      const word = {
        text: m[5]!.replace(/&amp;/g, '&').replace(/\u2060/g, ''),
        x0: Number(m[1]),
        y0: Number(m[2]),
        x1: Number(m[3]),
        y1: Number(m[4]),
      }
      pages.at(-1)!.words.push(word)
      pages.at(-1)!.text += `${word.text} `
    }
  }
  const json = JSON.parse(execFileSync('qpdf', ['--json', file], { encoding: 'utf8', maxBuffer: 1 << 29 })) as {
    pages: { object: string }[]
    outlines: Bookmark[]
    qpdf: [unknown, Record<string, { value?: Record<string, unknown> }>]
  }
  const objects = json.qpdf[1]
  const pageOf = new Map(json.pages.map((p, i) => [p.object, i + 1]))
  json.pages.forEach((p, i) => {
    const annots = (objects[`obj:${p.object}`]?.value?.['/Annots'] as string[] | undefined) ?? []
    const height = pages[i]!.height
    for (const ref of annots) {
      const annot = objects[`obj:${ref}`]?.value as
        { '/Subtype'?: string; '/Rect': number[]; '/A'?: { '/D'?: unknown[] }; '/Dest'?: string | unknown[] } | undefined
      // Typst 0.13 wrote a GoTo action (/A /D [page …]); 0.14 a /Dest, an array or a reference to one.
      const dest = typeof annot?.['/Dest'] === 'string' ? objects[`obj:${annot['/Dest']}`]?.value : annot?.['/Dest']
      const target = (annot?.['/A']?.['/D'] ?? (Array.isArray(dest) ? dest : undefined))?.[0]
      if (annot?.['/Subtype'] !== '/Link' || typeof target !== 'string') continue
      const [a, b, c, d] = annot['/Rect'] as [number, number, number, number]
      pages[i]!.links.push({
        x0: Math.min(a, c),
        x1: Math.max(a, c),
        y0: height - Math.max(b, d),
        y1: height - Math.min(b, d),
        to: pageOf.get(target)!,
      })
    }
  })
  const g = planner.page
  const tabs = planner.digital ? 0.95 * 72 + 0.18 * 72 : 0
  return {
    pages,
    built: planner.pages.length,
    outline: json.outlines,
    margins: { left: g.inside, right: g.outside + tabs, top: g.top, bottom: g.bottom },
  }
}

const plannerDocument = (settings: Partial<ExportDocument>, sections: ExportDocument['chapters']): ExportDocument => ({
  title: 'Fit and Fed Planner',
  description: 'A fitness and meal planner.',
  productType: 'planner',
  plannerYear: 2027,
  digitalPlanner: true,
  chapters: sections,
  ...settings,
})

const calendar = (day: boolean): ExportDocument['chapters'] => [
  { title: 'Year at a glance', content: '', pageTemplate: 'year' },
  {
    title: 'Monthly calendar',
    content: `${'Plan the month on one page before it starts. '.repeat(9)}\n\n- ${'Build the habit one day at a time. '.repeat(5)}\n`,
    pageTemplate: 'month',
  },
  { title: 'Weekly spread', content: '- Three workouts', pageTemplate: 'week' },
  ...(day ? [{ title: 'Daily pages', content: '- Drink water', pageTemplate: 'day' as const }] : []),
  { title: 'Notes', content: '', pageTemplate: 'notes-lined', pageOptions: { pages: 2 } },
]

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
// The section's label, or its title where the label would only repeat it (planner.typ leaves that label out).
const isSection = (page: Read['pages'][number], caps: string) => page.text.toUpperCase().startsWith(`${caps} `)
const inside = (w: Word, l: Link) => w.x0 >= l.x0 - 1 && w.x1 <= l.x1 + 1 && w.y0 >= l.y0 - 1 && w.y1 <= l.y1 + 1

/** The page number the frame prints in the bottom margin, under the body. */
const isFolio = (page: Read['pages'][number], w: Word, bottom: number) => /^\d+$/.test(w.text) && w.y0 >= page.height - bottom
const folioOf = (page: Read['pages'][number], bottom: number) => page.words.find((w) => isFolio(page, w, bottom))?.text ?? null

/** Every week page holds seven whole days of one week: 7 weekday labels in order, each date the day after the one before. */
function expectWholeWeeks(pages: Read['pages'], weekdays: string[]) {
  const weeks = pages.filter((p) => isSection(p, 'WEEKLY SPREAD'))
  expect(weeks.length).toBeGreaterThan(3)
  for (const page of weeks) {
    // pdftotext reads a two-column week row by row: put the labels in the week's order first.
    const labels = page.words
      .flatMap((w, i) => (weekdays.includes(w.text) ? [{ name: w.text, d: Number(page.words[i - 1]!.text) }] : []))
      .sort((a, b) => weekdays.indexOf(a.name) - weekdays.indexOf(b.name))
    expect(labels.map((l) => l.name)).toEqual(weekdays)
    labels.slice(1).forEach((l, k) => expect(l.d === labels[k]!.d + 1 || (l.d === 1 && labels[k]!.d >= 28)).toBe(true))
  }
}

describe('PDF planner: a dated digital year from January, Monday first, with daily pages', () => {
  let doc: Read
  beforeAll(async () => {
    doc = await read(plannerDocument({ plannerStartMonth: 1, weekStart: 'monday' }, calendar(true)))
  }, 120_000)

  it('prints every page the builders made (about 440), no more: nothing overflows', () => {
    const first = doc.pages.findIndex((p) => isSection(p, 'YEAR AT A GLANCE'))
    expect(doc.pages.length - first).toBe(doc.built)
    expect(doc.built).toBeGreaterThan(420)
  })

  it('puts 1 March 2027 on a Monday: the daily page, the first cell under MON in March, the week of March 1 – 7', () => {
    expect(doc.pages.filter((p) => p.text.includes('Monday, March 1, 2027'))).toHaveLength(1)
    const march = doc.pages.find((p) => isSection(p, 'MONTHLY CALENDAR') && p.text.includes('March 2027'))!
    const mon = march.words.find((w) => w.text === 'MON')!
    const tue = march.words.find((w) => w.text === 'TUE')!
    const one = march.words.find((w) => w.text === '1' && w.y0 > mon.y1)!
    expect(one.x0).toBeGreaterThan(mon.x0 - (tue.x0 - mon.x0))
    expect(one.x1).toBeLessThan(tue.x0)
    expect(doc.pages.some((p) => isSection(p, 'WEEKLY SPREAD') && /March 1 – 7, 2027/.test(p.text.replace(/\s+/g, ' ')))).toBe(true)
  })

  it('bookmarks each section at its first page, and each month under the monthly calendar', () => {
    expect(doc.outline.map((b) => b.title)).toEqual(['Year at a glance', 'Monthly calendar', 'Weekly spread', 'Daily pages', 'Notes'])
    const months = doc.outline[1]!.kids
    expect(months.map((b) => b.title)).toEqual(MONTHS.map((m) => `${m} 2027`))
    for (const b of months) expect(doc.pages[b.destpageposfrom1 - 1]!.text).toContain(`MONTHLY CALENDAR ${b.title}`)
    expect(doc.pages[doc.outline[3]!.destpageposfrom1 - 1]!.text).toContain('Friday, January 1, 2027')
  })

  it('never splits a week: each weekly page holds seven whole days, Monday to Sunday', () => expectWholeWeeks(doc.pages, WEEKDAYS))

  it('links every day of every month grid to the daily page of that date', () => {
    const months = doc.pages.filter((p) => isSection(p, 'MONTHLY CALENDAR'))
    expect(months).toHaveLength(12)
    for (const [m, page] of months.entries()) {
      const mon = page.words.find((w) => w.text === 'MON')!
      const days = page.words.filter((w) => /^\d+$/.test(w.text) && w.y0 > mon.y1)
      const linked = days.flatMap((w) => page.links.filter((l) => inside(w, l)).map((l) => ({ d: Number(w.text), to: l.to })))
      expect(new Set(linked.map((l) => l.d)).size).toBe(new Date(Date.UTC(2027, m + 1, 0)).getUTCDate())
      for (const { d, to } of linked) expect(doc.pages[to - 1]!.text).toContain(`${MONTHS[m]} ${d}, 2027`)
    }
  })

  it('links every tab to its section’s or month’s first page, and a daily page back to its week and month', () => {
    const page = doc.pages.find((p) => p.text.includes('Monday, March 1, 2027'))!
    const tab = (label: string) => page.links.find((l) => page.words.some((w) => w.text === label && inside(w, l)))!
    expect(doc.pages[tab('2027').to - 1]!.text).toMatch(/^YEAR AT A GLANCE/)
    MONTHS.forEach((name) => {
      const target = doc.pages[tab(name.slice(0, 3)).to - 1]!
      expect(isSection(target, 'MONTHLY CALENDAR') && target.text.includes(`${name} 2027`)).toBe(true)
    })
    const notes = tab('Notes').to
    expect(isSection(doc.pages[notes - 1]!, 'NOTES') && !isSection(doc.pages[notes - 2]!, 'NOTES')).toBe(true)
    // No small label that only repeats the title ('NOTES' over 'Notes').
    expect(doc.pages[notes - 1]!.text).not.toMatch(/^NOTES Notes/)
    expect(doc.pages[tab('Week').to - 1]!.text.replace(/\s+/g, ' ')).toContain('March 1 – 7, 2027')
    expect(doc.pages[tab('Month').to - 1]!.text).toMatch(/^MONTHLY CALENDAR March 2027/)
  })
})

describe('PDF planner: from September, Sunday first, weekly pages without daily ones', () => {
  let doc: Read
  beforeAll(async () => {
    doc = await read(plannerDocument({ plannerStartMonth: 9, weekStart: 'sunday', plannerMonths: 2 }, calendar(false)))
  }, 60_000)

  it('starts the September grid and the first week on Sunday 29 August', () => {
    const week = doc.pages.find((p) => isSection(p, 'WEEKLY SPREAD'))!
    expect(week.text).toMatch(/^WEEKLY SPREAD August 29 – September 4, 2027/)
    const sept = doc.pages.find((p) => isSection(p, 'MONTHLY CALENDAR'))!
    const [sun, mon] = ['SUN', 'MON'].map((t) => sept.words.find((w) => w.text === t)!)
    expect(sun!.x0).toBeLessThan(mon!.x0)
  })

  it('never splits a week: Sunday to Saturday on each weekly page', () =>
    expectWholeWeeks(doc.pages, [...WEEKDAYS.slice(6), ...WEEKDAYS.slice(0, 6)]))

  it('links each day of the grid to the week page showing that date', () => {
    const sept = doc.pages.find((p) => isSection(p, 'MONTHLY CALENDAR'))!
    const sun = sept.words.find((w) => w.text === 'SUN')!
    const days = sept.words.filter((w) => /^\d+$/.test(w.text) && w.y0 > sun.y1)
    const linked = days.flatMap((w) => sept.links.filter((l) => inside(w, l)).map((l) => ({ d: w.text, to: l.to })))
    expect(new Set(linked.map((l) => l.d)).size).toBe(30)
    for (const { d, to } of linked) {
      const target = doc.pages[to - 1]!
      expect(isSection(target, 'WEEKLY SPREAD')).toBe(true)
      expect(target.words.some((w, i) => w.text === d && WEEKDAYS.includes(target.words[i + 1]?.text ?? ''))).toBe(true)
    }
  })
})

describe('PDF planner: every calendar template fits every trim', () => {
  const trims: (TrimSize | 'digital')[] = ['letter', 'a4', 'a5', '6x9', '5.5x8.5', 'digital']
  for (const trim of trims) {
    it(`${trim}: as many pages as built, every word inside the page's frame`, async () => {
      const digital = trim === 'digital'
      const sections = calendar(true).map((s) => (s.pageTemplate === 'week' ? { ...s, pageOptions: { layout: 'horizontal' as const } } : s))
      const doc = await read(
        plannerDocument({ trimSize: digital ? 'letter' : trim, digitalPlanner: digital, plannerStartMonth: 2, plannerMonths: 1 }, [
          ...sections,
          { title: 'Vertical weeks', content: '', pageTemplate: 'week' },
        ]),
      )
      const first = doc.pages.findIndex((p) => isSection(p, 'YEAR AT A GLANCE'))
      expect(doc.pages.length - first).toBe(doc.built)
      const { left, right, top, bottom } = doc.margins
      for (const page of doc.pages.slice(first)) {
        // The folio is the one word in the bottom margin (the frame's footer).
        for (const w of page.words.filter((w) => !isFolio(page, w, bottom))) {
          // Tabs sit in the right margin of the digital page, inside the page. A glyph's box may
          // reach a point or two past its origin (an italic, a 'J'): 3 pt of slack.
          expect(w.x0).toBeGreaterThanOrEqual(left - 3)
          expect(w.x1).toBeLessThanOrEqual(digital ? page.width : page.width - right + 3)
          expect(w.y0).toBeGreaterThanOrEqual(top - 3)
          expect(w.y1).toBeLessThanOrEqual(page.height - bottom + 3)
        }
      }
      // The daily page: the first hour right under SCHEDULE (no empty row between), the hours at
      // one pitch, and NOTES on the rule the fifth hour starts at, so both columns share their rules.
      const day = doc.pages.find((p) => isSection(p, 'DAILY PAGES'))!
      const schedule = day.words.find((w) => w.text === 'SCHEDULE')!
      const hours = day.words.filter((w, i) => (w.text === 'AM' || w.text === 'PM') && /^\d+$/.test(day.words[i - 1]?.text ?? ''))
      expect(hours[0]!.y0 - schedule.y1).toBeLessThan(8)
      const pitch = hours[1]!.y0 - hours[0]!.y0
      expect(pitch).toBeGreaterThanOrEqual((7 * 72) / 25.4 - 0.5)
      hours.slice(1).forEach((w, k) => expect(Math.abs(w.y0 - hours[k]!.y0 - pitch)).toBeLessThan(0.5))
      const notes = day.words.find((w) => w.text === 'NOTES')!
      expect(hours[4]!.y0 - notes.y1).toBeGreaterThan(0)
      expect(hours[4]!.y0 - notes.y1).toBeLessThan(8)
    }, 60_000)
  }
})

describe('PDF planner with a prose chapter: page numbers and the planner’s header', () => {
  const sections: ExportDocument['chapters'] = [
    { title: 'How to use this planner', content: 'Start each week on Sunday evening.\n\n- Plan meals' },
    ...calendar(false),
  ]
  const settings = { plannerMonths: 1, plannerStartMonth: 2 }

  it('in print, numbers every page from the prose chapter on, and the contents list the numbers the pages print', async () => {
    const doc = await read(plannerDocument({ ...settings, trimSize: 'a5', print: true, digitalPlanner: false }, sections))
    const bottom = doc.margins.bottom
    const start = doc.pages.findIndex((p) => p.text.includes('How to use this planner') && !p.text.includes('Contents'))
    const body = doc.pages.slice(start)
    expect(body.length).toBeGreaterThan(doc.built)
    body.forEach((page, k) => expect(folioOf(page, bottom)).toBe(String(k + 1)))
    // In print the number sits on the outside edge: right on a recto, left on a verso.
    for (const [k, page] of body.entries()) {
      const folio = page.words.find((w) => isFolio(page, w, bottom))!
      if ((start + k + 1) % 2 === 1) expect(folio.x0).toBeGreaterThan(page.width / 2)
      else expect(folio.x1).toBeLessThan(page.width / 2)
    }
    // Each contents entry: its title, the leader, the number printed on the page it opens — and no entry has a chapter number.
    const contents = doc.pages.find((p) => p.text.startsWith('Contents'))!.text
    expect(contents).not.toMatch(/\b1 How to use/)
    for (const bookmark of doc.outline) {
      const entry = new RegExp(`${bookmark.title} [. ]*(\\d+)`).exec(contents)
      expect(entry?.[1]).toBe(folioOf(doc.pages[bookmark.destpageposfrom1 - 1]!, bottom))
    }
    // The prose chapter has the planner's header: the planner's name in small caps over the title,
    // no banner with its number, no date or week fields, no running header.
    const prose = body[0]!
    expect(prose.text).toMatch(/^FIT AND FED PLANNER How to use this planner Start each week/)
    expect(prose.text).not.toMatch(/SECTION|Date|DATE|Week of|WEEK OF|NOTES/)
    expect(doc.pages.filter((p) => /^Fit and Fed Planner /.test(p.text))).toEqual([])
  }, 60_000)

  it('aligns the year at a glance: neighbouring months share their date rows, six rows of room each', async () => {
    // 2027, Monday first: May and August need six weeks, their neighbours five or four.
    const doc = await read(plannerDocument({ ...settings, trimSize: 'a5', digitalPlanner: false }, sections))
    const year = doc.pages.find((p) => isSection(p, 'YEAR AT A GLANCE'))!
    const dates = year.words.filter((w) => /^\d{1,2}$/.test(w.text) && !isFolio(year, w, doc.margins.bottom))
    expect(dates.length).toBe(365)
    // Three months to a row, four rows of months: at most six date baselines a row of months.
    const baselines = new Set(dates.map((w) => Math.round(w.y1)))
    expect(baselines.size).toBeLessThanOrEqual(4 * 6)
  }, 60_000)

  it('on the tablet, sets the prose chapter on the landscape page beside the tabs', async () => {
    const doc = await read(plannerDocument({ ...settings, digitalPlanner: true }, sections))
    const prose = doc.pages.find((p) => p.text.startsWith('FIT AND FED PLANNER How to use this planner'))!
    expect(prose.width).toBeGreaterThan(prose.height)
    expect(prose.words.some((w) => w.text === 'Feb')).toBe(true)
    expect(prose.links.length).toBeGreaterThan(0)
    expect(folioOf(prose, doc.margins.bottom)).toBe('1')
  }, 60_000)
})

describe('PDF planner, undated', () => {
  it('prints blank date cells and write-in dates, as many pages as built', async () => {
    const doc = await read(
      plannerDocument({ plannerYear: undefined, trimSize: 'a5', plannerMonths: 1, plannerStartMonth: 5 }, calendar(true)),
    )
    const first = doc.pages.findIndex((p) => isSection(p, 'YEAR AT A GLANCE'))
    expect(doc.pages.length - first).toBe(doc.built)
    const month = doc.pages.find((p) => isSection(p, 'MONTHLY CALENDAR'))!
    expect(month.text).toMatch(/^MONTHLY CALENDAR May /)
    // No date is printed in an undated grid: its cells are numbered by hand.
    expect(month.words.filter((w) => /^\d+$/.test(w.text) && !isFolio(month, w, doc.margins.bottom))).toEqual([])
    expect(doc.pages.find((p) => isSection(p, 'WEEKLY SPREAD'))!.text).toContain('Week of')
    expect(doc.pages.find((p) => isSection(p, 'DAILY PAGES'))!.text).toMatch(/^DAILY PAGES .*Date/)
  }, 60_000)
})

describe('PDF planner in print, fillable', () => {
  it('keeps the dated pages on the trim with a binding margin, no links, and still fits with its lines as fields', async () => {
    const doc = await read(
      plannerDocument({ trimSize: 'a5', print: true, fillable: true, digitalPlanner: false, plannerMonths: 1 }, calendar(true)),
    )
    const first = doc.pages.findIndex((p) => isSection(p, 'YEAR AT A GLANCE'))
    expect(doc.pages.length - first).toBe(doc.built)
    expect(doc.pages.slice(first).every((p) => p.links.length === 0)).toBe(true)
    expect(doc.margins.left).toBeGreaterThan(doc.margins.right)
  }, 60_000)
})

describe('PDF planner on screen, not digital', () => {
  it('links the month grid’s days to their pages on the trim, with no tabs and no Week/Month buttons', async () => {
    const doc = await read(plannerDocument({ trimSize: 'letter', digitalPlanner: false, plannerMonths: 1 }, calendar(true)))
    const month = doc.pages.find((p) => isSection(p, 'MONTHLY CALENDAR'))!
    const days = month.words.filter((w) => /^\d+$/.test(w.text))
    const linked = days.filter((w) => month.links.some((l) => inside(w, l)))
    expect(linked.length).toBe(31)
    const daily = doc.pages.filter((p) => isSection(p, 'DAILY PAGES'))
    expect(daily.length).toBe(31)
    // The buttons are the digital planner's: on a page that may be printed they would mean nothing.
    expect(daily.every((p) => !p.words.some((w) => w.text === 'Month' || w.text === 'Week'))).toBe(true)
  }, 60_000)
})

describe('page preview of a planner section', () => {
  it('lays out one section of a digital planner alone, its links to pages it has not drawn left out', async () => {
    const model = buildExportModel(plannerDocument({ plannerStartMonth: 3, plannerMonths: 1 }, calendar(true)))
    const preview = await renderPages(model, { kind: 'chapter', index: 1 })
    expect(preview.pageCount).toBe(1)
    expect(preview.pageSize.width).toBeGreaterThan(preview.pageSize.height)
  }, 60_000)
})
