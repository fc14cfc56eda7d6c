import type { Tone } from '@core/generation.ts'

/**
 * The offline restyle's phrase tables. Every swap changes how a sentence sounds, never what it
 * says: contractions, and sentence openers that mean the same in each voice.
 */

// Contracted → full. Both apostrophes; the full form keeps the contraction's first-letter case.
const EXPANSIONS: [string, string][] = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["couldn't", 'could not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["you're", 'you are'],
  ["you'll", 'you will'],
  ["you've", 'you have'],
  ["we're", 'we are'],
  ["we'll", 'we will'],
  ["we've", 'we have'],
  ["they're", 'they are'],
  ["they'll", 'they will'],
  ["they've", 'they have'],
  ["I'm", 'I am'],
  ["I'll", 'I will'],
  ["I've", 'I have'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["here's", 'here is'],
  ["what's", 'what is'],
  ["let's", 'let us'],
]

const keepCase = (source: string, target: string) =>
  source[0] && source[0] !== source[0].toLowerCase() ? target.charAt(0).toUpperCase() + target.slice(1) : target

/** Writes every contraction out in full: the professional and expert voices do not contract. */
export function expandContractions(text: string): string {
  let out = text
  // "it's been" is "it has been"; any other "it's" is "it is".
  out = out.replace(/\b([Ii])t['’]s(?= (?:been|got|had)\b)/g, '$1t has').replace(/\b([Ii])t['’]s\b/g, '$1t is')
  out = out.replace(/\b([Yy])ou['’]d better\b/g, '$1ou had better')
  for (const [short, full] of EXPANSIONS) {
    const re = new RegExp(`\\b${short.replace("'", "['’]")}(?![\\p{L}'’])`, 'giu')
    out = out.replace(re, (m) => (short === "I'm" || short.startsWith("I'") ? full : keepCase(m, full)))
  }
  return out
}

type Voiced = Record<Tone, string>

/**
 * Sentence openers with the same meaning in each voice. Only forms that cannot mean anything
 * else at the start of a sentence are read back ("So far" is not "Therefore far").
 */
export const OPENERS: Voiced[] = [
  { friendly: 'But', professional: 'However,', expert: 'However,', casual: 'But' },
  { friendly: 'For example,', professional: 'For example,', expert: 'For instance,', casual: 'For example,' },
  { friendly: 'Also,', professional: 'In addition,', expert: 'Furthermore,', casual: 'Plus,' },
  { friendly: 'So,', professional: 'Therefore,', expert: 'Consequently,', casual: 'So,' },
  { friendly: 'In short,', professional: 'To sum up,', expert: 'In summary,', casual: 'Long story short,' },
  {
    friendly: 'Here is the encouraging part',
    professional: 'It is worth being precise here',
    expert: 'Precision matters here',
    casual: 'Here is the thing',
  },
  { friendly: 'Make sure to', professional: 'It is important to', expert: 'It is essential to', casual: 'Make sure to' },
  { friendly: 'Keep in mind that', professional: 'Note that', expert: 'Note that', casual: 'Just remember that' },
  { friendly: 'Start by', professional: 'Begin by', expert: 'Begin by', casual: 'Start by' },
  { friendly: 'Try to', professional: 'Aim to', expert: 'Aim to', casual: 'Try to' },
  // "You should not" stays: "You will want to not" says something else.
  { friendly: 'You will want to', professional: 'You should', expert: 'You should', casual: 'You will want to' },
]

/** Phrases with the same meaning anywhere in a sentence (written out in full; the tone contracts them later). */
export const PHRASES: Voiced[] = [
  { friendly: 'you need to', professional: 'you need to', expert: 'you need to', casual: 'you have got to' },
]
