/**
 * A small guess at the language of a short text such as a book's topic (decision 36): enough to
 * tell a creator that the built-in writer will answer a Spanish topic in English. By script
 * first, then by common short words and letters of a few European languages. No dependency:
 * it runs in the browser's generator bundle, and a topic is a handful of words.
 */

export interface LanguageGuess {
  /** BCP 47 language subtag, or `und` when only the script is known. */
  tag: string
  /** English name to show, e.g. "Spanish" or "Cyrillic-script". */
  name: string
}

const SCRIPTS: [RegExp, LanguageGuess][] = [
  [/\p{Script=Hangul}/u, { tag: 'ko', name: 'Korean' }],
  // Japanese mixes kana with Han characters; Han alone is read as Chinese.
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u, { tag: 'zh', name: 'Chinese' }],
  [/\p{Script=Cyrillic}/u, { tag: 'und', name: 'Cyrillic-script' }],
  [/\p{Script=Greek}/u, { tag: 'el', name: 'Greek' }],
  [/\p{Script=Arabic}/u, { tag: 'und', name: 'Arabic-script' }],
  [/\p{Script=Hebrew}/u, { tag: 'he', name: 'Hebrew' }],
  [/\p{Script=Devanagari}/u, { tag: 'und', name: 'Devanagari-script' }],
  [/\p{Script=Thai}/u, { tag: 'th', name: 'Thai' }],
]

const NAMES: Record<string, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
}

/** Short words that are common in each language (titles and topics are mostly content words, so every hit counts). */
const WORDS: Record<string, string[]> = {
  en: 'the and for of to with how your you is are from on at by my what why this that into about without guide beginners'.split(' '),
  es: 'el la los las de del y para con en por cómo como tu tus una un que sin sobre al su sus más es guía principiantes'.split(' '),
  fr: 'le la les des du de et pour avec en dans sur comment votre vos une un au aux sans pas est ce qui guide débutants'.split(' '),
  de: 'der die das und für mit von zu im in den dem ein eine wie ihr dein deine ohne auf ist zum zur anfänger leitfaden'.split(' '),
  pt: 'o os a as de do da dos das e para com em no na por como seu sua um uma sem é ao não guia iniciantes'.split(' '),
  it: 'il lo la gli le di del della e per con in nel nella come tuo tua un una senza è che dei guida principianti sul sulla dal alla nei'.split(
    ' ',
  ),
  nl: 'de het een en van voor met in op hoe je jouw uw zonder is naar bij te dat gids beginners'.split(' '),
}

/** Letters that point to a language: [pattern, languages, weight]. */
const LETTERS: [RegExp, string[], number][] = [
  [/[ñ¿¡]/g, ['es'], 2],
  [/[ãõ]/g, ['pt'], 2],
  [/ß/g, ['de'], 2],
  [/[äöü]/g, ['de'], 1.5],
  [/[œèêëîïûù]/g, ['fr'], 1],
  [/ç/g, ['fr', 'pt'], 1],
  [/[ìò]/g, ['it'], 1.5],
  [/[áíóú]/g, ['es', 'pt'], 1],
  [/é/g, ['fr', 'es', 'pt', 'it'], 0.5],
  [/à/g, ['fr', 'pt', 'it'], 0.5],
  [/ij/g, ['nl'], 1],
]

/** How much the best language must lead the next, and the least evidence, before we say anything. */
const MIN_SCORE = 1.5
const MIN_LEAD = 1

/** The language a short text seems to be in; null when it cannot tell (too little to go on). */
export function guessLanguage(text: string): LanguageGuess | null {
  const letters = text.match(/\p{L}/gu) ?? []
  if (letters.length === 0) return null
  for (const [pattern, guess] of SCRIPTS) {
    const count = letters.filter((l) => pattern.test(l)).length
    if (count * 2 < letters.length) continue
    return guess.tag === 'zh' && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text) ? { tag: 'ja', name: 'Japanese' } : guess
  }
  const lower = text.toLowerCase()
  const scores: Record<string, number> = Object.fromEntries(Object.keys(WORDS).map((tag) => [tag, 0]))
  for (const word of lower.split(/[^\p{L}]+/u).filter(Boolean)) {
    const owners = Object.keys(WORDS).filter((tag) => WORDS[tag]?.includes(word))
    for (const tag of owners) scores[tag] = (scores[tag] ?? 0) + 1 / owners.length
  }
  for (const [pattern, tags, weight] of LETTERS) {
    const hits = lower.match(pattern)?.length ?? 0
    for (const tag of tags) scores[tag] = (scores[tag] ?? 0) + hits * weight
  }
  const [best, second] = Object.entries(scores).sort((a, b) => b[1] - a[1])
  if (!best || best[1] < MIN_SCORE || best[1] - (second?.[1] ?? 0) < MIN_LEAD) return null
  // English words with a few accented loanwords ("Crème brûlée recipes for beginners") stay English.
  if (best[0] !== 'en' && (scores.en ?? 0) >= 1 && best[1] - (scores.en ?? 0) < 2 * MIN_LEAD) return null
  return { tag: best[0], name: NAMES[best[0]] ?? best[0] }
}

/** A guess that the text is in a language other than English; null for English or when unsure. */
export function nonEnglishLanguage(text: string): LanguageGuess | null {
  const guess = guessLanguage(text)
  return guess && guess.tag !== 'en' ? guess : null
}
