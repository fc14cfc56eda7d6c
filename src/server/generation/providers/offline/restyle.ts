import type { Tone } from '@core/generation.ts'
import { PROTECTED } from './grammar.ts'
import { contract } from './phrasing/tone.ts'
import { expandContractions, OPENERS, PHRASES } from './phrasing/voice.ts'

/**
 * The 'restyle' rewrite (Regenerate Style) of the built-in writer: the same chapter in another
 * voice. It never writes afresh: every heading, list item, checkbox, table, number and fact stays
 * where it was, and only the way sentences are phrased changes, the same way every time.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// A source phrase matches in full or contracted form: "It is important" and "It's important".
const loose = (phrase: string) =>
  escape(phrase).replace(
    / (is|will|have)\b/g,
    (_m, verb: string) => `(?: ${verb}|['’]${verb === 'is' ? 's' : verb === 'will' ? 'll' : 've'})`,
  )
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

// A sentence starts a line's text or follows . ! ? (and any closing quote, bracket or emphasis).
const START = String.raw`(^|[.!?]["”’)*_]*\s+)([*_]{0,2})`

interface Swap {
  re: RegExp
  to: string
  atStart: boolean
}

function swapsFor(tone: Tone): Swap[] {
  const openers = OPENERS.flatMap((group) =>
    [...new Set(Object.values(group))]
      .filter((from) => from !== group[tone])
      // "However, not" reads as "But not"; but "You should not" is no "You will want to not".
      .map((from) => ({
        re: new RegExp(`${START}${loose(from)}(?=[\\s,])${from === 'You should' ? '(?! not\\b)' : ''}`, 'g'),
        to: group[tone],
        atStart: true,
      })),
  )
  const phrases = PHRASES.flatMap((group) =>
    [...new Set(Object.values(group))]
      .filter((from) => from !== group[tone])
      .map((from) => ({ re: new RegExp(`\\b(${loose(from)}|${loose(upper(from))})\\b`, 'g'), to: group[tone], atStart: false })),
  )
  return [...openers, ...phrases]
}

/** One run of plain text (no code, links or URLs in it) in the new voice. */
function voice(text: string, tone: Tone, swaps: Swap[]): string {
  // The formal voices write everything out; the others contract as the writer's own text does.
  let out = tone === 'professional' || tone === 'expert' ? expandContractions(text) : text
  for (const { re, to, atStart } of swaps) {
    out = atStart
      ? out.replace(re, (_m, gap: string, emphasis: string) => `${gap}${emphasis}${to}`)
      : out.replace(re, (m: string) => (m[0] === m[0]?.toUpperCase() ? upper(to) : to))
  }
  out = contract(out, tone)
  // The casual "you have got to" of the phrase table reads as people say it.
  return tone === 'casual' ? out.replace(/\b([Yy])ou have got\b/g, "$1ou've got") : out
}

/** A line's marker (list bullet, number, checkbox, quote) stays; only its text changes voice. */
const PREFIX = /^(\s*(?:(?:>\s*)+)?(?:(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?)(.*)$/

function restyleLine(line: string, tone: Tone, swaps: Swap[]): string {
  const [, prefix = '', text = ''] = PREFIX.exec(line) ?? []
  const kept: string[] = []
  const masked = text.replace(PROTECTED, (m) => `\uE000${kept.push(m) - 1}\uE000`)
  return prefix + voice(masked, tone, swaps).replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)] ?? '')
}

/** The chapter body (no `## ` title line) in `tone`; headings, tables and code are left exactly as they are. */
export function restyleBody(markdown: string, tone: Tone): string {
  const swaps = swapsFor(tone)
  let inFence = false
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence
        return line
      }
      if (inFence || /^\s*(?:#|\||<)/.test(line) || line.trim() === '') return line
      return restyleLine(line, tone, swaps)
    })
    .join('\n')
}
