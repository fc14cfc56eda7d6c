import type { ChapterRemoval } from '../../../src/core/generation-schemas.ts'
import { ChapterCleaner } from '../../../src/server/generation/clean/chapter-cleaner.ts'
import { createRng } from '../../../src/server/generation/providers/offline/seeded-random.ts'
import { type CorpusChapter, spansOf } from './corpus.ts'

/**
 * Scores the chapter cleaner on the corpus by characters (issue 26): how much of the book's text
 * it keeps and how much of the chatter it removes, plus its removals as actions (each removal is
 * right when all it took was chatter). A line of a span counts as kept when it is found in the
 * output after the lines before it; the model's own heading is not scored.
 */
export interface CleanerScore {
  legitChars: number
  legitKept: number
  chatterChars: number
  chatterRemoved: number
  actions: number
  rightActions: number
  chatterSpans: number
  chatterSpansRemoved: number
  /** Chapters whose cleaned text ends on a heading with no body. */
  emptyHeadingEnds: number
  lost: string[]
  leftIn: string[]
}

export const emptyScore = (): CleanerScore => ({
  legitChars: 0,
  legitKept: 0,
  chatterChars: 0,
  chatterRemoved: 0,
  actions: 0,
  rightActions: 0,
  chatterSpans: 0,
  chatterSpansRemoved: 0,
  emptyHeadingEnds: 0,
  lost: [],
  leftIn: [],
})

/** Seeded chunk sizes, so a failing split can be replayed. */
export function chunksOf(text: string, seed: number, max: number): string[] {
  const rng = createRng(seed)
  const chunks: string[] = []
  for (let at = 0; at < text.length;) {
    const size = 1 + rng.int(max)
    chunks.push(text.slice(at, at + size))
    at += size
  }
  return chunks
}

/** The cleaner fed `chunks` one by one, as a stream is. */
export function cleanChunks(chapter: CorpusChapter, chunks: string[]): { content: string; removals: ChapterRemoval[] } {
  const cleaner = new ChapterCleaner(chapter.titles)
  let content = ''
  for (const chunk of chunks) {
    content += cleaner.push(chunk)
    if (cleaner.stopped) break
  }
  content += cleaner.end()
  return { content, removals: cleaner.removals }
}

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /[\p{L}\p{N}]/u.test(l))

export function scoreChapter(chapter: CorpusChapter, content: string, removals: ChapterRemoval[], score: CleanerScore): void {
  const { spans } = spansOf(chapter.reply)
  let cursor = 0
  const chatterText = spans.filter((s) => s.kind === 'chatter').map((s) => s.text)
  for (const span of spans) {
    if (span.kind === 'heading') continue
    for (const line of linesOf(span.text)) {
      const at = content.indexOf(line, cursor)
      const found = at >= 0
      if (found) cursor = at + line.length
      if (span.kind === 'text') {
        score.legitChars += line.length
        if (found) score.legitKept += line.length
        else score.lost.push(`${chapter.name}: ${line}`)
      } else {
        score.chatterChars += line.length
        if (!found) score.chatterRemoved += line.length
        else score.leftIn.push(`${chapter.name}: ${line}`)
      }
    }
    if (span.kind === 'chatter') {
      score.chatterSpans++
      if (!linesOf(span.text).some((l) => content.includes(l))) score.chatterSpansRemoved++
    }
  }
  for (const removal of removals) {
    score.actions++
    if (linesOf(removal.text).every((l) => chatterText.some((c) => c.includes(l)))) score.rightActions++
  }
  const last = content.trimEnd().split('\n').at(-1) ?? ''
  if (/^#{1,6}\s/.test(last.trim())) score.emptyHeadingEnds++
}

/** Whole, character by character, and in seeded random chunks: every way must give the same text. */
export function scoreCorpus(corpus: CorpusChapter[]): { score: CleanerScore; mismatches: string[] } {
  const score = emptyScore()
  const mismatches: string[] = []
  for (const chapter of corpus) {
    const { raw } = spansOf(chapter.reply)
    const whole = cleanChunks(chapter, [raw])
    scoreChapter(chapter, whole.content, whole.removals, score)
    const ways: [string, string[]][] = [
      ['char by char', [...raw]],
      ['chunks seed 1', chunksOf(raw, 1, 12)],
      ['chunks seed 2', chunksOf(raw, 2, 40)],
      ['chunks seed 3', chunksOf(raw, 3, 3)],
    ]
    for (const [way, chunks] of ways) {
      const streamed = cleanChunks(chapter, chunks)
      // A stream stops reading at a run-on, so that removal holds only what had arrived.
      const same = (r: ChapterRemoval) => `${r.reason}|${r.before}|${r.reason === 'run-on' ? r.text.split('\n')[2] : r.text}`
      const sameRemovals = streamed.removals.map(same).join('\n') === whole.removals.map(same).join('\n')
      if (streamed.content !== whole.content || !sameRemovals) mismatches.push(`${chapter.name} (${way})`)
    }
  }
  return { score, mismatches }
}
