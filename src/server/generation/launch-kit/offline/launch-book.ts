import type { ProductType } from '@core/generation.ts'
import type { LaunchBrief } from '../../providers/provider.ts'
import { TYPE_NOUN } from '../../providers/offline/outline-plans.ts'
import { DEFAULT_AUDIENCE } from '../../providers/offline/phrasing/tone.ts'
import { createRng, hashString, type Rng } from '../../providers/offline/seeded-random.ts'
import { splitSentences } from '../../providers/offline/shorten.ts'
export { sentence } from '../../providers/offline/markdown.ts'
import { capitalise } from '../../providers/offline/text-case.ts'
import { audienceInline, chapterSubject, cleanText, clampText } from '../../providers/offline/topic-text.ts'

/**
 * What the built-in writer's launch copy is made of: only what the book says about itself (its
 * title, description, chapter titles, plans and summaries, audience and type), so the sample
 * claims nothing the book does not.
 */
export interface LaunchBook {
  type: ProductType
  /** "ebook", "step-by-step guide", "checklist", "planner". */
  noun: string
  /** "an ebook", "a planner". */
  aNoun: string
  title: string
  subtitle: string
  description: string
  /** For running text: "busy parents"; the tone's default reader when the creator named none. */
  audience: string
  hasAudience: boolean
  chapters: { title: string; subject: string; scope: string }[]
  wordCount: number
}

const TYPE_PLURAL: Record<ProductType, string> = { ebook: 'chapters', guide: 'steps', checklist: 'sections', planner: 'sections' }
export const partsWord = (book: LaunchBook): string => TYPE_PLURAL[book.type]
export const partWord = (book: LaunchBook): string => TYPE_PLURAL[book.type].replace(/s$/, '')

/** A plan's first sentence ("Scope. Key points: …"), else the summary's: what the chapter covers. */
function scopeOf(c: LaunchBrief['chapters'][number]): string {
  for (const text of [c.plan, c.summary]) {
    const first = splitSentences(cleanText(text ?? '', 2000))[0]?.replace(/\s*Key points:.*$/i, '')
    if (first && first.length > 8) return clampText(first.replace(/[.!?]+$/, ''), 180)
  }
  return ''
}

export function readBook(brief: LaunchBrief): LaunchBook {
  const body = brief.chapters.filter((c) => c.matter !== 'front' && c.matter !== 'back')
  const chapters = (body.length > 0 ? body : brief.chapters)
    .map((c) => ({ title: clampText(cleanText(c.title), 120), subject: clampText(chapterSubject(c.title), 90), scope: scopeOf(c) }))
    .filter((c) => c.title !== '')
  const audience = audienceInline(brief.targetAudience)
  return {
    type: brief.productType,
    noun: TYPE_NOUN[brief.productType],
    aNoun: `${article(TYPE_NOUN[brief.productType])} ${TYPE_NOUN[brief.productType]}`,
    title: cleanText(brief.title, 200) || 'Your book',
    subtitle: cleanText(brief.subtitle ?? '', 200),
    description: clampText(cleanText(brief.description, 1000), 600),
    audience: audience ? clampText(audience, 80) : DEFAULT_AUDIENCE[brief.tone],
    hasAudience: audience !== undefined,
    chapters,
    wordCount: brief.wordCount,
  }
}

/** How a regenerated piece differs: a preset's voice or length, or (for the creator's own words) other choices. */
export type LaunchVoice = 'plain' | 'playful' | 'formal'
export interface LaunchStyle {
  voice: LaunchVoice
  short: boolean
  /** 0 for the first kit; else which alternative each choice moves to, so the result visibly changes. */
  variant: number
  rng: Rng
}

export function launchStyle(piece: string, brief: LaunchBrief, instruction: string | undefined): LaunchStyle {
  const words = (instruction ?? '').trim().toLowerCase()
  const voice: LaunchVoice = /\b(?:playful|fun|funny|light|casual)\b/.test(words)
    ? 'playful'
    : /\b(?:formal|professional|serious)\b/.test(words)
      ? 'formal'
      : 'plain'
  const short = /\b(?:short|shorter|brief|briefer|concise|tighter)\b/.test(words)
  return {
    voice,
    short,
    variant: words ? 1 + (hashString(words) % 97) : 0,
    rng: createRng(hashString('launch', piece, brief.title, brief.description, words)),
  }
}

/**
 * One of `options`, the same for the same book; a regeneration (variant > 0) never lands on the
 * first kit's choice, so "Regenerate" always shows something new.
 */
export function choose<T>(options: readonly T[], style: LaunchStyle, slot: string, book: LaunchBook): T {
  const n = options.length
  const base = hashString(slot, book.title) % n
  const index = style.variant === 0 || n === 1 ? base : (base + 1 + ((style.variant - 1) % (n - 1))) % n
  return options[index] as T
}

/** The book's voice in the listing's words. */
export const voiceWord = (style: LaunchStyle): string =>
  style.voice === 'playful' ? 'friendly, down-to-earth' : style.voice === 'formal' ? 'clear, well-structured' : 'practical'

export const upper = capitalise

/** "a" or "an" before a word. */
export const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a')

/** Cuts at a word boundary with no ellipsis (titles, tags, keywords), never mid-word. */
export function cutWords(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).replace(/[\s,;:.|–—-]+$/, '')
}

/** Words a keyword, tag or hashtag is better without. */
export const STOP_WORDS = new Set(
  'a an the and or of to in on for with your my our you how what why it its is are be this that from by at as into about up out get'.split(
    ' ',
  ),
)
