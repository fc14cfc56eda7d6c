import type { ChapterJob } from './provider.ts'

export interface ChapterSummary {
  number: number
  title: string
  covered: string
}

/** Keeps a 30-chapter prompt small: each summary shrinks so all of them fit in `total`. */
export const SUMMARY_LIMITS = { perChapter: 400, total: 3000, minPerChapter: 60 } as const

const SENTENCE_CAP = 160

function plain(line: string): string {
  return line
    .replace(/^\s*(?:>\s*)*/, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+(?:\[[ xX]\]\s+)?/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]+/g, '')
    .trim()
}

function firstSentence(text: string): string {
  // Chinese and Japanese full stops need no space after them.
  const match = /^.*?(?:[.!?](?=\s|$)|[。！？])/.exec(text)
  const sentence = match ? match[0] : text
  return sentence.length > SENTENCE_CAP ? `${sentence.slice(0, SENTENCE_CAP).replace(/\s+\S*$/, '')}…` : sentence
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/**
 * An extractive summary: the chapter's sub-headings, each with the first sentence under it, and
 * the opening sentence. Cheap and faithful (no model call), and enough for the next chapter to
 * see what is already said.
 */
export function summariseChapter(content: string, maxChars: number = SUMMARY_LIMITS.perChapter): string {
  const sections: { heading?: string; sentence?: string }[] = [{}]
  let inCode = false
  const lines = content.split('\n')
  // The first line is the chapter's own `## title`, which the summary lists separately.
  if (/^#{1,2}\s/.test(lines[0] ?? '')) lines.shift()
  for (const raw of lines) {
    if (/^\s*(```|~~~)/.test(raw)) inCode = !inCode
    if (inCode || /^\s*(```|~~~)/.test(raw)) continue
    const heading = /^\s*#{1,6}\s+(.*)$/.exec(raw)
    if (heading) {
      sections.push({ heading: plain(heading[1] ?? '').replace(/\s*#+\s*$/, '') })
      continue
    }
    if (/^\s*\|/.test(raw) || /^\s*([-*_])(\s*\1){2,}\s*$/.test(raw)) continue
    const text = plain(raw)
    const current = sections[sections.length - 1]
    if (text && current && !current.sentence) current.sentence = firstSentence(text)
  }
  const parts = sections
    .filter((s) => s.heading || s.sentence)
    .map((s) => (s.heading && s.sentence ? `${s.heading}: ${s.sentence}` : (s.heading ?? s.sentence ?? '')))
  return truncate(parts.join(' | '), maxChars)
}

export function summariseEarlierChapters(
  earlier: ChapterJob['earlier'],
  limits: { perChapter: number; total: number; minPerChapter: number } = SUMMARY_LIMITS,
): ChapterSummary[] {
  if (earlier.length === 0) return []
  const budget = Math.max(limits.minPerChapter, Math.min(limits.perChapter, Math.floor(limits.total / earlier.length)))
  return [...earlier]
    .sort((a, b) => a.index - b.index)
    .map((chapter) => ({ number: chapter.index + 1, title: chapter.title, covered: summariseChapter(chapter.content, budget) }))
}
