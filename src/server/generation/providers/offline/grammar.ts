/**
 * The 'grammar' rewrite: mechanical fixes only — spacing, doubled words, capitals at sentence
 * starts, a missing full stop — so meaning and Markdown structure stay exactly as written.
 */

// Code spans, link targets, URLs and inline HTML are left byte for byte.
export const PROTECTED = /`[^`\n]*`|\]\([^)\s]*\)|https?:\/\/[^\s)>\]]+|<[^>\n]+>/g
const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|vs|approx|cf|incl|no|mr|mrs|ms|dr|st)\.$/i
// Doubled on purpose in good English: "had had", "that that", "very, very".
const MAY_REPEAT = new Set(['had', 'that', 'very', 'no', 'bye'])
const PREFIX = /^(\s*(?:#{1,6}\s+|(?:>\s*)+|(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?)?)(.*)$/

const undouble = (t: string) => t.replace(/\b(\p{L}+)(?:\s+\1\b)+/giu, (m, word: string) => (MAY_REPEAT.has(word.toLowerCase()) ? m : word))

/** `startsSentence` is false for the continuation line of a wrapped paragraph. */
function fixText(text: string, startsSentence: boolean): string {
  const kept: string[] = []
  let t = text.replace(PROTECTED, (m) => `\uE000${kept.push(m) - 1}\uE000`)
  t = t
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([,;])/g, '$1')
    .replace(/ +([.:!?])(?=\s|$|\*)/g, '$1')
  t = undouble(t)
  t = t.replace(/(\p{L})([,;])(?=\p{L})/gu, '$1$2 ')
  t = t.replace(/(^|\s)i(?=[\s'’,.!?]|$)/g, '$1I')
  if (startsSentence)
    t = t.replace(/^([*_"“‘(]*)(\p{Ll})(?=[\p{Ll}'’-]*(?:\s|$|[,.;:!?*_]))/u, (_m, lead: string, ch: string) => lead + ch.toUpperCase())
  t = t.replace(/([.!?][*_"”’)]*\s+[*_"“‘(]*)(\p{Ll})/gu, (m, gap: string, ch: string, offset: number) =>
    ABBREVIATIONS.test(t.slice(0, offset + 1)) ? m : gap + ch.toUpperCase(),
  )
  return t.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => kept[Number(i)] ?? '')
}

function fixLine(line: string, continuation: boolean): string {
  const trimmed = line.replace(/\s+$/, '').replace(/^(#{1,6})(?=[^#\s])/, '$1 ')
  if (/^\s*\|/.test(trimmed)) return undouble(trimmed.replace(/(?<=\S) {2,}(?=\S)/g, ' '))
  const [, prefix = '', text = ''] = PREFIX.exec(trimmed) ?? []
  // One space after a list marker, checkbox or heading hashes; indentation stays (it nests lists).
  const marker = prefix
    .replace(/^(\s*)([-*+]|\d+[.)]|#{1,6})\s+/, '$1$2 ')
    .replace(/\]\s+$/, '] ')
    .replace(/>\s+$/, '> ')
  return marker + fixText(text, !continuation)
}

const isPlain = (line: string) => line.trim() !== '' && !/^\s*(?:#|\||>|[-*+]\s|\d+[.)]\s|```|~~~|<)/.test(line)
const isListItem = (line: string) => /^\s*(?:[-*+]|\d+[.)])\s/.test(line)
const needsStop = (line: string) => /[\p{L}\p{N}][*_"”’)]*$/u.test(line) && !/:\s*$/.test(line)

export function fixGrammar(markdown: string): string {
  const out: string[] = []
  const code = new Set<number>()
  let inFence = false
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const fence = /^\s*(```|~~~)/.test(raw)
    if (fence) inFence = !inFence
    const prev = out[out.length - 1] ?? ''
    const continuation = isPlain(raw) && isPlain(prev) && !/[.!?][*_"”’)]*$/.test(prev)
    if (inFence || fence) code.add(out.length)
    out.push(inFence || fence ? raw : fixLine(raw, continuation))
  }
  // A paragraph's last line, and a list item written as several sentences, end with a full stop.
  for (let i = 0; i < out.length; i++) {
    const line = out[i] ?? ''
    if (code.has(i)) continue
    const endsParagraph = isPlain(line) && !isPlain(out[i + 1] ?? '')
    const item = line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
    const proseItem = isListItem(line) && !/^\[[ xX]\]/.test(item) && /[.!?]\*{0,2}\s+\S/.test(item)
    if ((endsParagraph || proseItem) && needsStop(line)) out[i] = `${line}.`
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}
