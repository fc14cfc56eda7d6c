/**
 * CSV as RFC 4180 writes it (CRLF line ends, a field with a comma, quote or line break quoted and
 * its quotes doubled), safe to open in a spreadsheet: a text cell a spreadsheet would read as a
 * formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP's
 * advice), since an address like `=HYPERLINK(…)@x.com` is a stranger's input. Numbers are written
 * as they are: a refund's -5 is a number, not a formula. The one writer of selling's exports.
 */
export type CsvCell = string | number | null | undefined

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return String(value)
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map(csvRow).join('')
}
