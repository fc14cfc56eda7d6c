/**
 * The prose of a Markdown chapter as sentences, for the quality checks. Headings, code, tables and
 * rules are left out (they are scaffolding, not prose), as are list and task-box markers, so a
 * checklist item is checked as the sentence it is.
 */
export interface Sentence {
  /** The sentence as written in the chapter (inline Markdown kept), so it can be found again. */
  text: string
  /** The same without Markdown, for matching. */
  plain: string
}

const SKIP_LINE = /^\s*(?:#{1,6}\s|\||([-*_])(?:\s*\1){2,}\s*$)/
const MARKER = /^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s+)?/

export function plainText(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Splits at . ! ? followed by a space and what looks like a new sentence; abbreviations are rare in book prose. */
function splitSentences(line: string): string[] {
  return line
    .split(/(?<=[.!?][)"”’*_]*)\s+(?=[*_"“‘(]*[A-Z0-9])/)
    .map((s) => s.trim())
    .filter(Boolean)
}

export function chapterSentences(content: string): Sentence[] {
  const out: Sentence[] = []
  let inCode = false
  for (const line of content.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode
      continue
    }
    if (inCode || SKIP_LINE.test(line)) continue
    const body = line.replace(MARKER, '').trim()
    for (const text of splitSentences(body)) {
      const plain = plainText(text)
      if (/\p{L}/u.test(plain)) out.push({ text, plain })
    }
  }
  return out
}

/** Lower-case words of a sentence, without punctuation: the units of 8-gram matching. */
export function words(plain: string): string[] {
  return plain.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []
}
