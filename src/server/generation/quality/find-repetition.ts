import { chapterSentences, type Sentence, words } from './chapter-sentences.ts'

export const NGRAM = 8

export interface OtherChapter {
  /** 1-based, as the notes name it. */
  number: number
  content: string
}

export interface RepeatHit {
  sentence: Sentence
  /** 1-based number of the first other chapter sharing an 8-gram with the sentence. */
  otherChapter: number
}

/**
 * Words that carry no content. An 8-gram made mostly of them ("one of the most important things
 * to do is") is how English is put together, not a passage lifted from another chapter.
 */
const FUNCTION_WORDS = new Set(
  `a an the and or but if then so of to in on at by for with from as into about over after before this that these those it its
  is are was were be been being do does did have has had will would can could should may might must you your yours we our they
  their them he she his her i me my not no all any each every more most some such than too very just also one two three what
  which who when where how why there here up out each own same other`.split(/\s+/),
)

const MIN_CONTENT_WORDS = 3

function grams(sentence: Sentence): string[] {
  const w = words(sentence.plain)
  const out: string[] = []
  for (let i = 0; i + NGRAM <= w.length; i++) {
    const gram = w.slice(i, i + NGRAM)
    if (gram.filter((x) => !FUNCTION_WORDS.has(x) && !/^\d+$/.test(x)).length >= MIN_CONTENT_WORDS) out.push(gram.join(' '))
  }
  return out
}

/** Each 8-gram of the other chapters' prose, with the first chapter it appears in. */
function gramIndex(others: OtherChapter[]): Map<string, number> {
  const index = new Map<string, number>()
  for (const other of [...others].sort((a, b) => a.number - b.number)) {
    for (const sentence of chapterSentences(other.content)) {
      for (const gram of grams(sentence)) if (!index.has(gram)) index.set(gram, other.number)
    }
  }
  return index
}

/**
 * The sentences of this chapter that share a word 8-gram with a chapter already written: text the
 * reader has seen before. Headings, tables and list markers never count (see chapter-sentences),
 * nor 8-grams that are mostly function words.
 */
export function findRepetition(sentences: Sentence[], others: OtherChapter[]): RepeatHit[] {
  if (others.length === 0) return []
  const index = gramIndex(others)
  const hits: RepeatHit[] = []
  for (const sentence of sentences) {
    const other = grams(sentence)
      .map((g) => index.get(g))
      .find((n) => n !== undefined)
    if (other !== undefined) hits.push({ sentence, otherChapter: other })
  }
  return hits
}
