/** KB as 1024 bytes, matching how the JS budget (bench/web-options.ts) is defined. */
export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`
}

export function ms(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`
}

export function mark(pass: boolean): string {
  return pass ? '✓' : '✗'
}

/** Left-aligns the first column and right-aligns the rest, so numbers line up by their units. */
export function table(rows: string[][], indent = '  '): string {
  const widths: number[] = []
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)))
  return rows
    .map(
      (row) =>
        indent +
        row
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
          .join('  ')
          .trimEnd(),
    )
    .join('\n')
}
