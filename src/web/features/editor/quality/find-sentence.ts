/**
 * Where a quality note's sentence stands in a chapter (decision 110). The quality pass quotes
 * sentences as plain text (no Markdown, maybe cut at 500 characters with '…'), while the chapter
 * holds Markdown the writer may have retyped with other quotes or line breaks: both are folded to
 * the same plain form, with each folded character remembering where it came from.
 */
export interface Found {
  start: number
  end: number
}

interface Folded {
  text: string
  /** For each character of `text`, its index in the source. */
  at: number[]
}

// Inline Markdown marks and escapes: never part of what a reader sees. Double quotes too: a note may
// quote a sentence without the quotation marks it stands in.
const MARKUP = new Set(['*', '_', '`', '~', '\\', '[', ']', '#', '>', '"'])
const SAME: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '′': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  '‑': '-',
}

/** A link or image destination, `](…)`: the words before it are read, the address is not. */
const DESTINATION = /\]\([^)\n]*\)/g

/** The source as a reader would compare it: no marks or double quotes, straight apostrophes, one space for any run of blanks, lower case. */
export function fold(source: string): Folded {
  const skip = new Uint8Array(source.length)
  for (const m of source.matchAll(DESTINATION)) skip.fill(1, m.index, m.index + m[0].length)
  let text = ''
  const at: number[] = []
  for (let i = 0; i < source.length; i++) {
    if (skip[i]) continue
    const c = source.charAt(i)
    if (MARKUP.has(c)) continue
    if (/\s/.test(c)) {
      if (text !== '' && !text.endsWith(' ')) {
        text += ' '
        at.push(i)
      }
      continue
    }
    if (c === '…') {
      text += '...'
      at.push(i, i, i)
      continue
    }
    const same = SAME[c] ?? c
    if (MARKUP.has(same)) continue
    text += same.toLowerCase()
    at.push(i)
  }
  return { text, at }
}

/** The shortest start of a long excerpt worth looking for when the whole is not there (it was cut at 500 characters). */
const MIN_PREFIX = 40

/**
 * The excerpt's place in `source` (a chapter's Markdown, or a visual editor's text), from its
 * first to its last character; null when it is not there (the writer changed it).
 */
export function findSentence(source: string, excerpt: string): Found | null {
  const wanted = fold(excerpt).text.trim()
  if (wanted === '') return null
  const hay = fold(source)
  let from = hay.text.indexOf(wanted)
  let length = wanted.length
  // A quote cut short ends in '…': the start of the sentence is enough, then on to its end.
  if (from < 0 && wanted.endsWith('...') && wanted.length - 3 >= MIN_PREFIX) {
    const prefix = wanted.slice(0, -3).trimEnd()
    from = hay.text.indexOf(prefix)
    if (from >= 0) {
      const stop = /[.!?]/g
      stop.lastIndex = from + prefix.length
      const end = stop.exec(hay.text)
      length = (end ? end.index + 1 : hay.text.length) - from
    }
  }
  if (from < 0) return null
  const start = hay.at[from] as number
  const end = (hay.at[from + length - 1] as number) + 1
  return balance(source, start, end)
}

/**
 * A sentence that starts or ends in bold or italics takes its marks with it, so a rewrite of the
 * passage never holds one `**` without the other.
 */
function balance(source: string, start: number, end: number): Found {
  for (const mark of ['*', '_', '`', '~']) {
    const inside = () => source.slice(start, end).includes(mark)
    // Marks right before or after the sentence that it also holds inside (`**It** is.`, `*A sentence.*`) are its own.
    if (inside()) {
      while (source.charAt(start - 1) === mark) start--
      while (source.charAt(end) === mark) end++
    }
    // Marks around the whole sentence (`**Sentence.**`): both or neither.
    while (source.charAt(start - 1) === mark && source.charAt(end) === mark) {
      start--
      end++
    }
  }
  // A quotation the sentence opens or closes: its other mark comes along.
  const quote = (c: string) => /["“”„«»]/.test(c)
  if ([...source.slice(start, end)].filter(quote).length % 2 === 1) {
    if (quote(source.charAt(start - 1))) start--
    else if (quote(source.charAt(end))) end++
  }
  return { start, end }
}
