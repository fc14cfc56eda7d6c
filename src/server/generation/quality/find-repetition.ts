import { chapterSentences, type Sentence, stemLite, words } from './chapter-sentences.ts'
import { stopWordsFor } from './stop-words.ts'

export const NGRAM = 8
/** An 8-gram with fewer content words than this is how the language is built ("one of the things that you will"). */
const MIN_CONTENT_WORDS = 3
/**
 * An 8-gram found only in opening lines, of this many chapters or more, is a stock opener. Two
 * chapters opening alike may be a copy (and the copy's opening is then reworded, never removed).
 */
const STOCK_OPENER_CHAPTERS = 3

export interface BookChapter {
  /** 1-based, as the notes name it (reading order). */
  number: number
  title: string
  /** The outline's plan: what the chapter covers, so the owner of a shared passage can be told. */
  plan?: string
  content: string
  /**
   * A section that restates the others by design: a checklist's one-page cheat sheet (issue 28,
   * decision 94) repeats the phases' must-dos on purpose. It is never compared with the other
   * chapters, so those items are not taken for copies and rewritten.
   */
  restates?: boolean
}

/** A passage two chapters share: `copy` is rewritten, `owner` keeps it (ownerOf). */
export interface PairRepeat {
  owner: number
  copy: number
  ownerSentence: Sentence
  copySentence: Sentence
  /** The longest run of words the two sentences share, as the copy writes it. */
  phrase: string
}

export interface RepetitionResult {
  /** Chapter pairs compared: every pair of the book, n × (n − 1) / 2. */
  pairsCompared: number
  repeats: PairRepeat[]
}

const isContent = (stop: Set<string>) => (w: string) => !stop.has(w) && !/^\d+$/.test(w)

interface Gram {
  key: string
  sentence: number
}

function gramsOf(sentences: Sentence[], stop: Set<string>): Gram[] {
  const content = isContent(stop)
  const out: Gram[] = []
  sentences.forEach((sentence, at) => {
    const w = words(sentence.plain)
    for (let i = 0; i + NGRAM <= w.length; i++) {
      const gram = w.slice(i, i + NGRAM)
      if (gram.filter(content).length >= MIN_CONTENT_WORDS) out.push({ key: gram.join(' '), sentence: at })
    }
  })
  return out
}

/** The longest run of words two sentences share, as the first one writes it. */
function sharedRun(a: Sentence, b: Sentence): string {
  const shown = a.plain.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []
  const wa = shown.map((w) => w.toLowerCase())
  const wb = words(b.plain)
  let best = { at: 0, length: 0 }
  const row = new Array<number>(wb.length + 1).fill(0)
  for (let i = 1; i <= wa.length; i++) {
    let diagonal = 0
    for (let j = 1; j <= wb.length; j++) {
      const above = row[j] as number
      row[j] = wa[i - 1] === wb[j - 1] ? diagonal + 1 : 0
      if ((row[j] as number) > best.length) best = { at: i - (row[j] as number), length: row[j] as number }
      diagonal = above
    }
  }
  return shown.slice(best.at, best.at + best.length).join(' ')
}

/** Stemmed content words: what a sentence is about, whatever its wording. */
export function meaningWords(text: string, stop: Set<string>): Set<string> {
  return new Set(words(text).filter(isContent(stop)).map(stemLite))
}

/**
 * Which chapter keeps a passage two chapters share: the one whose outline plan (and title) names
 * more of what the passage is about; on a tie (or with no plans) the earlier one in reading order.
 * Never which chapter finished first: the same book always gives the same answer.
 */
export function ownerOf(a: BookChapter, b: BookChapter, passage: Set<string>, stop: Set<string>): BookChapter {
  const score = (c: BookChapter) => [...meaningWords(`${c.title} ${c.plan ?? ''}`, stop)].filter((w) => passage.has(w)).length
  const [sa, sb] = [score(a), score(b)]
  if (sa !== sb) return sa > sb ? a : b
  return a.number < b.number ? a : b
}

/**
 * Whether a sentence still says what another says, after a rewrite: most of the content words of
 * the shorter (stemmed) are in the other, or they still share an 8-gram. A paraphrase that only
 * moves words around repeats the passage as much as a copy does.
 */
export function stillRepeats(sentence: string, other: string, language?: string): boolean {
  const stop = stopWordsFor(language)
  const a = meaningWords(sentence, stop)
  const b = meaningWords(other, stop)
  const shared = [...a].filter((w) => b.has(w)).length
  if (shared >= 3 && shared / Math.max(1, Math.min(a.size, b.size)) >= 0.6) return true
  const ga = new Set(gramsOf([{ text: sentence, plain: sentence, paragraph: 0, opening: false }], stop).map((g) => g.key))
  return gramsOf([{ text: other, plain: other, paragraph: 0, opening: false }], stop).some((g) => ga.has(g.key))
}

/**
 * Compares every pair of chapters of a book (issue 26 item 4): the sentences of two chapters that
 * share a word 8-gram repeat each other, and the pair's owner keeps the passage. Headings, labels,
 * tables and list markers never count (chapter-sentences), nor 8-grams that are mostly stop-words
 * of the book's language, nor the stock openers: an 8-gram found only in chapters' opening lines,
 * in three or more of them ("By the end of this chapter, you'll have …"), is a frame, not a passage.
 */
export function findRepetition(chapters: BookChapter[], language?: string): RepetitionResult {
  const stop = stopWordsFor(language)
  const book = [...chapters].sort((a, b) => a.number - b.number)
  const sentences = book.map((c) => chapterSentences(c.content))
  const grams = sentences.map((s) => gramsOf(s, stop))
  // Where each 8-gram occurs: in which chapters, and whether only ever in an opening line.
  const seen = new Map<string, { chapters: Set<number>; onlyOpening: boolean }>()
  grams.forEach((list, c) => {
    for (const g of list) {
      const entry = seen.get(g.key) ?? { chapters: new Set<number>(), onlyOpening: true }
      entry.chapters.add(c)
      entry.onlyOpening &&= (sentences[c] as Sentence[])[g.sentence]?.opening === true
      seen.set(g.key, entry)
    }
  })
  const opener = (key: string) => {
    const entry = seen.get(key)
    return entry !== undefined && entry.onlyOpening && entry.chapters.size >= STOCK_OPENER_CHAPTERS
  }

  const repeats: PairRepeat[] = []
  let pairsCompared = 0
  for (let i = 0; i < book.length; i++) {
    const index = new Map<string, number[]>()
    for (const g of grams[i] as Gram[]) if (!opener(g.key)) index.set(g.key, [...(index.get(g.key) ?? []), g.sentence])
    for (let j = i + 1; j < book.length; j++) {
      pairsCompared++
      if (book[i]?.restates || book[j]?.restates) continue
      const pairs = new Set<string>()
      for (const g of grams[j] as Gram[]) for (const s of index.get(g.key) ?? []) pairs.add(`${s}|${g.sentence}`)
      for (const pair of [...pairs].sort()) {
        const [si, sj] = pair.split('|').map(Number) as [number, number]
        const a = (sentences[i] as Sentence[])[si] as Sentence
        const b = (sentences[j] as Sentence[])[sj] as Sentence
        const passage = new Set([...meaningWords(a.plain, stop)].filter((w) => meaningWords(b.plain, stop).has(w)))
        const owner = ownerOf(book[i] as BookChapter, book[j] as BookChapter, passage, stop)
        const [ownerSentence, copySentence] = owner === book[i] ? [a, b] : [b, a]
        const copy = owner === book[i] ? (book[j] as BookChapter) : (book[i] as BookChapter)
        repeats.push({
          owner: owner.number,
          copy: copy.number,
          ownerSentence,
          copySentence,
          phrase: sharedRun(copySentence, ownerSentence),
        })
      }
    }
  }
  return { pairsCompared, repeats }
}
