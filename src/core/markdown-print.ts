/**
 * How a chapter's Markdown prints, where the exports and the editor's Preview must agree (the
 * parse itself is markdown-tree.ts). Preview draws what the export prints (decision 120).
 */

/** The chapter title is the page's one top heading: `#` and `##` both print as a section heading. */
export const printedHeadingLevel = (depth: number): 2 | 3 | 4 | 5 | 6 => Math.min(6, Math.max(2, depth)) as 2 | 3 | 4 | 5 | 6

/** A comment is a writer's note to themselves: it never prints. */
export const isMarkdownComment = (html: string): boolean => /^\s*<!--[\s\S]*-->\s*$/.test(html)

/** Raw HTML is never markup in a book: the PDF prints the text between the tags. */
export const htmlText = (html: string): string => html.replace(/<[^>]*>/g, '')

/** The one tag that means something in running text: a line break. */
export const isHtmlLineBreak = (html: string): boolean => /^<br\s*\/?>$/i.test(html.trim())

/**
 * Only web and mail links survive into an export: `javascript:`, `data:` and relative URLs would
 * be dead or dangerous in a downloaded file. Returns null for anything else, and the renderers
 * print the link's text without the link.
 */
export function safeHref(url: string): string | null {
  const trimmed = url.trim()
  if (!/^(https?:\/\/|mailto:)/i.test(trimmed)) return null
  try {
    const parsed = new URL(trimmed)
    return parsed.protocol === 'mailto:' || parsed.hostname ? parsed.href : null
  } catch {
    return null
  }
}
