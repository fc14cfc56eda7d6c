import { AI_PHRASES, type AiPhrase } from './ai-phrases.ts'
import type { Sentence } from './chapter-sentences.ts'

export interface PhraseHit {
  phrase: AiPhrase
  sentence: Sentence
  /** The words as they appear, e.g. 'Delving into'. */
  match: string
}

/** A phrase's pattern: whole words, case-insensitive, any apostrophe, hyphen or run of spaces. */
export function phraseRegex(entry: AiPhrase, flags = 'giu'): RegExp {
  const source =
    entry.pattern ??
    entry.phrase
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/'/g, "['’]")
      .replace(/-/g, '[- ]')
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source.replace(/ /g, '\\s+')})(?![\\p{L}\\p{N}])`, flags)
}

const COMPILED = AI_PHRASES.map((phrase) => ({ phrase, regex: phraseRegex(phrase) }))

/**
 * Every use of a listed phrase; one sentence may hold several. Overlapping matches count once
 * ('embark on a journey to' is one phrase, not two), the entry listed first winning.
 */
export function findPhrases(sentences: Sentence[]): PhraseHit[] {
  const hits: PhraseHit[] = []
  for (const sentence of sentences) {
    const taken: [number, number][] = []
    for (const { phrase, regex } of COMPILED) {
      for (const m of sentence.plain.matchAll(regex)) {
        const start = m.index
        const end = start + m[0].length
        if (taken.some(([a, b]) => start < b && end > a)) continue
        taken.push([start, end])
        hits.push({ phrase, sentence, match: m[0] })
      }
    }
  }
  return hits
}
