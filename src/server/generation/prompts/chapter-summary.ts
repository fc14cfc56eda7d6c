import type { ChapterJob } from '../providers/provider.ts'
import { type ChapterFacts, chapterFacts } from './chapter-facts.ts'

export interface ChapterSummary {
  number: number
  title: string
  covered: string
}

/**
 * Keeps a 30-chapter prompt bounded: each summary shrinks so all of them fit in `total`
 * (about 1,500 tokens), and none is longer than `perChapter`.
 */
export const SUMMARY_LIMITS = { perChapter: 900, total: 6000, minPerChapter: 120 } as const

function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, Math.max(0, max - 1)).replace(/\s+\S*$/, '')}…`
}

/** `label: a; b; c.` with as many entries as fit in `room`, then how many were left out. */
function listPart(label: string, entries: string[], room: number, separator = '; '): string {
  if (entries.length === 0 || room <= label.length + 4) return ''
  let text = `${label}: `
  let shown = 0
  for (const raw of entries) {
    const entry = raw.replace(/[.;]+$/, '')
    const left = entries.length - shown - 1
    const tail = left > 0 ? ` (+${left} more)` : ''
    const next = `${shown > 0 ? separator : ''}${entry}`
    if (text.length + next.length + tail.length + 1 > room) break
    text += next
    shown++
  }
  if (shown === 0) return ''
  return shown < entries.length ? `${text} (+${entries.length - shown} more).` : `${text}.`
}

/**
 * What the chapter already covers, in the order a writer of a later chapter needs it: its
 * sections, then every task line, every bold lead-in, each table's columns, the names it uses,
 * and its opening and section sentences with what room is left. Cheap and faithful (no model call).
 */
export function summariseFacts(facts: ChapterFacts, maxChars: number): string {
  const parts: string[] = []
  let room = maxChars
  const add = (part: string) => {
    if (!part) return
    parts.push(part)
    room -= part.length + 1
  }
  add(
    listPart(
      'Sections',
      facts.sections.map((s) => s.heading),
      room,
    ),
  )
  add(listPart('Items', facts.items, room))
  add(listPart('Key points', facts.leadIns, room))
  add(listPart('Tables', facts.tables, room, ' / '))
  add(listPart('Names', facts.names, room, ', '))
  const sentences = [facts.opening, ...facts.sections.map((s) => (s.sentence ? `${s.heading}: ${s.sentence}` : ''))].filter(Boolean)
  if (sentences.length > 0 && room > 40) add(truncate(sentences.join(' | '), room))
  return truncate(parts.join(' '), maxChars)
}

export function summariseChapter(content: string, maxChars: number = SUMMARY_LIMITS.perChapter): string {
  return summariseFacts(chapterFacts(content), maxChars)
}

export function summariseEarlierChapters(
  earlier: ChapterJob['earlier'],
  limits: { perChapter: number; total: number; minPerChapter: number } = SUMMARY_LIMITS,
): ChapterSummary[] {
  if (earlier.length === 0) return []
  const budget = Math.max(limits.minPerChapter, Math.min(limits.perChapter, Math.floor(limits.total / earlier.length)))
  return [...earlier]
    .sort((a, b) => a.index - b.index)
    .map((chapter) => ({ number: chapter.index + 1, title: chapter.title, covered: summariseChapter(chapter.content, budget) }))
}
