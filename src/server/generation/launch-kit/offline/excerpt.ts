/**
 * The sales page's excerpt: whole sentences of chapter 1's prose, word for word as they stand
 * (a substring of the chapter), from its first prose paragraph, or a later one on regeneration.
 */

/** A block that is not running prose: a heading, list, table, quote, rule, code or HTML. */
const NOT_PROSE = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|\||>|```|~~~|<|---|\*\*\*|!\[)/

/** Where each sentence ends: after its closing punctuation and any closing quote or bracket. */
const SENTENCE_END = /[.!?…]["”’)\]*_]*(?=\s|$)/g

export function chooseExcerpt(content: string, max: number, skip = 0): string | undefined {
  const blocks: { start: number; end: number }[] = []
  const breaks = [...content.matchAll(/\n[ \t]*\n/g)].map((m) => ({ at: m.index, length: m[0].length }))
  let start = 0
  for (const br of [...breaks, { at: content.length, length: 0 }]) {
    const text = content.slice(start, br.at)
    const lead = text.length - text.trimStart().length
    if (text.trim() && !NOT_PROSE.test(text) && /[.!?…]/.test(text)) blocks.push({ start: start + lead, end: br.at })
    start = br.at + br.length
  }
  if (blocks.length === 0) return undefined
  const from = blocks[skip % blocks.length] as { start: number; end: number }
  // Run on through the next prose paragraphs while they follow one another, up to `max` characters.
  let end = from.end
  for (const b of blocks.slice(blocks.indexOf(from) + 1)) {
    if (content.slice(end, b.start).trim() !== '') break
    end = b.end
  }
  const region = content.slice(from.start, Math.min(end, from.start + max))
  let cut = 0
  for (const m of region.matchAll(SENTENCE_END)) cut = (m.index ?? 0) + m[0].length
  const excerpt = region.slice(0, cut).trim()
  return excerpt || undefined
}
