import type { Sentence } from './chapter-sentences.ts'

/** Claims that lean on research nobody names. */
const VAGUE_AUTHORITY =
  /\b(?:(?:studies|research|surveys?|statistics|data|science|evidence) (?:has |have )?(?:shows?|shown|suggests?|suggested|finds?|found|proves?|proven|reveals?|revealed|indicates?)|according to (?:experts|research|studies|scientists|a (?:recent )?(?:study|survey|report))|experts (?:say|agree|believe|recommend|estimate)|scientists (?:say|have found|agree)|a (?:recent )?(?:study|survey|report) (?:by|from|in)? ?(?:found|shows?|showed|revealed|suggests))\b/i

/** Who a figure is about: "X% of people" reads as a measured fact. */
const POPULATION =
  'people|adults|americans|users|customers|consumers|respondents|businesses|companies|firms|employees|workers|managers|leaders|students|teens|teenagers|parents|women|men|patients|marketers|readers|startups|households|millennials|participants|children|kids|dieters|beginners|professionals|entrepreneurs|shoppers|buyers|owners|gardeners|travellers|travelers|homeowners|freelancers|developers|projects|those|individuals|organizations|organisations|teams|the population|the world'

const STATISTIC = new RegExp(
  [
    // 73% of people, 40 percent of small businesses
    String.raw`\b\d{1,3}(?:\.\d+)?\s?(?:%|percent|per cent)\s+of\s+(?:all\s+|the\s+|most\s+)?(?:[\p{L}-]+\s+){0,2}(?:${POPULATION})\b`,
    // nine out of ten people, 3 in 5 adults
    String.raw`\b(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:out of|in)\s+(?:\d{1,3}|ten|five|four|three|hundred)\b`,
    // 40% more likely, 3 times more productive
    String.raw`\b\d{1,3}(?:\.\d+)?\s?(?:%|percent|x|times)\s+(?:more|less|fewer|higher|lower|faster|better)\s+(?:likely|productive|effective|successful)\b`,
    // increases sales by 35%, cuts stress by up to 60 percent
    String.raw`\b(?:increase|increases|increased|boost|boosts|boosted|improve|improves|improved|reduce|reduces|reduced|cut|cuts|lower|lowers|raise|raises|grow|grows|drop|drops)\s+(?:[\p{L}]+\s+){0,3}by\s+(?:up to\s+|as much as\s+|nearly\s+|over\s+|about\s+)?\d{1,3}(?:\.\d+)?\s?(?:%|percent)`,
  ].join('|'),
  'iu',
)

/** A named source, a link or a citation: the writer says where the figure comes from. */
const SOURCED =
  /\]\(https?:|https?:\/\/|\[\d+\]|\((?:source|see|via)\b|\bsource:|\b[Aa]ccording to (?:the )?(?!Experts|Research|Studies|Scientists)\p{Lu}|\b(?:study|survey|report|census) (?:by|from) [A-Z\p{Lu}]|\bpublished (?:in|by) /u

/** A sentence saying a figure is made up for illustration is honest as written. */
const ILLUSTRATIVE = /\b(?:for example|e\.g\.|say,|imagine|suppose|hypothetical|illustrat\w*|estimate your|your own)/i

/** Advice with a target ("Cut your food bill by 10%", "aim to raise savings by 5%") states no fact. */
const ADVICE =
  /^(?:increase|boost|improve|reduce|cut|lower|raise|grow|drop)\b|\b(?:aim|try|plan|want|set out) to\b|\byour (?:goal|target) (?:is|could be)\b/i

/** Every number written in digits ("$9", "30", "29%", "1,200"). */
const NUMBER = /\d+(?:[.,]\d+)*/g

/**
 * A figure worked out from numbers the text gives: the same sentence or paragraph holds at least
 * two other numbers ("$9 instead of $7 on 30 loaves … by about 29%"). The reader can check it
 * there; it is arithmetic, not a fact about the world.
 */
function computedHere(sentence: Sentence, paragraph: Sentence[]): boolean {
  const figures = sentence.plain.match(STATISTIC)?.[0].match(NUMBER) ?? []
  const all = paragraph.flatMap((s) => s.plain.match(NUMBER) ?? [])
  return all.length - figures.length >= 2
}

/**
 * Sentences presenting numbers or research as fact with no source: invented-looking specifics a
 * model produces to sound authoritative. The creator must verify them or take them out.
 */
export function findUnsourced(sentences: Sentence[]): Sentence[] {
  return sentences.filter((s) => {
    if (SOURCED.test(s.text)) return false
    if (VAGUE_AUTHORITY.test(s.plain)) return true
    if (!STATISTIC.test(s.plain) || ILLUSTRATIVE.test(s.plain) || ADVICE.test(s.plain)) return false
    return !computedHere(
      s,
      sentences.filter((o) => o.paragraph === s.paragraph),
    )
  })
}
