/**
 * Word count and reading time of a Markdown chapter (docs/product.md#editor, decision 61). What a
 * reader reads is counted: the words of headings, paragraphs, list items, table cells, link text
 * and footnotes. Markdown's syntax is not: markers, task boxes, table rules, URLs of links, images
 * (their alt text is for screen readers), footnote references, HTML tags and fenced code.
 */
export interface WordCount {
  /**
   * Words, with each Chinese or Japanese character counted as one (as word processors do), and
   * Thai, Lao, Khmer and Myanmar words found by the browser's dictionary (they have no spaces).
   */
  words: number
  /** Unrounded, so a book's chapters add up before rounding. */
  minutes: number
}

/** Silent reading of non-fiction in English (Brysbaert 2019); used for every alphabetic script. */
export const WORDS_PER_MINUTE = 238
/** Chinese ≈ 255 and Japanese ≈ 360 characters a minute (Trauzettel-Klosinski 2012): between the two. */
export const CJK_CHARACTERS_PER_MINUTE = 300

const FENCE = /^\s{0,3}(```|~~~)/
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu
// A word is letters and digits, with inner apostrophes, hyphens, dots and commas ("don't", "well-known", "10,000", "3.5").
const WORD = /[\p{L}\p{N}\p{M}]+(?:['’.,\-‐][\p{L}\p{N}\p{M}]+)*/gu
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$/
// Thai, Lao, Khmer and Myanmar put no spaces between words: a dictionary finds them (Intl.Segmenter).
const UNSPACED_SCRIPTS = '\\p{Script=Thai}\\p{Script=Lao}\\p{Script=Khmer}\\p{Script=Myanmar}'
const UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]+`, 'gu')
const HAS_UNSPACED = new RegExp(`[${UNSPACED_SCRIPTS}]`, 'u')

/**
 * Segmenting costs ≈4 µs a word, 40 ms for a 10,000-word Thai chapter: too slow to repeat on every
 * keystroke. Each run of these scripts (a phrase between spaces) is segmented once; a keystroke
 * changes one run. The cache is emptied when it grows past a few chapters' worth.
 */
const runWords = new Map<string, number>()
const RUNS_KEPT = 20_000
let segmenter: Intl.Segmenter | null | undefined

function unspacedWords(run: string): number {
  let count = runWords.get(run)
  if (count !== undefined) return count
  // A browser without Intl.Segmenter (Firefox before 125) counts as before: a run is a word.
  segmenter ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null
  count = 0
  if (segmenter) for (const part of segmenter.segment(run)) count += part.isWordLike ? 1 : 0
  else count = run.match(WORD)?.length ?? 0
  if (runWords.size >= RUNS_KEPT) runWords.clear()
  runWords.set(run, count)
  return count
}

/** One line of Markdown reduced to what is read. */
function readable(line: string): string {
  if (TABLE_RULE.test(line)) return ''
  return (
    line
      // Reference-style link definitions: `[id]: https://…` (a footnote's text, `[^id]: …`, is kept).
      .replace(/^\s{0,3}\[(?!\^)[^\]]+\]:\s+\S.*$/, '')
      .replace(/^\s{0,3}\[\^[^\]]+\]:/, '')
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/!\[[^\]]*\]\[[^\]]*\]/g, ' ')
      .replace(/\[\^[^\]]+\]/g, ' ')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<https?:[^>\s]+>/g, 'link')
      .replace(/<!--.*?-->/g, ' ')
      .replace(/<\/?[a-z][^>]*>/gi, ' ')
      // A bare web address is read as one word, not as its pieces.
      .replace(/\bhttps?:\/\/\S+/g, 'link')
      .replace(/^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s)?/, ' ')
  )
}

export function countWords(markdown: string): WordCount {
  let words = 0
  let cjk = 0
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) {
      fenced = !fenced
      continue
    }
    if (fenced) continue
    const text = readable(line)
    const han = text.match(CJK)?.length ?? 0
    cjk += han
    let rest = han ? text.replace(CJK, ' ') : text
    if (HAS_UNSPACED.test(rest)) {
      rest = rest.replace(UNSPACED, (run) => {
        words += unspacedWords(run)
        return ' '
      })
    }
    words += rest.match(WORD)?.length ?? 0
  }
  return { words: words + cjk, minutes: words / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE }
}

export const addCounts = (counts: WordCount[]): WordCount =>
  counts.reduce((sum, c) => ({ words: sum.words + c.words, minutes: sum.minutes + c.minutes }), { words: 0, minutes: 0 })

const number = new Intl.NumberFormat('en')

/** '1 word', '12,345 words'. */
export const formatWords = (words: number) => `${number.format(words)} ${words === 1 ? 'word' : 'words'}`

/** '1 min read' at the least once there is text, '2 h 5 min read' past an hour; empty text reads in no time. */
export function formatReadingTime(minutes: number): string {
  if (minutes <= 0) return '0 min read'
  const whole = Math.max(1, Math.round(minutes))
  if (whole < 60) return `${whole} min read`
  const rest = whole % 60
  return `${Math.floor(whole / 60)} h${rest ? ` ${rest} min` : ''} read`
}
