import { type ChapterRemoval, MAX_CHAPTER_REMOVALS } from './generation-schemas.ts'

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

/** The newest removals that fit the limits, in their order. */
export function boundRemovals(removals: readonly ChapterRemoval[]): ChapterRemoval[] {
  const kept: ChapterRemoval[] = []
  let chars = 0
  for (let i = removals.length - 1; i >= 0 && kept.length < MAX_CHAPTER_REMOVALS; i--) {
    const removal = removals[i] as ChapterRemoval
    const text = boundText(removal.text)
    if (chars + text.length > MAX_REMOVALS_CHARS) break
    chars += text.length
    kept.unshift(text === removal.text ? removal : { ...removal, text })
  }
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
