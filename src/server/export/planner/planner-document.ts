import { DIGITAL_PLANNER_PAGE, type PageTemplate } from '@core/planner.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import { paletteFrom } from '../cover/cover-palette.ts'
import { mix, readableOn, toHex } from '../cover/contrast.ts'
import type { ExportModel } from '../export-model.ts'
import { themeAccent } from '../themes.ts'
import { calendarBuilders, fallbackBuilder } from './builders.ts'
import { checklistBuilders } from './checklist-pages.ts'
import { goalBuilders } from './goal-pages.ts'
import { notesBuilders } from './notes-pages.ts'
import { frameBody, type PagesContext } from './page-parts.ts'
import { trackerBuilders } from './tracker-pages.ts'
import { monthName, plannerMonths, weekdayNames, weekStartOf } from './calendar.ts'
import { plannerWords, type PlannerWords } from './planner-words.ts'
import type { PageBuilder, PlannerContext, PlannerPage, PlannerSection } from './planner-types.ts'
import { sectionContent } from './section-content.ts'

/**
 * The registry of page builders by template: one spread per file of builders. A template with
 * none yet falls back to lined notes pages (builders.ts).
 */
export const PAGE_BUILDERS: Partial<Record<PageTemplate, PageBuilder>> = {
  ...calendarBuilders,
  ...trackerBuilders,
  ...goalBuilders,
  ...notesBuilders,
  ...checklistBuilders,
}

/** A side tab of the digital planner: its label and the page it opens. */
export interface PlannerTab {
  label: string
  to: string
}

/** What planner.typ reads from `doc.planner`: the pages in document order and what frames them. */
export interface PlannerDocument {
  digital: boolean
  /** Write-in lines and tick boxes are recorded as fields (planner-fields.typ) only for a fillable PDF: the marks cost layout time. */
  fillable: boolean
  /** The page in points: the trim portrait, or the digital planner's landscape page. */
  page: { width: number; height: number; inside: number; outside: number; top: number; bottom: number; scale: number }
  /** The interior's colours, from the cover's palette (cover-palette.ts), so the cover and pages match. */
  colors: { accent: string; deep: string; tint: string; line: string; tabs: TabColors }
  weekdays: string[]
  weekdaysShort: string[]
  words: PlannerWords
  /** Side tabs (digital only): the year, each month, then one per other section. */
  tabs: PlannerTab[]
  /** By chapter index (as a string key): the section's title and the id of its first page. */
  sections: Record<string, { title: string; first: string | null }>
  pages: (PlannerPage & { tab: number | null })[]
}

/**
 * The digital planner's side tabs: a tint of the accent that stands out from the page (the paper
 * tint is nearly white and left the tabs pale on cream), the label the deep accent; the open tab
 * the accent itself. Each label reaches WCAG's 4.5:1 on its fill, whatever the accent.
 */
export interface TabColors {
  fill: string
  ink: string
  onFill: string
  onInk: string
}

export function tabColors(palette: { base: string; deep: string }): TabColors {
  const fill = toHex(mix(palette.base, '#ffffff', 0.84))
  return { fill, ink: readableOn(palette.deep, fill), onFill: palette.base, onInk: readableOn('#ffffff', palette.base) }
}

/** The page the Typst frame draws for planner pages: the trim's, with margins of its own (a planner writes nearly to the edge). */
export function plannerPage(trim: { width: number; height: number; scale: number }, digital: boolean, print: boolean) {
  const inch = 72
  if (digital) {
    const width = DIGITAL_PLANNER_PAGE.widthIn * inch
    const height = DIGITAL_PLANNER_PAGE.heightIn * inch
    return { width, height, inside: 0.45 * inch, outside: 0.45 * inch, top: 0.4 * inch, bottom: 0.4 * inch, scale: 1.1 }
  }
  const s = trim.scale
  const side = Math.max(0.42 * inch, 0.55 * inch * s)
  // In print the binding side is wider, so a spiral or a perfect binding takes no write-in room.
  return {
    width: trim.width,
    height: trim.height,
    inside: print ? Math.max(0.6 * inch, 0.75 * inch * s) : side,
    outside: side,
    top: Math.max(0.4 * inch, 0.5 * inch * s),
    bottom: Math.max(0.4 * inch, 0.5 * inch * s),
    scale: s,
  }
}

/** The sections of a model: its chapters with a page template. */
export function plannerSections(model: ExportModel): PlannerSection[] {
  return model.chapters.flatMap((chapter, index) =>
    chapter.page ? [sectionContent(chapter.tree, index, chapter.title, chapter.page.template, chapter.page.options)] : [],
  )
}

export function plannerContext(model: ExportModel): PlannerContext {
  const settings = model.publishing.planner
  const language = model.publishing.language
  return {
    year: settings.year,
    startMonth: settings.startMonth,
    months: plannerMonths(settings.year, settings.startMonth, settings.months, settings.weekStart, language),
    weekStart: settings.weekStart,
    weekdays: weekdayNames(settings.weekStart, language),
    language,
    digital: settings.digital,
    fillable: settings.fillable,
  }
}

const DATED = /^(day|week|month)-(\d{4})-(\d{2})(?:-(\d{2}))?$/

/**
 * Where a link to `id` lands: the page itself, else the nearest page the planner has — a day's
 * week, then its month; a month's first week, then its first day; null when there is none.
 */
function resolver(ids: Set<string>, context: PlannerContext): (id: string) => string | null {
  const first = context.months[0]
  const spanStart = first?.year != null ? `${first.year}-${String(first.month).padStart(2, '0')}-01` : null
  const candidates = (id: string): string[] => {
    const m = DATED.exec(id)
    if (m) {
      const [, kind, y, mo, d] = m
      if (kind === 'day') {
        const iso = `${y}-${mo}-${d}`
        return [id, `week-${weekStartOf(iso, context.weekStart)}`, `month-${y}-${mo}`]
      }
      if (kind === 'week') {
        const iso = `${y}-${mo}-${d}`
        const inSpan = spanStart && iso < spanStart ? spanStart : iso
        return [id, `month-${inSpan.slice(0, 7)}`]
      }
      const firstDay = `${y}-${mo}-01`
      return [id, `week-${weekStartOf(firstDay, context.weekStart)}`, `day-${firstDay}`]
    }
    const undated = /^(day|week|month)-(\d+)$/.exec(id)
    if (undated) {
      const n = Number(undated[2])
      if (undated[1] === 'day') return [id, `week-${Math.ceil(n / 7)}`]
      if (undated[1] === 'month') return [id, `week-${Math.floor(((n - 1) * 52) / 12) + 1}`]
    }
    return [id]
  }
  return (id) => candidates(id).find((c) => ids.has(c)) ?? null
}

/**
 * Every link of a page's data resolved to a page id or null: `to` (a grid's day) to the nearest page
 * the planner has, `toX` (`toWeek`, `toMonth`, `toDay`: a button or a label) to that page only.
 */
function resolveLinks(value: unknown, resolve: (id: string) => string | null, exact: (id: string) => string | null): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveLinks(v, resolve, exact))
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && key === 'to') out[key] = resolve(v)
    else if (typeof v === 'string' && /^to[A-Z]/.test(key)) out[key] = exact(v)
    else out[key] = resolveLinks(v, resolve, exact)
  }
  return out
}

const shortLabel = (title: string) => (title.length <= 14 ? title : `${title.slice(0, 12).trimEnd()}…`)

/**
 * The planner's pages for the Typst template, or null when no chapter has a template (such a
 * planner prints its chapters as worksheets, as before). Links (`to`, `toWeek`, `toMonth`) are kept in
 * every PDF but a print interior; tabs only in the digital planner.
 */
export function plannerDocument(model: ExportModel, trim: { width: number; height: number; scale: number }): PlannerDocument | null {
  const sections = plannerSections(model)
  if (sections.length === 0) return null
  const context = plannerContext(model)
  const { digital } = context
  const page = plannerPage(trim, digital, model.publishing.print)
  // The builders that paginate (checklists, goals, trackers) measure against the body the frame leaves.
  const withBody: PagesContext = { ...context, body: frameBody(page, digital) }
  const seen = new Set<string>()
  const built = sections.map((section) => {
    const builder = PAGE_BUILDERS[section.template] ?? fallbackBuilder
    // A template repeated in two sections (two monthly calendars) keeps its ids unique: links go to the first.
    return builder(section, withBody).map((page) => {
      const id = seen.has(page.id) ? `${page.id}-s${section.index}` : page.id
      seen.add(id)
      return { ...page, id }
    })
  })
  const resolve = resolver(seen, context)
  const firstOf = (i: number) => built[i]?.[0]?.id ?? null

  const words = plannerWords(context.language)
  const tabs: PlannerTab[] = []
  const tabOfSection = new Map<number, number>()
  const monthTab = new Map<string, number>()
  if (digital) {
    const calendar = sections.findIndex((s) => PAGE_TEMPLATE_INFO[s.template].repeats === 'calendar' && s.template !== 'habits')
    const yearSection = sections.findIndex((s) => s.template === 'year')
    if (yearSection >= 0 && firstOf(yearSection)) {
      tabOfSection.set(sections[yearSection]!.index, tabs.length)
      tabs.push({
        label: context.year === null ? words.year : String(context.year),
        to: firstOf(yearSection)!,
      })
    }
    if (calendar >= 0) {
      context.months.forEach((m, i) => {
        const id = m.year === null ? `month-${i + 1}` : `month-${m.year}-${String(m.month).padStart(2, '0')}`
        const to = resolve(id)
        if (!to) return
        monthTab.set(id, tabs.length)
        tabs.push({ label: monthName(m.month, null, context.language, 'short').replace(/\.$/, ''), to })
      })
    }
    sections.forEach((s, i) => {
      if (s.template === 'year' || ['month', 'week', 'day'].includes(s.template) || !firstOf(i)) return
      tabOfSection.set(s.index, tabs.length)
      tabs.push({ label: shortLabel(s.title), to: firstOf(i)! })
    })
  }

  // A dated page's tab is its month's; any other page's, its section's.
  const tabFor = (page: PlannerPage): number | null => {
    if (!digital) return null
    const m = /^(?:month|week|day)-(\d{4}-\d{2})/.exec(page.id)
    const undated = /^(month|week|day)-(\d+)$/.exec(page.id)
    let month: string | null = null
    if (m) month = page.template === 'week' && typeof page['toMonth'] === 'string' ? page['toMonth'] : `month-${m[1]}`
    else if (undated) {
      // An undated week or day belongs to the month its place in the year falls in.
      const n = Number(undated[2])
      const week = undated[1] === 'day' ? Math.ceil(n / 7) : n
      month = `month-${undated[1] === 'month' ? n : Math.min(context.months.length, Math.floor(((week - 1) * 12) / 52) + 1)}`
    }
    const tab = month === null ? undefined : monthTab.get(month)
    return tab ?? tabOfSection.get(page.section) ?? null
  }
  const noLink = () => null
  // Links in every PDF read on a screen (a printable is viewed before it is printed, and a buyer
  // may never print it); only a print interior for the press has none. Tabs and the Week/Month
  // buttons are the digital planner's alone (planner.typ).
  const linked = digital || !model.publishing.print
  const exact = (id: string) => (seen.has(id) ? id : null)
  const pages = built
    .flat()
    .map((page) => ({ ...(resolveLinks(page, linked ? resolve : noLink, linked ? exact : noLink) as PlannerPage), tab: tabFor(page) }))

  const accent = paletteFrom(themeAccent(model.publishing.theme, model.productType))
  return {
    digital,
    fillable: context.fillable,
    page,
    colors: { accent: accent.base, deep: accent.deep, tint: accent.paper, line: accent.line, tabs: tabColors(accent) },
    weekdays: context.weekdays,
    weekdaysShort: weekdayNames(context.weekStart, context.language, 'short'),
    words,
    tabs,
    sections: Object.fromEntries(sections.map((s, i) => [String(s.index), { title: s.title, first: firstOf(i) }])),
    pages,
  }
}
