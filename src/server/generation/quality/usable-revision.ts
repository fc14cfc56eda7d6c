/** The heading lines of a Markdown text, code blocks left out: its structure. */
function headings(text: string): string[] {
  let inCode = false
  const out: string[] = []
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inCode = !inCode
    else if (!inCode && /^#{1,6}\s/.test(line)) out.push(line.trim())
  }
  return out
}

/**
 * A targeted revision changes a few sentences, so the chapter after it must look like the same
 * chapter: every heading kept, in order, and about the same length (sentences may be dropped, not
 * the bulk of the chapter, and nothing added at length). Splicing keeps the headings already; the
 * check stays as the last guard before the text is stored.
 */
export const REVISION_LENGTH = { min: 0.6, max: 1.25 } as const

export function usableRevision(original: string, revised: string): boolean {
  const ratio = revised.trim().length / Math.max(1, original.trim().length)
  if (ratio < REVISION_LENGTH.min || ratio > REVISION_LENGTH.max) return false
  const want = headings(original)
  const got = headings(revised)
  return want.length === got.length && want.every((h, i) => h === got[i]) && revised.trim() !== (want[0] ?? '')
}
