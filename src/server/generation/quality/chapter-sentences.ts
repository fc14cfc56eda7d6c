/**
 * The prose of a Markdown chapter as sentences, for the quality checks. Headings, code, tables and
 * rules are left out (they are scaffolding, not prose), as are section labels (a line wholly in
 * bold, a line ending in ":", a bold "Label:" opening a line) and list and task-box markers, so a
 * checklist item is checked as the sentence it is.
 */
export interface Sentence {
  /** The sentence as written in the chapter (inline Markdown kept), so it can be found again. */
  text: string
  /** The same without Markdown, for matching. */
  plain: string
  /** Which block of lines (separated by blank lines) it stands in: "the same paragraph". */
  paragraph: number
  /** In the chapter's first line of prose: its opening, which a revision rewords but never deletes. */
  opening: boolean
}

const SKIP_LINE = /^\s*(?:#{1,6}\s|\||([-*_])(?:\s*\1){2,}\s*$)/
const MARKER = /^\s*(?:>\s*)*(?:(?:[-*+]|\d+[.)])\s+)?(?:\[[ xX]\]\s+)?/
/** "**Key Takeaways**", "__Tip:__", "**Step 2: Shape**" alone on a line. */
const BOLD_LINE = /^(?:\*\*|__)[^*_]+(?:\*\*|__)[:.]?$/
/** A bold label opening a line: "**Cost:** keep it low." keeps "keep it low." */
const BOLD_LABEL = /^(?:\*\*|__)[^*_]{1,60}?:?(?:\*\*|__):?\s+/

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
    .split(/(?<=[.!?][)"”’*_]*)\s+(?=[*_"“‘¿¡(]*[\p{Lu}0-9])/u)
    .map((s) => s.trim())
    .filter(Boolean)
}

/** A line that names a section rather than saying something: wholly bold, or ending in ":". */
export function isLabel(body: string): boolean {
  const t = body.trim()
  return BOLD_LINE.test(t) || /:\s*(?:\*\*|__)?$/.test(t)
}

export function chapterSentences(content: string): Sentence[] {
  const out: Sentence[] = []
  let inCode = false
  let paragraph = 0
  let seenProse = false
  for (const line of content.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode
      continue
    }
    if (!line.trim()) {
      paragraph++
      continue
    }
    if (inCode || SKIP_LINE.test(line)) continue
    const body = line.replace(MARKER, '').trim()
    if (isLabel(body)) continue
    const opening = !seenProse
    for (const text of splitSentences(body.replace(BOLD_LABEL, ''))) {
      const plain = plainText(text)
      if (/\p{L}/u.test(plain)) {
        out.push({ text, plain, paragraph, opening })
        seenProse = true
      }
    }
  }
  return out
}

/** Lower-case words of a sentence, without punctuation: the units of 8-gram matching. */
export function words(plain: string): string[] {
  return plain.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []
}

/**
 * A word cut to its stem, roughly: enough that "repeats", "repeated" and "repeating" meet, in the
 * languages the checks know, without a dictionary. Only for the looser, meaning-level comparison.
 */
export function stemLite(word: string): string {
  const w = word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]\p{L}*$/u, '')
  if (w.length <= 4) return w
  return w.replace(/(?:ingly|edly|ings|ing|ies|ied|ed|es|s|ly|ment|mente|ción|cion|ção|cao|ungen|ung|en|er)$/u, '') || w
}
