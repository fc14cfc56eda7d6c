/**
 * Casing and word forms for user text. Topics arrive in any casing ("golf fitness", "Golf
 * Fitness", "SEO for Etsy shops"); titles want Title Case and running prose wants the topic as
 * a reader would write it mid-sentence, without flattening acronyms or names.
 */

const SMALL_WORDS = new Set(
  'a an and as at but by en for from if in into nor of off on onto or per so than the to up upon vs via with yet'.split(' '),
)

// Capitalised words that stay capitalised mid-sentence: platforms, languages, places, days.
const PROPER = new Set(
  `english french spanish german italian portuguese japanese chinese korean arabic hindi latin
  python java javascript typescript excel word powerpoint google amazon etsy shopify instagram facebook
  pinterest youtube linkedin twitter kindle canva notion wordpress airbnb substack patreon spotify apple
  android windows mac linux christmas easter halloween ramadan hanukkah thanksgiving bible
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july
  august september october november december europe asia africa america american european british
  japan paris london italy france spain germany india china mexico canada australia ireland scotland
  england wales texas california florida york tokyo rome berlin lisbon`.split(/\s+/),
)

// Trailing punctuation ("photography:") does not change what casing a word has.
const isLower = (w: string) => /^[\p{Ll}\d'’-]+[:;,.!?]*$/u.test(w) && /\p{Ll}/u.test(w)
const isCapitalised = (w: string) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(w)

function capitaliseWord(word: string): string {
  return word
    .split('-')
    .map((part, i) => (i > 0 && SMALL_WORDS.has(part) ? part : isLower(part) ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('-')
}

/** "golf fitness for seniors" → "Golf Fitness for Seniors"; "SEO" and "iPhone" are left alone. */
export function titleCase(text: string): string {
  const words = text.split(' ')
  return words
    .map((w, i) => {
      const afterColon = i > 0 && /[:—–]$/.test(words[i - 1] ?? '')
      if (i > 0 && !afterColon && SMALL_WORDS.has(w.toLowerCase()) && isLower(w)) return w
      return capitaliseWord(w)
    })
    .join(' ')
}

/**
 * The mid-sentence form: a Title Case topic loses its capitals ("Social Media Marketing" →
 * "social media marketing"), a sentence-case one only its first ("Meditation for beginners");
 * acronyms, mixed-case words and known names keep theirs.
 */
export function inlineCase(text: string): string {
  const words = text.split(' ')
  const majors = words.filter((w) => !SMALL_WORDS.has(w.toLowerCase()))
  const titleCased = words.length >= 2 && majors.length >= 1 && majors.every((w) => !isLower(w))
  const lower = (w: string) => (isCapitalised(w) && !PROPER.has(w.toLowerCase()) ? w.toLowerCase() : w)
  return words.map((w, i) => (titleCased || i === 0 ? lower(w) : w)).join(' ')
}

/** Sentence start: "golf fitness" → "Golf fitness", but "iPhone photos" stays as it is. */
export function capitalise(text: string): string {
  const first = text.split(' ')[0] ?? ''
  return isLower(first) ? text.charAt(0).toUpperCase() + text.slice(1) : text
}

const IRREGULAR: Record<string, string> = {
  be: 'being',
  see: 'seeing',
  die: 'dying',
  lie: 'lying',
  tie: 'tying',
  begin: 'beginning',
  commit: 'committing',
  admit: 'admitting',
  forget: 'forgetting',
  level: 'levelling',
  travel: 'travelling',
}

/** "start" → "starting", "make" → "making", "plan" → "planning": enough for imperative titles. */
export function gerund(verb: string): string {
  const v = verb.toLowerCase()
  if (IRREGULAR[v]) return IRREGULAR[v]
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`
  if (/[^aeiou]e$/.test(v) && v.length > 2) return `${v.slice(0, -1)}ing`
  if (v.length <= 4 && /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${v}${v.slice(-1)}ing`
  return `${v}ing`
}

/** Imperative verbs that open chapter titles ("Build Your First Routine"). */
export const TITLE_VERBS = new Set(
  `define set gather learn build practise practice track keep plan create choose start write review
  prepare find make master launch grow measure reflect adjust lay get put develop design organise organize
  test refine schedule stay celebrate clarify map establish understand avoid fix overcome level scale
  maintain explore discover identify assess check decide commit budget pack book research shop cook batch
  train warm stretch strengthen improve protect share publish sell price promote audit clean declutter
  simplify automate wind close finish sustain use take do go run move turn bring try begin open stop
  follow collect outline draft edit polish pick lock confirm wrap settle look focus work`.split(/\s+/),
)

const SINGULAR_ICS = new Set('physics economics mathematics politics athletics gymnastics aerobics analytics logistics ethics'.split(' '))

/**
 * Whether a noun phrase takes "are": "essential techniques", "tools and resources" and "the
 * basics of X" do; "golf fitness" and "measuring progress" do not.
 */
export function isPluralPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(' ')
  if (/ing$/.test(words[0] ?? '')) return false
  const stop = words.findIndex((w, i) => i > 0 && /^(of|for|in|on|to|with|at|from|that|which|who|when|without|by|like|into)$/.test(w))
  const head = stop > 0 ? words.slice(0, stop) : words
  if (head.includes('and')) return true
  const noun = head[head.length - 1] ?? ''
  if (/ics$/.test(noun)) return !SINGULAR_ICS.has(noun)
  return /[^s']s$/.test(noun) && !/(ness|us|is|ss)$/.test(noun)
}
