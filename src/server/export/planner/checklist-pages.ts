import type { PageTemplate } from '@core/planner.ts'
import type { PageBuilder, PlannerSection, SectionItem } from './planner-types.ts'
import { curlyQuotes, quoteMarks } from '../quote-marks.ts'
import { type BodySize, bodyOf, numbered, type PagesContext, PT_PER_MM, pageWords, typeSize } from './page-parts.ts'

/**
 * Checklist pages (issue 28). 'checklist' runs over as many pages as its items need: each phase (a
 * `###` group) a headed block, each item a tick box, its text and note, and a 'Due by' line; an
 * item never splits, a heading never ends a page, and a phase that goes on repeats its heading
 * '(continued)'. 'cheat-sheet' puts everything on one page in two or three columns, the type
 * shrinking to fit down to a floor; what would not fit even there goes on to another page rather
 * than running past the frame. Heights are estimated here, conservatively, from the body's size:
 * each page is one physical page, and the Typst body (planner-checklist.typ) can only shrink.
 */

export interface ChecklistItem {
  /** The item's number in the section, from 1: its fields' names follow it. */
  n: number
  text: string
  note: string | null
  checked: boolean
}

export interface ChecklistGroup {
  title: string | null
  /** A phase carried over from the page before: its heading says '(continued)'. */
  continued: boolean
  items: ChecklistItem[]
}

/** A character's width against the type size: generous for the themes' serif and sans faces. */
const CHAR = 0.47
const LEADING = 1.32

const linesOf = (text: string, width: number, size: number) => Math.max(1, Math.ceil((text.length * CHAR * size) / Math.max(width, 1)))

/** A checklist with no items yet prints this many rows to write one's own in. */
const BLANK_ROWS = 16

/**
 * The section's items numbered, with the curly quotes the rest of the book prints (quote-marks.ts):
 * the bodies print these as strings, which Typst's smartquote does not touch.
 */
function numberedItems(section: PlannerSection, language: string): { title: string | null; items: ChecklistItem[] }[] {
  let n = 0
  const marks = quoteMarks(language)
  const curl = (text: string) => curlyQuotes(text, marks)
  const blank = Array.from({ length: BLANK_ROWS }, (): SectionItem => ({ text: '', note: null, checked: null }))
  const groups = section.items.length > 0 ? section.groups : [{ title: null, items: blank }]
  return groups
    .map((group) => ({
      title: group.title === null ? null : curl(group.title),
      items: group.items.map((item: SectionItem) => ({
        n: ++n,
        text: curl(item.text),
        note: item.note === null ? null : curl(item.note),
        checked: item.checked === true,
      })),
    }))
    .filter((group) => group.items.length > 0)
}

const introHeight = (section: PlannerSection, width: number, size: number) =>
  section.intro.length > 0 ? (linesOf(section.intro.join(' '), width, size * 0.9) * LEADING + 1.2) * size * 0.9 + size : 0

/**
 * Fills pages with `groups`, each page `room` tall (the first less its introduction): a heading
 * goes only where its first item fits after it.
 */
function paginate(
  groups: { title: string | null; items: ChecklistItem[] }[],
  room: (index: number) => number,
  heading: number,
  itemHeight: (item: ChecklistItem) => number,
): ChecklistGroup[][] {
  const pages: ChecklistGroup[][] = [[]]
  let left = room(0)
  for (const group of groups) {
    let current: ChecklistGroup | null = null
    for (const item of group.items) {
      const need = itemHeight(item)
      const head = current === null && group.title !== null ? heading : 0
      if (need + head > left && pages.at(-1)!.length > 0) {
        pages.push([])
        left = room(pages.length - 1)
        current = null
      }
      if (current === null) {
        const continued = group.items[0] !== item
        current = { title: group.title, continued, items: [] }
        pages.at(-1)!.push(current)
        left -= group.title !== null ? heading : 0
      }
      current.items.push(item)
      left -= need
    }
  }
  return pages
}

const checklistLabels = (context: PagesContext) => {
  const w = pageWords(context.language)
  return { dueBy: w.dueBy, continued: w.continued, done: w.done, notes: w.notes }
}

/** A landscape body (the tablet page) sets a checklist in two columns: one would leave rows mostly empty. */
const COLUMN_GAP = 18
const checklistColumns = (body: BodySize) => (body.width > body.height * 1.15 ? 2 : 1)

/**
 * A checklist's type on paper: larger than the planner pages' (items are read at arm's length,
 * ticked with a pen), 11 pt at Letter's width and never under 9.5 pt on the smallest trims. The
 * tablet's landscape page, read on screen in two narrower columns, keeps the planner's size.
 */
export const checklistSize = (body: BodySize): number =>
  checklistColumns(body) > 1 ? typeSize(body) : Math.round(Math.min(11, Math.max(9.5, body.width / 48)) * 2) / 2

/** A checklist row's least height: a tick box and a 'Due by' line with room around them. */
export const CHECKLIST_ROW_MM = 8.5

/** The multi-page checklist's measures: type size, and the text's width in a column. */
export function checklistMeasures(body: BodySize) {
  const size = checklistSize(body)
  const columns = checklistColumns(body)
  const width = (body.width - COLUMN_GAP * (columns - 1)) / columns
  const box = 2 * size
  const due = Math.min(7 * size, width * 0.22)
  return { size, columns, width, text: width - box - due - size }
}

const chunk = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

const checklist: PageBuilder = (section, context: PagesContext) => {
  const body = bodyOf(context)
  const { size, columns, text } = checklistMeasures(body)
  // A line of text is about 0.68 em tall (Typst sets it from cap height to baseline), each further
  // line adds the leading; the row's padding is 0.85 em, and it is never less than a write-in row.
  const lineBlock = (lines: number) => 0.68 + 1.12 * (lines - 1)
  const itemHeight = (item: ChecklistItem) =>
    Math.max(
      CHECKLIST_ROW_MM * PT_PER_MM,
      (0.85 + lineBlock(linesOf(item.text, text, size)) + (item.note ? 0.4 + 0.84 * lineBlock(linesOf(item.note, text, size * 0.84)) : 0)) *
        size,
    ) + 0.3
  const heading = 2.45 * size
  // The column heads ('Due by') and a margin for what the estimate cannot see.
  const room = body.height * 0.985 - 2.2 * size
  const intro = introHeight(section, body.width, size)
  // Columns are filled in turn; the first page's columns start under the introduction.
  const filled = paginate(numberedItems(section, context.language), (i) => (i < columns ? room - intro : room), heading, itemHeight)
  return numbered(
    section,
    context,
    chunk(filled, columns).map((cols, i, all) => ({
      title: section.title,
      // The last page keeps what its items leave for notes.
      data: { columns: cols, due: true, last: i === all.length - 1, size, labels: checklistLabels(context) },
    })),
  )
}

/** The cheat sheet's type: from the body's size down to this floor, never smaller. */
export const CHEAT_SHEET_FLOOR = 7

const cheatSheet: PageBuilder = (section, context: PagesContext) => {
  const body = bodyOf(context)
  const columns = body.width >= 480 ? 3 : 2
  const gap = 12
  const width = (body.width - gap * (columns - 1)) / columns - 1.6 * CHEAT_SHEET_FLOOR
  const size = CHEAT_SHEET_FLOOR
  const itemHeight = (item: ChecklistItem) =>
    (linesOf(item.note ? `${item.text} — ${item.note}` : item.text, width, size) * LEADING + 0.55) * size
  const heading = 2.6 * size
  // Columns break only between items, so a column may end short of the foot: count on 85 %.
  const room = body.height * columns * 0.85
  const intro = introHeight(section, body.width, size) * columns
  const pages = paginate(numberedItems(section, context.language), (i) => (i === 0 ? room - intro : room), heading, itemHeight)
  return numbered(
    section,
    context,
    pages.map((groups) => ({
      title: section.title,
      // Its type grows to fill the page up to the checklist's size (`top`), never past it.
      data: { groups, columns, floor: CHEAT_SHEET_FLOOR, top: checklistSize(body), labels: checklistLabels(context) },
    })),
  )
}

export const checklistBuilders: Partial<Record<PageTemplate, PageBuilder>> = {
  checklist,
  'cheat-sheet': cheatSheet,
}
