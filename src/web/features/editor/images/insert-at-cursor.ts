/** The text with `snippet` in place of the selection, and where the cursor goes after it. */
export interface Inserted {
  text: string
  cursor: number
}

/**
 * Puts an image's Markdown where the cursor is (or over the selection) as a paragraph of its own:
 * blank lines are added where the neighbouring text needs them, so the export shows it as a figure.
 */
export function insertBlock(text: string, start: number, end: number, snippet: string): Inserted {
  const before = text.slice(0, start)
  const after = text.slice(end)
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n'
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n'
  const inserted = `${lead}${snippet}${trail}`
  return { text: `${before}${inserted}${after}`, cursor: before.length + lead.length + snippet.length }
}

/** The first file of a paste or drop that says it is an image; the server still checks its bytes. */
export function imageFileOf(data: DataTransfer | null): File | null {
  if (!data) return null
  return [...data.files].find((file) => file.type.startsWith('image/')) ?? null
}
