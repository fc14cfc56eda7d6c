import type { QualityProblem, ReviseJob } from '../provider.ts'
import { chapterSentences } from './chapter-sentences.ts'
import { findPhrases, type PhraseHit } from './find-phrases.ts'
import { findRepetition, type OtherChapter, type RepeatHit } from './find-repetition.ts'
import { findUnsourced } from './find-unsourced.ts'
import type { Sentence } from './chapter-sentences.ts'

export interface Findings {
  phrases: PhraseHit[]
  repeats: RepeatHit[]
  unsourced: Sentence[]
}

/**
 * When the one revision call is worth its cost: any passage repeating another chapter, any
 * figure with no source, or three overused phrases (one "furthermore" is not worth a call).
 */
export const REVISION_THRESHOLD = { phrases: 3, repeats: 1, unsourced: 1 } as const

/** The phrase list and the statistics patterns are English; other languages get the repetition check only. */
export const checksEnglish = (language?: string) => !language || /^en(?:-|$)/i.test(language)

export function detect(content: string, others: OtherChapter[], language?: string): Findings {
  const sentences = chapterSentences(content)
  const english = checksEnglish(language)
  return {
    phrases: english ? findPhrases(sentences) : [],
    repeats: findRepetition(sentences, others),
    unsourced: english ? findUnsourced(sentences) : [],
  }
}

export function needsRevision(f: Findings): boolean {
  const t = REVISION_THRESHOLD
  return f.phrases.length >= t.phrases || f.repeats.length >= t.repeats || f.unsourced.length >= t.unsourced
}

/** The sentences to rewrite, each once with every reason it was flagged. */
export function revisionItems(f: Findings): ReviseJob['items'] {
  const items = new Map<string, QualityProblem[]>()
  const add = (sentence: Sentence, problem: QualityProblem) => items.set(sentence.text, [...(items.get(sentence.text) ?? []), problem])
  for (const hit of f.repeats) add(hit.sentence, { kind: 'repetition', otherChapter: hit.otherChapter })
  for (const sentence of f.unsourced) add(sentence, { kind: 'unsourced' })
  for (const hit of f.phrases) add(hit.sentence, { kind: 'phrase', phrase: hit.match, plain: hit.phrase.plain })
  return [...items].map(([sentence, problems]) => ({ sentence, problems }))
}
