/**
 * Whole chapters written the way chat models write them (issue 26): headings, lists, bold labels,
 * cross-references to other chapters, reader-facing closings and disclaimers, with the model's own
 * preamble, heading, sign-offs and run-ons around them. In a reply, `⟦…⟧` marks text the cleaner
 * must remove (chatter, sign-offs, the next chapter run on) and `⟪…⟫` the model's own heading,
 * which the cleaner replaces with `## {title}`; everything else is the book's and must be kept.
 */
import { ENGLISH } from './english.ts'
import { OTHER_LANGUAGES } from './other-languages.ts'

export interface CorpusChapter {
  name: string
  language: 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it'
  titles: { title: string; nextTitle?: string; number?: number }
  reply: string
}

export const CLEANER_CORPUS: CorpusChapter[] = [...ENGLISH, ...OTHER_LANGUAGES]

export type SpanKind = 'text' | 'chatter' | 'heading'

/** The reply as the model sent it, and its spans in order. */
export function spansOf(reply: string): { raw: string; spans: { kind: SpanKind; text: string }[] } {
  const spans: { kind: SpanKind; text: string }[] = []
  const pattern = /⟦([\s\S]*?)⟧|⟪([\s\S]*?)⟫/g
  let last = 0
  for (const match of reply.matchAll(pattern)) {
    if (match.index > last) spans.push({ kind: 'text', text: reply.slice(last, match.index) })
    spans.push(match[1] !== undefined ? { kind: 'chatter', text: match[1] } : { kind: 'heading', text: match[2] ?? '' })
    last = match.index + match[0].length
  }
  if (last < reply.length) spans.push({ kind: 'text', text: reply.slice(last) })
  return { raw: spans.map((s) => s.text).join(''), spans }
}
