import type { QualityNote } from '@core/generation-schemas.ts'
import type { Findings, KeptHit, RepeatHit } from './detect.ts'
import type { Sentence } from './chapter-sentences.ts'

const MAX_EXCERPTS = 10
const MAX_EXCERPT = 500
const MAX_PHRASE = 60

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const excerpts = (sentences: Sentence[]) =>
  [...new Set(sentences.map((s) => (s.plain.length > MAX_EXCERPT ? `${s.plain.slice(0, MAX_EXCERPT - 1)}…` : s.plain)))].slice(
    0,
    MAX_EXCERPTS,
  )
const quote = (phrase: string) => `“${phrase.length > MAX_PHRASE ? `${phrase.slice(0, MAX_PHRASE).replace(/\s+\S*$/, '')}…` : phrase}”`

/** What is shared, said plainly: 'the phrase “…”' or '3 passages (“…”, “…”, …)'. */
function shared(hits: { phrase: string }[]): string {
  const phrases = [...new Set(hits.map((h) => h.phrase))]
  if (phrases.length === 1) return `the phrase ${quote(phrases[0] as string)}`
  return `${phrases.length} passages (${phrases.slice(0, 2).map(quote).join(', ')}${phrases.length > 2 ? ', …' : ''})`
}

/** What one kind of finding became: found before the revision, still there after it. */
interface Tally {
  kind: 'phrase' | 'unsourced'
  before: Sentence[]
  after: Sentence[]
  open: (n: number) => string
  fixed: (n: number) => string
}

function notesFor(t: Tally, revised: boolean): QualityNote[] {
  const notes: QualityNote[] = []
  const fixedCount = revised ? Math.max(0, t.before.length - t.after.length) : 0
  if (fixedCount > 0) {
    const gone = t.before.filter((s) => !t.after.some((a) => a.text === s.text))
    notes.push({
      id: `${t.kind}-fixed`,
      kind: t.kind,
      text: t.fixed(fixedCount),
      excerpts: excerpts(gone.length ? gone : t.before),
      status: 'fixed',
    })
  }
  const left = revised ? t.after : t.before
  if (left.length > 0)
    notes.push({ id: `${t.kind}-open`, kind: t.kind, text: t.open(left.length), excerpts: excerpts(left), status: 'open' })
  return notes
}

const names = (f: Findings) => [...new Set(f.phrases.map((h) => h.phrase.phrase))]
const chaptersOf = (hits: { otherChapter: number }[]) => [...new Set(hits.map((h) => h.otherChapter))].sort((a, b) => a - b)

/**
 * The repetition notes, on both sides of every shared passage (issue 26 item 4): the chapter that
 * was to reword it ("Shares the phrase “…” with chapter 2"), and the chapter that keeps it
 * ("Chapter 6 repeats the phrase “…” from this chapter, which keeps it"). `fixed(hit)` says whether
 * the copy no longer says the same, in meaning and not only word for word.
 */
export function repetitionNotes(
  repeats: RepeatHit[],
  kept: KeptHit[],
  fixed: { repeat: (hit: RepeatHit) => boolean; kept: (hit: KeptHit) => boolean },
): QualityNote[] {
  const notes: QualityNote[] = []
  for (const n of chaptersOf(repeats)) {
    const hits = repeats.filter((r) => r.otherChapter === n)
    const done = hits.filter(fixed.repeat)
    const left = hits.filter((h) => !fixed.repeat(h))
    const base = { kind: 'repetition' as const, otherChapter: n }
    if (done.length)
      notes.push({
        id: `repetition-${n}-fixed`,
        ...base,
        text: `Shared ${shared(done)} with chapter ${n}, which keeps it — reworded here, fixed`,
        excerpts: excerpts(done.map((h) => h.sentence)),
        status: 'fixed',
      })
    if (left.length)
      notes.push({
        id: `repetition-${n}-open`,
        ...base,
        text: `Shares ${shared(left)} with chapter ${n}, which keeps it`,
        excerpts: excerpts(left.map((h) => h.sentence)),
        status: 'open',
      })
  }
  for (const n of chaptersOf(kept)) {
    const hits = kept.filter((k) => k.otherChapter === n)
    const done = hits.filter(fixed.kept)
    const left = hits.filter((h) => !fixed.kept(h))
    const base = { kind: 'repetition' as const, otherChapter: n }
    if (done.length)
      notes.push({
        id: `kept-${n}-fixed`,
        ...base,
        text: `Chapter ${n} repeated ${shared(done)} from this chapter, which keeps it — reworded there, fixed`,
        excerpts: excerpts(done.map((h) => h.sentence)),
        status: 'fixed',
      })
    if (left.length)
      notes.push({
        id: `kept-${n}-open`,
        ...base,
        text: `Chapter ${n} repeats ${shared(left)} from this chapter, which keeps it`,
        excerpts: excerpts(left.map((h) => h.sentence)),
        status: 'open',
      })
  }
  return notes
}

/**
 * The chapter's own notes (overused phrases, unsourced figures), split into what the revision
 * fixed and what is still open. `after` is the detection re-run on the revised text; without a
 * revision every finding is open.
 */
export function chapterNotes(before: Findings, after?: Findings): QualityNote[] {
  const revised = after !== undefined
  const later = after ?? before
  const tallies: Tally[] = [
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
