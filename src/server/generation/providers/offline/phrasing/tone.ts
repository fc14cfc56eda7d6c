import { TONES, type Tone } from '@core/generation.ts'

/** Position of a tone in `{@friendly|professional|expert|casual}` template variants. */
export const toneIndex = (tone: Tone): number => TONES.indexOf(tone)

/** [pattern, replacement, also used by the friendly tone] */
type Rule = [RegExp, string, boolean?]

// The second capture keeps the case of the first letter ("Do not" → "Don't").
const FULL: Rule[] = [
  [/\b([Dd])o not\b/g, "$1on't", true],
  [/\b([Dd])oes not\b/g, "$1oesn't"],
  [/\b([Dd])id not\b/g, "$1idn't"],
  [/\b([Ii])s not\b/g, "$1sn't"],
  [/\b([Aa])re not\b/g, "$1ren't"],
  [/\b([Cc])annot\b/g, "$1an't"],
  [/\b([Ww])ill not\b/g, "$1on't"],
  [/\b([Ww])ould not\b/g, "$1ouldn't"],
  [/\b([Ss])hould not\b/g, "$1houldn't"],
  // Not at the end of a clause: "where you are today" cannot become "where you're today".
  [/\b([Yy])ou are(?= (?!today|now|right|here|there)[a-z])/g, "$1ou're", true],
  [/\b([Yy])ou will\b(?! not)/g, "$1ou'll", true],
  [/\b([Ww])e are\b/g, "$1e're"],
  [/\b([Ww])e will\b/g, "$1e'll"],
  [/\b([Tt])hey are\b/g, "$1hey're"],
  // Only before another word: "that is how it is." keeps its final "is".
  [/\b([Ii])t is(?= [a-z])/g, "$1t's", true],
  [/\b([Tt])hat is(?= [a-z])/g, "$1hat's"],
  [/\b([Tt])here is(?= [a-z])/g, "$1here's"],
  // "Here is the thing" contracts, "everything here is" does not.
  [/(^|[.:!?] )Here is(?= [a-z])/g, "$1Here's", true],
  [/\b([Ww])hat is(?= [a-z])/g, "$1hat's"],
  [/\b([Ll])et us\b/g, "$1et's", true],
]
const LIGHT = FULL.filter(([, , light]) => light)

/**
 * Casual writing contracts everything, friendly a little, professional and expert not at all.
 * Runs on template text only, before user text is put in, so a topic is never rewritten.
 */
export function contract(text: string, tone: Tone): string {
  const rules = tone === 'casual' ? FULL : tone === 'friendly' ? LIGHT : []
  return rules.reduce((out, [from, to]) => out.replace(from, to), text)
}

/** Who the text addresses when the user named no audience. */
export const DEFAULT_AUDIENCE: Record<Tone, string> = {
  friendly: 'beginners',
  professional: 'newcomers',
  expert: 'practitioners',
  casual: 'people just getting into it',
}

/** How the description names the voice. */
export const VOICE: Record<Tone, string[]> = {
  friendly: ['friendly', 'encouraging', 'warm, practical'],
  professional: ['clear', 'practical', 'well-structured'],
  expert: ['in-depth', 'rigorous', 'expert-level'],
  casual: ['no-nonsense', 'relaxed', 'easy-going'],
}
