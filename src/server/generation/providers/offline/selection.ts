import type { Tone } from '@core/generation.ts'
import type { SelectionJob } from '../provider.ts'
import { fixGrammar } from './grammar.ts'
import { ADVICE_SENTENCES } from './prose-sentences.ts'
import { restyleBody } from './restyle.ts'
import { hashString } from './seeded-random.ts'
import { shortenBody, splitSentences } from './shorten.ts'

/**
 * The built-in writer's selection actions (docs/product.md#chapter-rewrites): deterministic and
 * plausible, never a model. The passage keeps its Markdown; every action gives the same answer
 * for the same passage.
 */

// Advice that needs no topic filled in, so it reads well after any passage.
const PLAIN_ADVICE = ADVICE_SENTENCES.filter((s) => !/[${]/.test(s))

const PLAIN_WORDS: [RegExp, string][] = [
  [/\bin order to\b/gi, 'to'],
  [/\butili[sz]e\b/gi, 'use'],
  [/\bapproximately\b/gi, 'about'],
  [/\bnumerous\b/gi, 'many'],
  [/\bsubsequently\b/gi, 'then'],
  [/\bcommence\b/gi, 'start'],
  [/\bdemonstrate\b/gi, 'show'],
  [/\bassist\b/gi, 'help'],
  [/\bsufficient\b/gi, 'enough'],
  [/\bhowever,\s*/gi, 'but '],
]

const keepCase = (from: string, to: string) => (/^[A-Z]/.test(from) ? to.charAt(0).toUpperCase() + to.slice(1) : to)

/** One sentence that cannot lose half its sentences loses its last clause instead. */
function dropClause(text: string): string {
  const comma = text.lastIndexOf(', ')
  if (comma < text.length * 0.3) return text
  const end = /[.!?]["”’)*_]*\s*$/.exec(text)?.[0].trim() ?? ''
  return text.slice(0, comma) + end
}

function shorten(text: string): string {
  const short = shortenBody(text)
  return short !== text.trim() ? short : dropClause(text.trim())
}

function expand(text: string): string {
  const trimmed = text.trimEnd()
  const advice = PLAIN_ADVICE[hashString(trimmed) % PLAIN_ADVICE.length] ?? ''
  const lastLine = trimmed.slice(trimmed.lastIndexOf('\n') + 1)
  const marker = /^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/.exec(lastLine)?.[0]
  // A list grows by an item of the same kind; prose by a sentence.
  return marker ? `${trimmed}\n${marker.replace(/\[[xX]\]/, '[ ]')}${advice}` : `${trimmed} ${advice}`
}

function simplify(text: string): string {
  let out = text.trim()
  for (const [word, plain] of PLAIN_WORDS) out = out.replace(word, (m) => keepCase(m, plain))
  // A sentence joined by a semicolon reads as two.
  return out.replace(/;\s+(\p{Ll})/gu, (_m, c: string) => `. ${c.toUpperCase()}`)
}

function rewrite(text: string): string {
  for (const tone of ['friendly', 'casual', 'professional'] as const) {
    const out = restyleBody(text.trim(), tone)
    if (out !== text.trim()) return out
  }
  const sentences = splitSentences(text.trim())
  // Nothing to rephrase: the plainer wording, else the sentences' order turned round.
  const plain = simplify(text)
  return plain !== text.trim() || sentences.length < 2 ? plain : [...sentences.slice(1), sentences[0]].join(' ')
}

const restyle = (text: string, tone: Tone) => restyleBody(text.trim(), tone)

/** The instruction's gist, by its words: the built-in writer cannot follow free text. */
function custom(text: string, instruction: string): string {
  const ask = instruction.toLowerCase()
  if (/short|brief|concise|trim|cut/.test(ask)) return shorten(text)
  if (/long|expand|detail|example|more/.test(ask)) return expand(text)
  if (/simpl|plain|easier/.test(ask)) return simplify(text)
  if (/grammar|spelling|typo|punctuation/.test(ask)) return fixGrammar(text)
  if (/casual|relaxed/.test(ask)) return restyle(text, 'casual')
  if (/friendly|warm/.test(ask)) return restyle(text, 'friendly')
  if (/formal|professional/.test(ask)) return restyle(text, 'professional')
  return rewrite(text)
}

/**
 * Try again: an answer the creator did not take is worked once more (a shorter passage shortened
 * again, another sentence added); a grammar pass has one right answer and gives it again.
 */
export function rewriteSelectionOffline(job: SelectionJob): string {
  const first = transform(job, job.selection)
  if (first !== job.previous || job.action === 'grammar') return first
  const again = transform(job, first)
  return again === first ? rewrite(first) : again
}

function transform(job: SelectionJob, text: string): string {
  switch (job.action) {
    case 'shorten':
      return shorten(text)
    case 'expand':
      return expand(text)
    case 'simplify':
      return simplify(text)
    case 'grammar':
      return fixGrammar(text)
    case 'tone':
      return restyle(text, job.tone ?? 'friendly')
    case 'custom':
      return custom(text, job.instruction ?? '')
    case 'rewrite':
      return rewrite(text)
  }
}
