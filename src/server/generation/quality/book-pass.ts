import type { ChapterRemoval, QualityNote } from '@core/generation-schemas.ts'
import type { GenerationProvider } from '../providers/provider.ts'
import { type Findings, detectBook, detectChapter, needsRevision, type RepeatHit, revisionItems } from './detect.ts'
import { type BookChapter, stillRepeats } from './find-repetition.ts'
import { type QualityMode, type Revised, reviseChapterText } from './quality-pass.ts'
import { chapterNotes, repetitionNotes } from './quality-notes.ts'

export interface BookPassChapter extends BookChapter {
  /**
   * Already checked by an earlier pass and unchanged since: it gets no call of its own again, only
   * for a passage it shares with a chapter that changed; its `fixed` notes from then are kept.
   */
  settled?: boolean
  /**
   * Never revised, whatever it shares: a saved chapter beside the one regenerated in the editor
   * (the writer's text is not rewritten behind their back); it gets notes only.
   */
  frozen?: boolean
  notes?: QualityNote[]
}

export interface BookPassInput {
  chapters: BookPassChapter[]
  language?: string
  signal?: AbortSignal
}

export interface ChapterOutcome {
  number: number
  content: string
  notes: QualityNote[]
  /** What the revision took out, to offer back in the editor (source 'quality', reason 'revision'). */
  removals: ChapterRemoval[]
  revisionCalls: 0 | 1
}

export interface BookPassResult {
  /** In the order given. */
  chapters: ChapterOutcome[]
  /** Every pair of chapters compared: n × (n − 1) / 2, whatever order they were written in. */
  pairsCompared: number
  revisionCalls: number
}

/** What one chapter asks of its revision call: all of its findings, or for a settled chapter only what it shares with a changed one. */
function askedOf(f: Findings, chapter: BookPassChapter, changed: Set<number>): Findings {
  if (chapter.frozen) return { phrases: [], unsourced: [], kept: [], repeats: [] }
  if (!chapter.settled) return f
  return { phrases: [], unsourced: [], kept: [], repeats: f.repeats.filter((r) => changed.has(r.otherChapter)) }
}

/**
 * The book-level quality pass (issue 26 item 4), run once every chapter is written and again when
 * one is written anew: every pair of chapters is compared, the owner of each shared passage keeps
 * it (the outline decides, never the finishing order) and the other is revised, with at most one
 * revision call per chapter, all at once. Notes go on both sides; "fixed" only when the rewrite no
 * longer says the same in meaning. Deterministic: the same book gives the same calls and notes.
 */
export async function bookPass(
  provider: Pick<GenerationProvider, 'reviseChapter'>,
  input: BookPassInput,
  mode: QualityMode = 'revise',
): Promise<BookPassResult> {
  const { chapters, language, signal } = input
  const keep = (c: BookPassChapter): ChapterOutcome => ({
    number: c.number,
    content: c.content,
    notes: c.notes ?? [],
    removals: [],
    revisionCalls: 0,
  })
  if (mode === 'off') return { chapters: chapters.map(keep), pairsCompared: 0, revisionCalls: 0 }
  const before = detectBook(chapters, language)
  const changed = new Set(chapters.filter((c) => !c.settled).map((c) => c.number))
  const calling = mode === 'revise' && provider.reviseChapter !== undefined

  const revisions: (Revised | undefined)[] = await Promise.all(
    chapters.map(async (chapter, i) => {
      const asked = askedOf(before.chapters[i] as Findings, chapter, changed)
      if (!calling || !needsRevision(asked)) return undefined
      return reviseChapterText(provider, {
        title: chapter.title,
        content: chapter.content,
        items: revisionItems(asked),
        ...(language ? { language } : {}),
        ...(signal ? { signal } : {}),
      })
    }),
  )
  const called = chapters.map((chapter, i) => calling && needsRevision(askedOf(before.chapters[i] as Findings, chapter, changed)))
  const final = chapters.map((c, i) => revisions[i]?.content ?? c.content)
  const byNumber = new Map(chapters.map((c, i) => [c.number, i]))

  /** A repeat is fixed when its sentence is gone from the copy and what replaced it does not say the owner's sentence again. */
  const repeatFixed = (copyAt: number, hit: RepeatHit): boolean => {
    const revised = revisions[copyAt]
    if (!revised || final[copyAt]?.includes(hit.sentence.text)) return false
    const replacement = revised.applied.find((a) => a.sentence === hit.sentence.text)?.revised ?? ''
    return !replacement.trim() || !stillRepeats(replacement, hit.ownerText, language)
  }

  const outcomes = chapters.map((chapter, i): ChapterOutcome => {
    const found = before.chapters[i] as Findings
    const revised = revisions[i]
    const own = chapterNotes(found, revised ? detectChapter(revised.content, language) : undefined)
    const repetition = repetitionNotes(found.repeats, found.kept, {
      repeat: (hit) => repeatFixed(i, hit),
      kept: (hit) => {
        const copyAt = byNumber.get(hit.otherChapter) as number
        const copy = (before.chapters[copyAt] as Findings).repeats.find(
          (r) => r.otherChapter === chapter.number && r.ownerText === hit.sentence.plain,
        )
        return copy !== undefined && repeatFixed(copyAt, copy)
      },
    })
    const fresh = [...repetition, ...own]
    // A settled chapter keeps what earlier passes fixed, unless this pass says something new under the same id.
    const earlier = chapter.settled ? (chapter.notes ?? []).filter((n) => n.status === 'fixed' && !fresh.some((f) => f.id === n.id)) : []
    return {
      number: chapter.number,
      content: final[i] as string,
      notes: [...earlier, ...fresh],
      removals: revised?.removals ?? [],
      revisionCalls: called[i] ? 1 : 0,
    }
  })
  return { chapters: outcomes, pairsCompared: before.pairsCompared, revisionCalls: outcomes.reduce((s, c) => s + c.revisionCalls, 0) }
}
