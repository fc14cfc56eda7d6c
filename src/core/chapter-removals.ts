import type { ChapterRemoval } from './generation-schemas.ts'

/** Removals kept per chapter; older ones drop off first. Here rather than with the schemas: the editor uses it without zod (decision 111). */
export const MAX_CHAPTER_REMOVALS = 20

/**
 * Text taken out of a chapter and offered back (issue 26, decision 79). Kept small on purpose: a
 * project document has a byte limit, so one removal keeps at most MAX_REMOVAL_CHARS of its text
 * (a run-on is cut at a paragraph end) and a chapter at most MAX_REMOVALS_CHARS of removed text
 * and MAX_CHAPTER_REMOVALS records; the oldest go first.
 */
export const MAX_REMOVAL_CHARS = 4000
export const MAX_REMOVALS_CHARS = 8000

function boundText(text: string): string {
  if (text.length <= MAX_REMOVAL_CHARS) return text
  const cut = text.slice(0, MAX_REMOVAL_CHARS)
  const paragraph = cut.lastIndexOf('\n\n')
  return (paragraph > MAX_REMOVAL_CHARS / 2 ? cut.slice(0, paragraph) : cut).trimEnd()
}

/**
 * The newest removals that fit the limits, in their order, one per id (a later record of the same
 * text replaces an earlier one: a quality pass run again on an unchanged sentence). What does not
 * fit goes to `onDropped`, so the server can say so: nothing leaves a chapter silently.
 */
export function boundRemovals(
  removals: readonly ChapterRemoval[],
  onDropped?: (dropped: { count: number; chars: number }) => void,
): ChapterRemoval[] {
  const kept: ChapterRemoval[] = []
  const seen = new Set<string>()
  let chars = 0
  let dropped = { count: 0, chars: 0 }
  for (let i = removals.length - 1; i >= 0; i--) {
    const removal = removals[i] as ChapterRemoval
    if (seen.has(removal.id)) continue
    seen.add(removal.id)
    const text = boundText(removal.text)
    const lost = removal.text.length - text.length
    if (kept.length >= MAX_CHAPTER_REMOVALS || chars + text.length > MAX_REMOVALS_CHARS) {
      dropped = { count: dropped.count + 1, chars: dropped.chars + removal.text.length }
      continue
    }
    if (lost > 0) dropped = { count: dropped.count, chars: dropped.chars + lost }
    chars += text.length
    kept.unshift(text === removal.text ? removal : { ...removal, text })
  }
  if (dropped.chars > 0 || dropped.count > 0) onDropped?.(dropped)
  return kept
}

/**
 * The chapter with the removed text back where it stood: just after `before` (its last
 * occurrence whole, else its last 60 characters, as the chapter may have been edited since), or
 * at the end when neither is found. Text that was its own paragraph stays one.
 */
export function restoreRemovalText(content: string, removal: Pick<ChapterRemoval, 'text' | 'before'>): string {
  const at = placeOf(content, removal.before)
  if (at < 0) {
    const body = content.trimEnd()
    return body === '' ? removal.text.trim() : `${body}\n\n${removal.text.trimStart()}`
  }
  const head = content.slice(0, at)
  return head + (head.trim() === '' ? removal.text.trimStart() : removal.text) + content.slice(at)
}

function placeOf(content: string, before: string): number {
  const anchor = before.trimEnd()
  if (anchor === '') return 0
  for (const probe of [anchor, anchor.slice(-60)]) {
    const found = content.lastIndexOf(probe)
    if (found >= 0) return found + probe.length
  }
  return -1
}
