import { type ChangeObject, diffLines, diffWordsWithSpace } from 'diff'

/** A piece of a line; `changed` marks the words that differ inside a changed line. */
export interface DiffPart {
  text: string
  changed: boolean
}

export type DiffRow = { kind: 'same' | 'removed' | 'added'; parts: DiffPart[] } | { kind: 'skipped'; lines: number }

// Budgets that keep a 100,000-character chapter from freezing the page: past them the rows are
// still right, only coarser (whole blocks instead of words).
const LINE_DIFF_TIMEOUT_MS = 500
const WORD_EDIT_LIMIT = 1500

const lines = (text: string): string[] => {
  const split = text.split('\n')
  if (split.at(-1) === '') split.pop()
  return split
}

/** Cuts word-level pieces back into lines (a piece may span several). */
function partsToLines(parts: DiffPart[]): DiffPart[][] {
  const rows: DiffPart[][] = [[]]
  for (const part of parts) {
    part.text.split('\n').forEach((segment, i) => {
      if (i > 0) rows.push([])
      if (segment) rows.at(-1)?.push({ text: segment, changed: part.changed })
    })
  }
  if (rows.length > 1 && rows.at(-1)?.length === 0) rows.pop()
  return rows
}

const whole = (kind: 'removed' | 'added', text: string): DiffRow[] =>
  lines(text).map((line) => ({ kind, parts: [{ text: line, changed: false }] }))

/** A removed block followed by an added one: the words that changed are marked inside each line. */
function pairRows(removed: string, added: string): DiffRow[] {
  const words = diffWordsWithSpace(removed, added, { maxEditLength: WORD_EDIT_LIMIT })
  if (!words) return [...whole('removed', removed), ...whole('added', added)]
  const side = (skip: 'added' | 'removed') =>
    partsToLines(words.filter((w) => !w[skip]).map((w) => ({ text: w.value, changed: w.added || w.removed })))
  return [
    ...side('added').map((parts): DiffRow => ({ kind: 'removed', parts })),
    ...side('removed').map((parts): DiffRow => ({ kind: 'added', parts })),
  ]
}

/** Unchanged runs keep `context` lines next to a change; the rest folds into one 'skipped' row. */
function sameRows(text: string, first: boolean, last: boolean, context: number): DiffRow[] {
  const all = lines(text)
  const head = first ? 0 : context
  const tail = last ? 0 : context
  const row = (line: string): DiffRow => ({ kind: 'same', parts: [{ text: line, changed: false }] })
  if (all.length <= head + tail + 1) return all.map(row)
  return [...all.slice(0, head).map(row), { kind: 'skipped', lines: all.length - head - tail }, ...all.slice(all.length - tail).map(row)]
}

/** How `before` (an earlier version) became `after` (the current text), line by line; [] when equal. */
export function diffTexts(before: string, after: string, context = 2): DiffRow[] {
  if (before === after) return []
  const a = before.endsWith('\n') ? before : `${before}\n`
  const b = after.endsWith('\n') ? after : `${after}\n`
  const changes: ChangeObject<string>[] = diffLines(a, b, { timeout: LINE_DIFF_TIMEOUT_MS }) ?? [
    { value: a, removed: true, added: false, count: 0 },
    { value: b, removed: false, added: true, count: 0 },
  ]
  const rows: DiffRow[] = []
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i]
    if (!change) continue
    const next = changes[i + 1]
    if (change.removed && next?.added) {
      rows.push(...pairRows(change.value, next.value))
      i++
    } else if (change.removed || change.added) {
      rows.push(...whole(change.removed ? 'removed' : 'added', change.value))
    } else {
      rows.push(...sameRows(change.value, i === 0, i === changes.length - 1, context))
    }
  }
  return rows
}

export function countChanges(rows: DiffRow[]): { removed: number; added: number } {
  return {
    removed: rows.filter((r) => r.kind === 'removed').length,
    added: rows.filter((r) => r.kind === 'added').length,
  }
}
