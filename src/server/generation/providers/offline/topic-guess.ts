import { PRODUCT_TYPES } from '@core/generation.ts'
import { ADVICE } from './advice-bank.ts'
import { writeChapter } from './chapter-writer.ts'
import * as checklist from './checklist-writer.ts'
import * as ebook from './ebook-writer.ts'
import * as extend from './extend.ts'
import * as guide from './guide-writer.ts'
import { buildOutline } from './outline.ts'
import { chapterSlots } from './outline-plans.ts'
import { DEFAULT_AUDIENCE } from './phrasing/tone.ts'
import * as planner from './planner-bank.ts'
import * as passages from './prose-passages.ts'
import * as sentences from './prose-sentences.ts'
import * as roleProse from './role-prose.ts'
import { chapterSubject } from './topic-text.ts'

/**
 * A chapter rewrite carries no topic, only the chapter's text. The topic is what that text keeps
 * repeating: the longest phrase that recurs and is not made only of the writer's own stock
 * vocabulary (otherwise "next step" or "your notes" would win).
 */

const STOP = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its just more most my no not of on one or our so than that the their them then there these they this to too up us was we what when which who why will with you your re ll s t ve d'.split(
    ' ',
  ),
)
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu
const PLACEHOLDER = 'qzqz'

let stock: Set<string> | undefined
/** Every word the writer can produce by itself: its phrase banks plus sample drafts of each kind. */
function stockWords(): Set<string> {
  if (stock) return stock
  const texts: string[] = []
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  // Module namespaces: their exported phrase lists are collected, their functions skipped.
  collect([ADVICE, DEFAULT_AUDIENCE, planner, passages, sentences, roleProse, ebook, guide, checklist, extend])
  for (const productType of PRODUCT_TYPES) {
    collect(chapterSlots(productType, true, false))
    collect(chapterSlots(productType, false, false))
    // One tone is enough: the tone variants are already in the banks collected above.
    const outline = buildOutline({ topic: PLACEHOLDER, productType, tone: 'casual', targetAudience: undefined })
    const brief = { topic: PLACEHOLDER, productType, tone: 'casual' as const, ...outline }
    outline.chapters.forEach((_, i) => texts.push(writeChapter(brief, i)))
  }
  stock = new Set(
    texts
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [],
  )
  stock.delete(PLACEHOLDER)
  return stock
}

const isStock = (word: string, known: Set<string>) =>
  word.split(/['’-]/).every((part) => known.has(part) || STOP.has(part) || /^\d+$/.test(part))

/**
 * Phrases whose first and last words are not the writer's own vocabulary, counted. The
 * chapter's subject repeats as often as the topic does; it is recognisable by being in the
 * title, so a phrase from the title only wins when nothing else recurs, and then by count.
 */
export function guessTopic(text: string, audience?: string, title = ''): string | undefined {
  const known = stockWords()
  const skip = new Set(audience?.toLowerCase().match(WORD) ?? [])
  const ordinary = (w: string | undefined) => !w || STOP.has(w) || skip.has(w) || isStock(w, known)
  const titleText = ` ${[title, chapterSubject(title)].join(' ').toLowerCase().match(WORD)?.join(' ') ?? ''} `
  const counts = new Map<string, { n: number; words: string[] }>()
  const plain = text.replace(/\\(.)/g, '$1').replace(/[#*_`>|[\]()~]/g, ' ')
  for (const clause of plain.split(/[.!?:;,\n—–"“”]+/)) {
    const words = clause.match(WORD) ?? []
    const lower = words.map((w) => w.toLowerCase())
    for (let i = 0; i < words.length; i++) {
      if (ordinary(lower[i])) continue
      for (let n = 1; n <= 6 && i + n <= words.length; n++) {
        if (ordinary(lower[i + n - 1])) continue
        const key = lower.slice(i, i + n).join(' ')
        const entry = counts.get(key) ?? { n: 0, words: words.slice(i, i + n) }
        entry.n++
        counts.set(key, entry)
      }
    }
  }
  const all = [...counts]
  const recurring = all.filter(([, c]) => c.n >= 2)
  const outside = recurring.filter(([key]) => !titleText.includes(` ${key} `))
  // A short checklist may name its topic only once: then the longest phrase of its own wins.
  const once = all.filter(([key]) => !titleText.includes(` ${key} `))
  const pool = outside.length > 0 ? outside : once.length > 0 ? once : recurring
  const score = ({ n, words }: { n: number; words: string[] }) =>
    pool === outside ? n * (1 + 0.5 * (words.length - 1)) : pool === once ? words.length + 0.01 * n : n + 0.01 * words.length
  let best: { n: number; words: string[] } | undefined
  for (const [, c] of pool) if (!best || score(c) > score(best)) best = c
  // The writer shortens "budgeting for students" to "budgeting" in places; the full form is the topic.
  const prefix = `${best?.words.join(' ').toLowerCase()} for `
  const full = recurring.filter(([key]) => key.startsWith(prefix)).sort(([, a], [, b]) => b.n - a.n)[0]
  return (full?.[1] ?? best)?.words.join(' ')
}
