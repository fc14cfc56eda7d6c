import type { Table } from 'mdast'
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
