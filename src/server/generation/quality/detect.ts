import type { QualityProblem, ReviseJob } from '../providers/provider.ts'
import { chapterSentences, type Sentence } from './chapter-sentences.ts'
import { findPhrases, type PhraseHit } from './find-phrases.ts'
import { type BookChapter, findRepetition } from './find-repetition.ts'
import { findUnsourced } from './find-unsourced.ts'

/** A sentence of this chapter that repeats a passage `otherChapter` keeps. */
export interface RepeatHit {
  sentence: Sentence
  otherChapter: number
  /** What the two share, word for word: the notes and the revision name it. */
  phrase: string
  /** The owner's sentence, to tell whether a rewrite still says the same. */
  ownerText: string
}

/** A sentence this chapter keeps that `otherChapter` repeats (that chapter is rewritten). */
export interface KeptHit {
  sentence: Sentence
  otherChapter: number
  phrase: string
}

export interface Findings {
  phrases: PhraseHit[]
  repeats: RepeatHit[]
  kept: KeptHit[]
  unsourced: Sentence[]
}

/**
 * When the one revision call is worth its cost: any passage repeating another chapter, any
 * figure with no source, or three overused phrases (one "furthermore" is not worth a call).
 */
export const REVISION_THRESHOLD = { phrases: 3, repeats: 1, unsourced: 1 } as const

/** The phrase list and the statistics patterns are English; other languages get the repetition check only. */
export const checksEnglish = (language?: string) => !language || /^en(?:-|$)/i.test(language)

/** The checks that need only the chapter itself: overused phrases and unsourced figures. */
export function detectChapter(content: string, language?: string): Findings {
  const sentences = chapterSentences(content)
  const english = checksEnglish(language)
  return {
    phrases: english ? findPhrases(sentences) : [],
    repeats: [],
    kept: [],
    unsourced: english ? findUnsourced(sentences) : [],
  }
}

export interface BookFindings {
  pairsCompared: number
  /** In the order of the chapters given. */
  chapters: Findings[]
}

/**
 * Every check on a whole book: each chapter's own, and repetition between every pair of chapters
 * (find-repetition), each repeat put on the copy as a finding and on the owner as a passage kept.
 * The result depends only on the chapters' text and outline, never on the order they were written.
 */
export function detectBook(chapters: BookChapter[], language?: string): BookFindings {
  const { pairsCompared, repeats } = findRepetition(chapters, language)
  const findings = chapters.map((c) => detectChapter(c.content, language))
  const at = new Map(chapters.map((c, i) => [c.number, findings[i] as Findings]))
  for (const r of repeats) {
    const copy = at.get(r.copy) as Findings
    if (!copy.repeats.some((h) => h.sentence.text === r.copySentence.text && h.otherChapter === r.owner))
      copy.repeats.push({ sentence: r.copySentence, otherChapter: r.owner, phrase: r.phrase, ownerText: r.ownerSentence.plain })
    const owner = at.get(r.owner) as Findings
    if (!owner.kept.some((h) => h.sentence.text === r.ownerSentence.text && h.otherChapter === r.copy))
      owner.kept.push({ sentence: r.ownerSentence, otherChapter: r.copy, phrase: r.phrase })
  }
  return { pairsCompared, chapters: findings }
}

/** One chapter against others, as a book of it and them (tests and the bench). */
export function detect(content: string, others: { number: number; content: string }[], language?: string): Findings {
  const self = Math.max(0, ...others.map((o) => o.number)) + 1
  const book = [...others.map((o) => ({ ...o, title: '' })), { number: self, title: '', content }]
  const found = detectBook(book, language).chapters.at(-1) as Findings
  // Seen from one chapter, whatever it shares is a repeat to fix here.
  return { ...found, repeats: [...found.repeats, ...found.kept.map((k) => ({ ...k, ownerText: '' }))], kept: [] }
}

export function needsRevision(f: Findings): boolean {
  const t = REVISION_THRESHOLD
  return f.phrases.length >= t.phrases || f.repeats.length >= t.repeats || f.unsourced.length >= t.unsourced
}

/** The sentences to rewrite, each once with every reason it was flagged. */
export function revisionItems(f: Findings): ReviseJob['items'] {
  const items = new Map<string, QualityProblem[]>()
  const add = (sentence: Sentence, problem: QualityProblem) => items.set(sentence.text, [...(items.get(sentence.text) ?? []), problem])
  for (const hit of f.repeats)
    add(hit.sentence, {
      kind: 'repetition',
      otherChapter: hit.otherChapter,
      phrase: hit.phrase,
      ...(hit.sentence.opening ? { opening: true } : {}),
    })
  for (const sentence of f.unsourced) add(sentence, { kind: 'unsourced' })
  for (const hit of f.phrases) add(hit.sentence, { kind: 'phrase', phrase: hit.match, plain: hit.phrase.plain })
  return [...items].map(([sentence, problems]) => ({ sentence, problems }))
}
