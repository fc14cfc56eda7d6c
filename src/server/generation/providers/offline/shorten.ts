/**
 * The 'shorter' rewrite: about half the words, same skeleton. Headings stay, paragraphs keep
 * their opening sentences, list items keep their bold lead (the key point), and checklists and
 * tables keep the first half of their rows.
 */

export const splitSentences = (text: string): string[] => text.split(/(?<=[.!?][*_"”’)]*)\s+(?=[\p{Lu}*_"“‘(\d])/u)

const ITEM = /^\s*(?:[-*+]|\d+[.)])\s/
const half = (n: number, min: number) => Math.min(n, Math.max(min, Math.ceil(n / 2)))

function shortenList(block: string): string {
  // An item is its marker line plus any indented continuation lines.
  const items = block.split(/\n(?=\s*(?:[-*+]|\d+[.)])\s)/)
  if (items.some((i) => /^\s*[-*+]\s\[[ xX]\]/.test(i))) return items.slice(0, half(items.length, 2)).join('\n')
  let trimmed = false
  const short = items.map((item) => {
    const lead = /^(\s*(?:[-*+]|\d+[.)])\s+\*\*[^*]+\*\*)\s+\S/.exec(item)
    const sentences = splitSentences(item)
    if (lead?.[1]) return ((trimmed = true), lead[1])
    if (sentences.length > 1) return ((trimmed = true), sentences[0] ?? item)
    return item
  })
  return trimmed ? short.join('\n') : short.slice(0, half(short.length, 2)).join('\n')
}

function shortenTable(block: string): string {
  const [head = '', sep = '', ...rows] = block.split('\n')
  return [head, sep, ...rows.slice(0, half(rows.length, 2))].join('\n')
}

function shortenParagraph(block: string): string {
  const sentences = splitSentences(block.replace(/\s*\n\s*/g, ' '))
  return sentences.slice(0, Math.ceil(sentences.length / 2)).join(' ')
}

export function shortenBody(body: string): string {
  return body
    .trim()
    .split(/\n[ \t]*\n/)
    .map((block) => {
      if (/^\s*(#{1,6}\s|```|~~~|<)/.test(block)) return block
      if (/^\s*\|/.test(block)) return shortenTable(block)
      if (ITEM.test(block)) return shortenList(block)
      return shortenParagraph(block)
    })
    .join('\n\n')
}
