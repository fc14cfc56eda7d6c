/**
 * Recognises a model's own chapter heading, in whatever dress: `# Title`, `**Chapter 3: Title**`,
 * `Chapter Three — Title`, the title alone. Titles are compared loosely (case, accents,
 * punctuation, small words), because models reword them slightly.
 */

/** A heading longer than this is prose, not a heading (also bounds how long a line is held back). */
export const MAX_HEADING_CHARS = 300

const CHAPTER_WORD = String.raw`(?:chapter|chap\.|cap[ií]tulo|chapitre|kapitel|capitolo|hoofdstuk)`
const NUMBER_WORDS =
  'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  )
const ROMAN = /^(?=[ivxlc]+$)c{0,3}(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$/
const CHAPTER_PREFIX = new RegExp(String.raw`^${CHAPTER_WORD}\s+([0-9]{1,3}|[a-z]+)\b\s*(?:[:.\-–—|]\s*)?`, 'i')

/** Words that carry no meaning when comparing titles, in the languages a book is likely to be in. */
const SMALL_WORDS = new Set(
  'a an and the of to in on for with your you it its is at by from or el la los las lo de del y en un una al le les des du et à au aux der die das und ein eine im zu von o os as do da dos das e em um uma no na'.split(
    ' ',
  ),
)

/** `**x**`, `__x__`, `*x*` and `# x #` reduced to x; null when the line is not heading-shaped. */
export function headingText(line: string): { text: string; level: number } | null {
  const trimmed = line.trim()
  if (trimmed === '' || trimmed.length > MAX_HEADING_CHARS) return null
  const atx = /^(#{1,6})\s+(.*?)(?:\s+#+)?$/.exec(trimmed)
  if (atx) return { text: stripEmphasis(atx[2] ?? ''), level: atx[1]?.length ?? 1 }
  const bold = /^(\*\*|__)(.+)\1:?$/.exec(trimmed)
  if (bold) return { text: stripEmphasis(bold[2] ?? ''), level: 0 }
  return null
}

export function stripEmphasis(text: string): string {
  return text
    .trim()
    .replace(/^(\*{1,3}|_{1,3})(.*)\1$/, '$2')
    .trim()
}

/** Chapter number written as digits, a roman numeral or an English word; undefined if none. */
function chapterNumber(token: string): number | undefined {
  const t = token.toLowerCase()
  if (/^[0-9]+$/.test(t)) return Number(t)
  const word = NUMBER_WORDS.indexOf(t)
  if (word >= 0) return word + 1
  if (ROMAN.test(t)) return romanValue(t)
  return undefined
}

function romanValue(roman: string): number {
  const values: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 }
  let total = 0
  for (let i = 0; i < roman.length; i++) {
    const value = values[roman[i] ?? ''] ?? 0
    const next = values[roman[i + 1] ?? ''] ?? 0
    total += value < next ? -value : value
  }
  return total
}

/** "Chapter 3: Title" → { number: 3, rest: "Title" }; no chapter word → rest is the text. */
export function splitChapterPrefix(text: string): { number?: number; rest: string } {
  const match = CHAPTER_PREFIX.exec(text)
  if (!match) return { rest: text }
  const number = chapterNumber(match[1] ?? '')
  if (number === undefined) return { rest: text }
  return { number, rest: text.slice(match[0].length) }
}

/** Lower case, no accents, letters and digits only, small words dropped. */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && !SMALL_WORDS.has(w))
}

/** Same words, or one set inside the other with little to spare: a reworded version of the title. */
export function looselySameTitle(candidate: string, title: string): boolean {
  const a = titleWords(candidate)
  const b = titleWords(title)
  if (a.length === 0 || b.length === 0) return false
  const inB = a.every((w) => b.includes(w))
  const inA = b.every((w) => a.includes(w))
  return (inB && a.length * 2 >= b.length) || (inA && a.length <= b.length + 3)
}

/** A plain line (no heading marks) that could only be a heading: short, no sentence end. */
function plainHeadingText(line: string): string | null {
  const text = stripEmphasis(line)
  if (text === '' || text.length > 120 || /[.?!]$/.test(text) || /^[-*+>|]|^\d+[.)]\s/.test(text)) return null
  return text.replace(/:$/, '')
}

/**
 * The reply's own version of this chapter's heading. Any `#` or `##` heading on the first lines
 * is one (sub-sections are `###` under our `##`); other forms must name the chapter or its title.
 */
export function isOwnHeading(line: string, title: string): boolean {
  const heading = headingText(line)
  if (heading && heading.level >= 1 && heading.level <= 2) return true
  const text = heading ? heading.text : plainHeadingText(line)
  if (text === null) return false
  const { number } = splitChapterPrefix(text)
  // "Chapter 3", with or without a title: whatever the title says, it heads a chapter.
  if (number !== undefined) return true
  // A plain line naming the title is judged by the caller, word for word (see line-kinds.ts).
  return heading ? looselySameTitle(text, title) : false
}

/**
 * A line that starts the next chapter (issue 26): it must be heading-shaped and name that chapter,
 * never a cross-reference to it. A `#`/`##` heading naming chapter `number` (our own heading is the
 * only `##` a chapter has) or the next title; a `###` or wholly bold line only with both the number
 * and the title; a plain line only as "Chapter N" alone or followed by a separator and the title.
 * A line ending in ":" introduces what follows, and any other chapter number is a cross-reference.
 */
export function isNextChapterHeading(line: string, next: { title?: string; number?: number }): boolean {
  if (next.title === undefined || line.trim().length > MAX_HEADING_CHARS) return false
  const heading = headingText(line)
  const text = heading ? heading.text : stripEmphasis(line)
  if (text === '' || /:$/.test(text) || /:(\*\*|__)$/.test(line.trim())) return false
  const { number, rest } = splitChapterPrefix(text)
  if (number !== undefined && number !== next.number) return false
  const chapterLevel = heading !== null && heading.level >= 1 && heading.level <= 2
  if (number !== undefined) {
    if (chapterLevel) return true
    if (rest.trim() === '') return heading === null
    // "Chapter 4 The First Sale" or "Chapter 4: The First Sale", never "Chapter 4 covers pricing".
    return namesTitle(rest, next.title) && !/[.?!;,]$/.test(rest)
  }
  // Without a chapter number only a # or ## heading can start a chapter: a ### or bold line
  // named like the next chapter ("### Your first sale") is a section of this one.
  return chapterLevel && namesTitle(text, next.title)
}

/** A heading may word the next title a little differently, but must cover most of it (a sub-section sharing one word is not it). */
function namesTitle(candidate: string, title: string): boolean {
  if (!looselySameTitle(candidate, title)) return false
  const a = titleWords(candidate)
  const b = titleWords(title)
  return b.filter((w) => a.includes(w)).length * 3 >= b.length * 2
}
