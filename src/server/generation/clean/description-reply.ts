import { GENERATION_LIMITS } from '@core/generation.ts'
import { isPreamble, isSignOff } from './reply-chatter.ts'

// "Description:", "**New description:**", "Updated product description —" at the start of the text.
const LABEL =
  /^[*_#>\s]*(?:(?:new|fresh|updated|revised|rewritten|suggested)\s+)?(?:product\s+|book\s+)?(?:description|blurb)\s*[*_]*\s*[:：—–-]\s*[*_]*\s*/iu
// An opening that announces a description rather than a chapter: "Here's a fresh description for your ebook:".
const ANNOUNCES =
  /^(?:(?:sure|certainly|of course|absolutely|okay|ok)[!,.]?\s*)?(?:here(?:'|’)?s|here is|below is|i(?:'|’)ve written|i have written)\b[^.!?]*\b(?:description|blurb)\b/iu
const QUOTES: [string, string][] = [
  ['"', '"'],
  ['“', '”'],
  ["'", "'"],
  ['«', '»'],
  ['„', '“'],
]

/** Sentences with the whitespace after each, split where ".", "!", "?" or "…" meets a space. */
const sentences = (text: string) => text.match(/[^.!?…]+(?:[.!?…]+["'”’»)]*|$)\s*/gu) ?? []

/** Cuts a text past `max` at its last whole sentence (or word) within it. */
function clamp(text: string, max: number): string {
  if (text.length <= max) return text
  let kept = ''
  for (const s of sentences(text)) {
    if ((kept + s).trimEnd().length > max) break
    kept += s
  }
  return kept.trim() || `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

function unquoted(text: string): string {
  for (const [open, close] of QUOTES)
    if (text.startsWith(open) && text.endsWith(close) && text.length > 2 && !text.slice(1, -1).includes(close))
      return text.slice(1, -1).trim()
  return text
}

/**
 * The description alone from a model's reply (issue 29): a code fence opened, the chatter around
 * it dropped ("Sure! Here's a fresh description:", "Let me know if you'd like it shorter."), a
 * label, Markdown emphasis and wrapping quotes taken off, the lines joined into one paragraph and
 * cut to the limit at a sentence. Empty when nothing of a description is left.
 */
export function cleanDescriptionReply(reply: string, max: number = GENERATION_LIMITS.description): string {
  const fenced = /```[a-z]*[ \t]*\n([\s\S]*?)\n?```/i.exec(reply)
  let lines = (fenced?.[1] ?? reply)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(?:[-*_=]\s*){3,}$/.test(l))
  while (
    lines[0] !== undefined &&
    (isPreamble(lines[0]) || ANNOUNCES.test(lines[0]) || (LABEL.test(lines[0] + ' ') && lines[0].replace(LABEL, '') === ''))
  ) {
    lines = lines.slice(1)
  }
  // Sign-offs close the reply: whole trailing lines, then trailing sentences of the last one.
  while (lines.length > 1 && isSignOff(lines.at(-1)!)) lines = lines.slice(0, -1)
  const last = lines.at(-1)
  if (last !== undefined) {
    const parts = sentences(last)
    while (parts.length > 1 && isSignOff(parts.at(-1)!.trim())) parts.pop()
    lines[lines.length - 1] = parts.join('').trim()
  }
  const text = lines
    .join(' ')
    .replace(LABEL, '')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/^[#>]+\s*/, '')
    .replace(/\s+/g, ' ')
    .trim()
  return clamp(unquoted(text), max)
}
