import { MAX_HEADING_CHARS, headingText, isNextChapterHeading, isOwnHeading, splitChapterPrefix, stripEmphasis } from './heading-match.ts'
import { isPreamble, isSignOff, mightBePreamble } from './reply-chatter.ts'

/**
 * Sorting one line of a reply. Each `is…` test reads a whole line; each `might…` test reads the
 * start of a line still arriving and answers false only when no whole line beginning so could
 * pass the matching `is…` test. That pairing is what lets the cleaner stream a line early and
 * still give the same text as when the whole reply is cleaned at once.
 */

export const FENCE = /^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*$/
const SEPARATOR = /^\s*([-*_])(\s*\1){2,}\s*$/
/** Info strings of a fence that wraps the whole reply rather than a code sample. */
const WRAPPER_INFO = new Set(['', 'markdown', 'md', 'text', 'txt', 'plaintext'])
const CHAPTER_WORDS = ['chapter', 'chap.', 'capítulo', 'capitulo', 'chapitre', 'kapitel', 'capitolo', 'hoofdstuk']

export interface Titles {
  title: string
  nextTitle?: string
  /** 1-based number of this chapter. */
  number?: number
  /**
   * Lines (trimmed) of the creator's own text that a rewrite echoes: never taken for the model's
   * sign-off, separator or run-on, since they were in the chapter before the model saw it.
   */
  keep?: ReadonlySet<string>
}

/** The trimmed, non-empty lines of a chapter, for `Titles.keep`. */
export function ownLines(content: string): ReadonlySet<string> {
  return new Set(
    content
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  )
}

/** Letters and digits only, every word kept: the form a title's start is compared in. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function prefixOfEither(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a)
}

/** Is a line still arriving possibly a heading naming this title, or any chapter? */
function mightName(partial: string, title: string | undefined): boolean {
  const text = plain(partial.replace(/^[\s*_]+/, ''))
  if (text === '') return true
  if (CHAPTER_WORDS.some((w) => prefixOfEither(text, plain(w)))) return true
  return title !== undefined && plain(title).startsWith(text)
}

/** A line too long to be a heading, a preamble or a sign-off is always text. */
export const tooLongToSort = (line: string) => line.length > MAX_HEADING_CHARS

export function fenceOf(line: string): { marker: string; info: string } | null {
  const match = tooLongToSort(line) ? null : FENCE.exec(line)
  return match ? { marker: match[1] ?? '```', info: (match[2] ?? '').toLowerCase() } : null
}

/** CommonMark: a closing fence has the opening's character, at least its length, and no info string. */
export function closesFence(fence: { marker: string; info: string }, open: string): boolean {
  return fence.info === '' && fence.marker[0] === open[0] && fence.marker.length >= open.length
}

export function isWrapperFence(line: string): boolean {
  const fence = fenceOf(line)
  return fence !== null && WRAPPER_INFO.has(fence.info)
}

export const isSeparator = (line: string) => !tooLongToSort(line) && SEPARATOR.test(line)

/** At the top of a reply: might this line become a fence, a preamble or the model's heading? */
export function mightBeHead(partial: string, titles: Titles): boolean {
  if (tooLongToSort(partial)) return false
  const t = partial.trim()
  return t === '' || /^[#`~*_]/.test(t) || mightBePreamble(partial) || mightName(partial, titles.title)
}

/** Plain lines name the title exactly (every word, in order); marked headings may reword it. */
export function isOwnHeadingLine(line: string, titles: Titles): boolean {
  if (tooLongToSort(line)) return false
  if (isOwnHeading(line, titles.title)) return true
  return !headingText(line) && plain(stripEmphasis(line).replace(/:$/, '')) === plain(titles.title) && plain(titles.title) !== ''
}

export const isPreambleLine = (line: string) => !tooLongToSort(line) && isPreamble(line)

/** A continuation's repeat of the chapter's heading: it must name the title or a chapter. */
export function namesThisChapter(line: string, titles: Titles): boolean {
  if (tooLongToSort(line)) return false
  const heading = headingText(line)
  const text = heading ? heading.text : stripEmphasis(line)
  const { number, rest } = splitChapterPrefix(text)
  // A plain "Chapter 3 …" line counts only when nothing but the title follows: it may be prose.
  const namesChapter = number !== undefined && (heading !== null || rest.trim() === '' || plain(rest) === plain(titles.title))
  return namesChapter || plain(text) === plain(titles.title) || (heading !== null && isOwnHeading(`### ${text}`, titles.title))
}

/** In the body: might this line become a separator, a fence, a heading or the next chapter's start? (Sign-offs are found per sentence.) */
export function mightBeSpecial(partial: string, titles: Titles): boolean {
  if (tooLongToSort(partial)) return false
  const t = partial.trim()
  if (t === '' || /^[#`~]/.test(t) || /^[-*_\s]+$/.test(t) || /^(\*\*|__)/.test(t)) return true
  return mightName(partial, titles.nextTitle)
}

export function isNextChapterLine(line: string, titles: Titles): boolean {
  if (tooLongToSort(line)) return false
  const number = titles.number === undefined ? undefined : titles.number + 1
  if (isNextChapterHeading(line, { number, title: titles.nextTitle })) return true
  // A plain line that is exactly the next title, as models write it when they run on.
  return (
    titles.nextTitle !== undefined &&
    !headingText(line) &&
    plain(stripEmphasis(line)) === plain(titles.nextTitle) &&
    plain(titles.nextTitle) !== ''
  )
}

export const isSignOffLine = (line: string) => !tooLongToSort(line) && isSignOff(line)
