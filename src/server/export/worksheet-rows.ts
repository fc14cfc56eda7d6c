import type { ListItem, Table } from 'mdast'
import { toString as mdastText } from 'mdast-util-to-string'
import { blankRowsFor, type ExportLayout } from './html/export-layout.ts'

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/** Monday to Sunday in a language, as Intl names them (1 January 2024 was a Monday). */
function weekdays(language: string): string[] {
  const format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
}

/** The weekday names a table's first column runs through from Monday, in the book's language or English; null when it doesn't. */
function weekdayColumn(table: Table, language: string): string[] | null {
  const labels = table.children.slice(1).map((row) => fold(mdastText(row.children[0])))
  if (labels.length === 0) return null
  for (const names of [weekdays(language), weekdays('en')]) {
    if (labels.every((label, i) => label === fold(names[i] ?? ''))) return names
  }
  return null
}

/**
 * The first-column labels of the blank rows a worksheet table gets to write in: a schedule whose
 * rows name the days from Monday goes on to Sunday (a full week gets none), with the day names
 * in the first column; any other table gets the layout's unlabelled rows ('').
 */
export function blankRowLabels(table: Table, layout: ExportLayout, language: string): string[] {
  const count = blankRowsFor(table, layout)
  if (count === 0) return []
  const week = weekdayColumn(table, language)
  if (!week) return Array.from({ length: count }, () => '')
  return week.slice(table.children.length - 1).map((day) => day.charAt(0).toLocaleUpperCase(language) + day.slice(1))
}

type Row = Table['children'][number]
type Cell = Row['children'][number]

const isEmptyCell = (cell: Cell | undefined) => !cell || mdastText(cell).trim() === ''

/** A worksheet column left empty in most of its rows is there to be written in: it gets the room of a long text. */
const WRITE_IN_WEIGHT = 24

/**
 * Column widths in proportion to their longest text, within limits (relative weights; DOCX
 * turns them into twips, the PDF into fractions): a "Step" column of numbers stays narrow, a
 * description gets the room, and an empty column (to fill in) still has space to write.
 */
export function columnWeights(table: Table, columns: number, worksheet: boolean): number[] {
  const body = table.children.slice(1)
  return Array.from({ length: columns }, (_, i) => {
    const longest = Math.max(0, ...table.children.map((row) => mdastText(row.children[i]).length))
    const writeIn = worksheet && body.length > 0 && body.filter((row) => isEmptyCell(row.children[i])).length * 2 >= body.length
    // A column's longest word must fit on its line ('Wednesday' broke as 'Wednes-day' beside write-in columns).
    const words = table.children.flatMap((row) => mdastText(row.children[i]).split(/\s+/))
    const longestWord = Math.max(0, ...words.map((word) => word.length))
    return writeIn ? Math.max(WRITE_IN_WEIGHT, longest) : Math.min(40, Math.max(8, longest, Math.ceil(longestWord * 1.4)))
  })
}

/** A worksheet row with a cell left to fill in (a schedule's slots): it is given the height to write in. */
export function isWriteInRow(row: Row, columns: number): boolean {
  return Array.from({ length: columns }, (_, i) => row.children[i]).some(isEmptyCell)
}

/**
 * An item left empty to be filled in: '- [ ] ' with nothing after the box (Markdown reads it as
 * the text '[ ]') or a bare '-'. On a worksheet it gets a line to write on; `checked` is null for
 * a bare item, else whether its box is ticked.
 */
export function emptyItem(item: ListItem): { checked: boolean | null } | null {
  if (item.children.length === 0) return { checked: null }
  const text = item.children.length === 1 && item.children[0]?.type === 'paragraph' ? mdastText(item.children[0]).trim() : null
  if (text === '[ ]') return { checked: false }
  return text === '[x]' || text === '[X]' ? { checked: true } : null
}
