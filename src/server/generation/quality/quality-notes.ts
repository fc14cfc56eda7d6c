import type { QualityNote } from '@core/generation-schemas.ts'
import type { Findings } from './detect.ts'
import type { Sentence } from './chapter-sentences.ts'

const MAX_EXCERPTS = 10
const MAX_EXCERPT = 500

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const excerpts = (sentences: Sentence[]) =>
  [...new Set(sentences.map((s) => (s.plain.length > MAX_EXCERPT ? `${s.plain.slice(0, MAX_EXCERPT - 1)}…` : s.plain)))].slice(
    0,
    MAX_EXCERPTS,
  )

/** What one kind of finding became: found before the revision, still there after it. */
interface Tally {
  kind: QualityNote['kind']
  otherChapter?: number
  before: Sentence[]
  after: Sentence[]
  /** The note's text for `n` findings. */
  open: (n: number, after: Sentence[]) => string
  fixed: (n: number) => string
}

function notesFor(t: Tally, revised: boolean): QualityNote[] {
  const key = [t.kind, t.otherChapter].filter((x) => x !== undefined).join('-')
  const base = { kind: t.kind, ...(t.otherChapter === undefined ? {} : { otherChapter: t.otherChapter }) }
  const notes: QualityNote[] = []
  const fixedCount = revised ? Math.max(0, t.before.length - t.after.length) : 0
  if (fixedCount > 0) {
    const gone = t.before.filter((s) => !t.after.some((a) => a.text === s.text))
    notes.push({
      id: `${key}-fixed`,
      ...base,
      text: t.fixed(fixedCount),
      excerpts: excerpts(gone.length ? gone : t.before),
      status: 'fixed',
    })
  }
  const left = revised ? t.after : t.before
  if (left.length > 0) notes.push({ id: `${key}-open`, ...base, text: t.open(left.length, left), excerpts: excerpts(left), status: 'open' })
  return notes
}

const names = (f: Findings) => [...new Set(f.phrases.map((h) => h.phrase.phrase))]

/**
 * The notes a creator reads in the editor, one per kind (and per other chapter for repetition),
 * split into what the revision fixed and what is still open. `after` is the detection re-run on
 * the revised text; without a revision every finding is open.
 */
export function qualityNotes(before: Findings, after?: Findings): QualityNote[] {
  const revised = after !== undefined
  const later = after ?? before
  const chapters = [...new Set(before.repeats.map((r) => r.otherChapter))].sort((a, b) => a - b)
  const tallies: Tally[] = [
    ...chapters.map((n): Tally => ({
      kind: 'repetition',
      otherChapter: n,
      before: before.repeats.filter((r) => r.otherChapter === n).map((r) => r.sentence),
      after: later.repeats.filter((r) => r.otherChapter === n).map((r) => r.sentence),
      open: (k) => `${plural(k, 'repeated passage', 'repeated passages')} with chapter ${n}`,
      fixed: (k) => `${plural(k, 'repeated passage', 'repeated passages')} with chapter ${n} — fixed`,
    })),
    {
      kind: 'unsourced',
      before: before.unsourced,
      after: later.unsourced,
      open: (k) => `${plural(k, 'statistic', 'statistics')} to verify`,
      fixed: (k) => `${plural(k, 'unsourced statistic', 'unsourced statistics')} — fixed`,
    },
    {
      kind: 'phrase',
      before: before.phrases.map((h) => h.sentence),
      after: later.phrases.map((h) => h.sentence),
      open: (k) => `${plural(k, 'overused phrase', 'overused phrases')}: ${names(later).slice(0, 5).join(', ')}`,
      fixed: (k) => `${plural(k, 'overused phrase', 'overused phrases')} reworded — fixed`,
    },
  ]
  return tallies.flatMap((t) => notesFor(t, revised))
}
