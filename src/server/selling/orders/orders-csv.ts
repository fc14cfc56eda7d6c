/**
 * CSV as RFC 4180 writes it (CRLF rows, fields quoted when they hold a comma, a quote or a line
 * break, quotes doubled), with the spreadsheet guard OWASP recommends: a text cell that starts
 * with = + - @ (or a tab or carriage return) would run as a formula when opened, so it gets a
 * leading apostrophe. A buyer's e-mail address is typed by a stranger; a product title by the creator.
 */
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | null

export function csvCell(value: CsvCell): string {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`
