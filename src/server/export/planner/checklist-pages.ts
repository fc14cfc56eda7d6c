import type { PageTemplate } from '@core/planner.ts'
import type { PageBuilder, PlannerSection, SectionItem } from './planner-types.ts'
import { type BodySize, bodyOf, numbered, type PagesContext, typeSize, WORDS, WRITE_IN } from './page-parts.ts'

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

function numberedItems(section: PlannerSection): { title: string | null; items: ChecklistItem[] }[] {
  let n = 0
  const groups = section.groups.length > 0 ? section.groups : [{ title: null, items: section.items }]
  return groups
    .map((group) => ({
      title: group.title,
      items: group.items.map((item: SectionItem) => ({ n: ++n, text: item.text, note: item.note, checked: item.checked === true })),
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
  room: number,
  firstRoom: number,
  heading: number,
  itemHeight: (item: ChecklistItem) => number,
): ChecklistGroup[][] {
  const pages: ChecklistGroup[][] = [[]]
  let left = firstRoom
  for (const group of groups) {
    let current: ChecklistGroup | null = null
    for (const item of group.items) {
      const need = itemHeight(item)
      const head = current === null && group.title !== null ? heading : 0
      if (need + head > left && pages.at(-1)!.length > 0) {
        pages.push([])
        left = room
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

const checklistLabels = { dueBy: WORDS.dueBy, continued: WORDS.continued, done: WORDS.done }

/** The multi-page checklist's measures, shared with the Typst body through the page's data. */
export function checklistMeasures(body: BodySize) {
  const size = typeSize(body)
  const box = 2 * size
  const due = Math.min(7 * size, body.width * 0.22)
  return { size, box, due, text: body.width - box - due - size }
}

const checklist: PageBuilder = (section, context: PagesContext) => {
  const body = bodyOf(context)
  const { size, text } = checklistMeasures(body)
  // A line of text is about 0.75 em tall (Typst sets it from cap height to baseline), each further
  // line adds the leading; the row's padding is 0.85 em, and it is never less than a write-in row.
  const lineBlock = (lines: number) => 0.75 + 1.15 * (lines - 1)
  const itemHeight = (item: ChecklistItem) =>
    Math.max(
      WRITE_IN,
      (0.85 +
        lineBlock(linesOf(item.text, text, size)) +
        (item.note ? 0.45 + 0.84 * lineBlock(linesOf(item.note, text, size * 0.84)) : 0)) *
        size,
    ) + 1
  const heading = 2.7 * size
  // The column heads ('Due by') and a margin for what the estimate cannot see.
  const room = body.height * 0.97 - 2.2 * size
  const pages = paginate(numberedItems(section), room, room - introHeight(section, body.width, size), heading, itemHeight)
  return numbered(
    section,
    context,
    pages.map((groups) => ({ title: section.title, data: { groups, due: true, labels: checklistLabels } })),
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
  const pages = paginate(numberedItems(section), room, room - introHeight(section, body.width, size) * columns, heading, itemHeight)
  return numbered(
    section,
    context,
    pages.map((groups) => ({ title: section.title, data: { groups, columns, floor: CHEAT_SHEET_FLOOR, labels: checklistLabels } })),
  )
}

export const checklistBuilders: Partial<Record<PageTemplate, PageBuilder>> = {
  checklist,
  'cheat-sheet': cheatSheet,
}
