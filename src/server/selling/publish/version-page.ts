import type { ExportChapter, ExportDocument } from '@core/export-schemas.ts'
import type { VersionPage } from '../shared/selling.queries.ts'

/** The free excerpt's length in words: at least this much when the chapter has it… */
export const EXCERPT_MIN_WORDS = 300
/** …and never more than this (a single longer paragraph is cut at a sentence). */
export const EXCERPT_MAX_WORDS = 600

/**
 * What the public page shows of a version, frozen with it (decision 128): the title block, the
 * chapter list (titles and matter only: no other chapter's text is ever on the page) and the
 * opening of the first body chapter as the free excerpt.
 */
export function versionPage(document: ExportDocument): VersionPage {
  return {
    title: document.title,
    ...(document.subtitle ? { subtitle: document.subtitle } : {}),
    description: document.description,
    productType: document.productType,
    ...(document.language ? { language: document.language } : {}),
    ...(document.author?.trim() ? { author: document.author.trim() } : {}),
    chapters: document.chapters.map(({ title, matter }) => ({ title, ...(matter && matter !== 'body' ? { matter } : {}) })),
    excerpt: openingExcerpt(document.chapters),
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length

/**
 * The first body chapter's opening as Markdown: whole paragraphs until about EXCERPT_MIN_WORDS,
 * never past EXCERPT_MAX_WORDS. The chapter's own '## title' line is dropped (the page prints the
 * title), and so are the project's own images (`asset:`), which no stranger can load.
 */
export function openingExcerpt(chapters: readonly ExportChapter[]): VersionPage['excerpt'] {
  for (const chapter of chapters) {
    if (chapter.matter && chapter.matter !== 'body') continue
    const paragraphs = chapterBody(chapter)
    if (paragraphs.length === 0) continue
    const kept: string[] = []
    let count = 0
    for (const paragraph of paragraphs) {
      const n = words(paragraph)
      if (kept.length > 0 && count + n > EXCERPT_MAX_WORDS) break
      kept.push(n > EXCERPT_MAX_WORDS ? cutAtSentence(paragraph, EXCERPT_MAX_WORDS) : paragraph)
      count += n
      if (count >= EXCERPT_MIN_WORDS) break
    }
    let markdown = kept.join('\n\n')
    // A fenced block cut at a blank line inside it is closed, so the rest of the page is not code.
    if ((markdown.match(/^\s*(```|~~~)/gm) ?? []).length % 2 === 1) markdown += '\n```'
    return { title: chapter.title, markdown }
  }
  return null
}

function chapterBody(chapter: ExportChapter): string[] {
  const lines = chapter.content.replace(/\r\n?/g, '\n').split('\n')
  // By convention a chapter opens with '## {title}'; the page prints the title itself.
  const first = lines.findIndex((line) => line.trim() !== '')
  if (first >= 0 && /^#{1,6}\s/.test(lines[first]!.trim())) lines.splice(first, 1)
  return lines
    .join('\n')
    .replace(/!\[[^\]]*\]\(\s*<?asset:[^)]*\)/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
}

/** A paragraph too long on its own: the sentences that fit in `max` words, else its first `max` words and an ellipsis. */
function cutAtSentence(paragraph: string, max: number): string {
  const sentences = paragraph.match(/[^.!?]+[.!?]+["'”’)]*\s*/g) ?? []
  let kept = ''
  for (const sentence of sentences) {
    if (words(kept + sentence) > max) break
    kept += sentence
  }
  if (kept.trim()) return kept.trim()
  return `${paragraph.split(/\s+/).slice(0, max).join(' ')}…`
}
