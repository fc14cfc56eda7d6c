import type { SearchEntry } from './search-entries.ts'
import { allowedTypos, typos } from './typos.ts'

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')

/** Title, other names, shown line, hidden keywords: how much a word found in each weighs. */
const FIELD_WEIGHTS = [10, 8, 4, 2] as const

interface Prepared {
  texts: string[]
  words: string[][]
}
// Entries live as long as the engine (projects until the next fetch): each is normalised once.
const prepared = new WeakMap<SearchEntry, Prepared>()
function prepare(entry: SearchEntry): Prepared {
  let p = prepared.get(entry)
  if (!p) {
    const texts = [entry.title, entry.aliases ?? '', entry.detail, entry.keywords].map(normalise)
    p = { texts, words: texts.map((t) => [...new Set(t.split(/[^a-z0-9]+/).filter(Boolean))]) }
    prepared.set(entry, p)
  }
  return p
}

/** The typos between a query word and the words of the index, each pair counted once per search. */
function typoCounter(word: string): (text: string) => number {
  const max = allowedTypos(word)
  const seen = new Map<string, number>()
  return (text) => {
    let n = seen.get(text)
    if (n === undefined) seen.set(text, (n = typos(word, text, max, word.length >= 5)))
    return n
  }
}

/** Where a query word is found: exactly (a word under 3 letters only at a word's start), else with typos. */
function findWord(word: string, p: Prepared, count: (text: string) => number): { weight: number; typos: number } | null {
  for (let f = 0; f < FIELD_WEIGHTS.length; f++) {
    const found = word.length < 3 ? p.words[f]?.some((w) => w.startsWith(word)) : p.texts[f]?.includes(word)
    if (found) return { weight: FIELD_WEIGHTS[f] ?? 0, typos: 0 }
  }
  const max = allowedTypos(word)
  if (max === 0) return null
  for (let f = 0; f < FIELD_WEIGHTS.length; f++) {
    let least = max + 1
    for (const w of p.words[f] ?? []) least = Math.min(least, count(w))
    if (least <= max) return { weight: FIELD_WEIGHTS[f] ?? 0, typos: least }
  }
  return null
}

/** What the whole query adds when it is the title, or its start, or inside it; a little less with typos. */
function titleBonus(whole: string, title: string, typoCount: number): number {
  if (title === whole) return 150
  if (title.startsWith(whole)) return 100
  if (title.includes(whole)) return 60
  if (typoCount === 0) return 0
  const max = allowedTypos(whole)
  return typos(whole, title, max) <= max ? 50 : typos(whole, title, max, true) <= max ? 30 : 0
}

/**
 * Every word of the query must be found in the entry, exactly or with a few typos
 * (docs/product.md#search). Entries without typos come first, then those with the fewest; among
 * equals titles weigh most (the title itself or its start above all), then the shown line, then
 * the hidden keywords, then the order given.
 */
export function searchEntries(query: string, entries: readonly SearchEntry[], limit = Number.POSITIVE_INFINITY): SearchEntry[] {
  const whole = normalise(query).trim()
  const words = whole.split(' ').filter(Boolean)
  if (words.length === 0) return []
  const counters = words.map(typoCounter)
  const scored: { entry: SearchEntry; score: number; typos: number; at: number }[] = []
  entries.forEach((entry, at) => {
    const p = prepare(entry)
    let score = 0
    let typoCount = 0
    for (const [i, word] of words.entries()) {
      const hit = findWord(word, p, counters[i] ?? (() => Number.POSITIVE_INFINITY))
      if (!hit) return
      score += hit.weight
      typoCount += hit.typos
    }
    score += titleBonus(whole, p.texts[0] ?? '', typoCount)
    scored.push({ entry, score, typos: typoCount, at })
  })
  return scored
    .sort((a, b) => a.typos - b.typos || b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map((s) => s.entry)
}
