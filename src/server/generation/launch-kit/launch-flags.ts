import type { LaunchFlagKind, LaunchPiece } from '@core/launch-kit.ts'
import type { LaunchFlag, LaunchPieceValue } from '@core/launch-kit-schemas.ts'
import { chapterSentences, type Sentence } from '../quality/chapter-sentences.ts'
import { findUnsourced } from '../quality/find-unsourced.ts'

/**
 * The quality pass's checks on launch copy (issue 32): every sentence of a piece that states an
 * unsourced figure or study, fakes scarcity or quotes a testimonial nobody gave is flagged, with
 * where it stands, so the creator verifies it or takes it out. Nothing is changed here.
 */

/** Folio's own text (folio-fields.ts): not launch copy to check. */
const SKIPPED_KEYS = new Set(['aiDisclosure', 'selectNote'])

/**
 * Scarcity a digital book cannot have: stock running out, seats filling, a clock with no date. A
 * real deadline ("the launch price ends on Friday") is honest and passes.
 */
const SCARCITY = [
  /\bonly\s+(?:\d+|a few|one|two|three|four|five|ten|a handful of)\s+(?:\p{L}+\s+)?(?:left|remaining|available)\b/iu,
  /\b(?:selling|sells|sold)\s+out\b|\balmost gone\b|\bgoing fast\b|\bfilling (?:up )?fast\b/i,
  /\blimited\s+(?:number\s+of\s+)?(?:copies|spots|seats|places|quantities|quantity|stock|supply|edition)\b/i,
  /\bcountdown\b|\bthe clock is ticking\b|\bwhile (?:supplies|stocks?) last\b|\bbefore (?:it'?s|they'?re) gone\b|\bwon'?t last\b/i,
  /\b(?:price|offer|discount|deal|sale)\s+(?:goes up|increases|rises|ends|expires|disappears|vanishes)\s+in\s+(?:\d+|the next|a few|just|only)\b/i,
  /\b(?:only|just)\s+\d+\s+(?:hours?|minutes?|days?)\s+(?:left|remaining|to go)\b/i,
  /\bsolo quedan\s+\d+|\bquedan pocas?\b|\búltimas? (?:unidades|plazas|copias)\b|\bplazas limitadas\b/iu,
]

/** An endorsement attributed to someone, or reviews and ratings the book does not have. */
const TESTIMONIAL = [
  /["“„«][^"“”„«»]{8,}["”»]\s*[-–—―]\s*\p{Lu}/u,
  /\b(?:\d+|five|four)[-\s]star\s+(?:reviews?|ratings?)\b/i,
  /\b(?:readers|customers|buyers|students|clients|users|people)\s+(?:say|said|are saying|rave|love it|agree|call it)\b/i,
  /\b(?:rave|glowing)\s+reviews\b|\btestimonials?\b|\bas seen (?:in|on)\b/i,
  /\blos lectores (?:dicen|opinan)\b|\breseñas de 5 estrellas\b/iu,
]

/** find-unsourced.ts reads English; the same claims in Spanish, the other language the kit is tested in. */
const CLAIM_ES =
  /\b(?:los )?estudios (?:demuestran|muestran|indican|revelan)\b|\bsegún (?:los )?expertos\b|\b\d{1,3}\s?% de (?:los |las )?(?:lectores|personas|usuarios|clientes|lectoras)\b|\bmás vendid[oa]\b/iu

/** Claims of sales, rank or awards nobody gave: unsourced like a statistic. */
const CLAIM =
  /\b(?:best[- ]?selling|bestseller|award[- ]winning|#1\b|number one best)|\b(?:thousands|millions|hundreds) of (?:happy |satisfied )?(?:readers|customers|buyers|copies)\b/i

/** Every string of a value with its path: keys and indexes joined by dots. */
function strings(value: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: path.join('.'), text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...path, String(i)]))
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => (SKIPPED_KEYS.has(key) ? [] : strings(item, [...path, key])))
  }
  return []
}

/** KDP's HTML as lines of text: a block element ends a paragraph, an inline one goes. */
const htmlAsText = (html: string) =>
  html
    .replace(/<\/?(?:p|h[1-6]|ul|ol|li|div)\s*\/?>|<br\s*\/?>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")

/** "learn how to cut costs by 10%": what the book teaches, said as a goal. */
const LEAD_IN = /^(?:(?:you(?:'ll| will)\s+)?learn\s+(?:how\s+)?to|how\s+to|to)\s+/i

/**
 * A sentence's clauses, each as a sentence of its own: find-unsourced.ts reads a sentence that opens
 * with a target ("Cut costs by 10%") as advice, and launch copy joins such targets to other
 * clauses ("Set a budget and cut costs by 10%"), which are advice all the same.
 */
function clauses(sentence: Sentence): Sentence[] {
  return sentence.plain
    .split(/\s*[;,]\s+|\s+(?:and|then|or|y|e|o|et|und)\s+/i)
    .map((part) => part.trim().replace(LEAD_IN, ''))
    .filter(Boolean)
    .map((plain) => ({ ...sentence, text: plain, plain }))
}

/** The sentences findUnsourced flags that still state a figure as fact once each clause is read on its own. */
function unsourcedOf(sentences: Sentence[]): Set<Sentence> {
  const parts = sentences.map((sentence) => ({ sentence, clauses: clauses(sentence) }))
  const flaggedClauses = new Set(findUnsourced(parts.flatMap((p) => p.clauses)))
  const flagged = new Set(findUnsourced(sentences))
  return new Set(parts.filter((p) => flagged.has(p.sentence) && p.clauses.some((c) => flaggedClauses.has(c))).map((p) => p.sentence))
}

/** Why a sentence is flagged, in LAUNCH_FLAG_KINDS order; a sentence may be flagged for more than one thing. */
function kindsOf(sentence: Sentence, unsourced: Set<Sentence>): LaunchFlagKind[] {
  const kinds: LaunchFlagKind[] = []
  if (unsourced.has(sentence) || CLAIM.test(sentence.plain) || CLAIM_ES.test(sentence.plain)) kinds.push('unsourced')
  if (SCARCITY.some((re) => re.test(sentence.plain))) kinds.push('scarcity')
  if (TESTIMONIAL.some((re) => re.test(sentence.text) || re.test(sentence.plain))) kinds.push('testimonial')
  return kinds
}

export function flagLaunchPiece<P extends LaunchPiece>(piece: P, value: LaunchPieceValue<P>): LaunchFlag[] {
  const flags: LaunchFlag[] = []
  for (const { path, text } of strings(value)) {
    const sentences = chapterSentences(path.endsWith('descriptionHtml') ? htmlAsText(text) : text)
    const unsourced = unsourcedOf(sentences)
    for (const sentence of sentences) {
      for (const kind of kindsOf(sentence, unsourced)) flags.push({ piece, path, kind, text: sentence.text })
    }
  }
  return flags
}
