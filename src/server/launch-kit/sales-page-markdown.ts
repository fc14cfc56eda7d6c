import type { SalesPage } from '@core/launch-kit-schemas.ts'

export interface SalesPageBook {
  title: string
  /** BCP 47 tag of the book's language: the page's `lang`. */
  language: string
}

/** The headline the creator chose (headlineIndex), or the first when the index points past the list. */
export function chosenHeadline(page: SalesPage, book: Pick<SalesPageBook, 'title'>): string {
  return page.headlines[page.headlineIndex ?? 0] ?? page.headlines[0] ?? book.title
}

/** Markdown's quote: every line of the excerpt behind `> `, blank lines kept as quoted blanks. */
export const blockquote = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => (line.trim() ? `> ${line}` : '>'))
    .join('\n')

/**
 * The sales page as Markdown, in the order the HTML page shows it; `level` is the heading level of
 * the headline (1 for the file alone, deeper inside the kit's Markdown). The guarantee only when
 * the creator left it on.
 */
export function renderSalesPageMarkdown(page: SalesPage, book: Pick<SalesPageBook, 'title'>, level = 1): string {
  const h = (depth: number) => '#'.repeat(Math.min(6, level + depth))
  const parts = [`${h(0)} ${chosenHeadline(page, book)}`, page.subheadline]
  if (page.benefits.length) parts.push(`${h(1)} What you get`, page.benefits.map((b) => `- ${b}`).join('\n'))
  parts.push(`${h(1)} Who it is for`, page.forWhom, `${h(1)} Who it is not for`, page.notFor)
  parts.push(`${h(1)} What's inside`, page.whatsInside)
  if (page.excerpt.trim()) parts.push(`${h(1)} From the book`, blockquote(page.excerpt))
  if (page.faq.length) parts.push(`${h(1)} Questions`, ...page.faq.map((f) => `${h(2)} ${f.q}\n\n${f.a}`))
  if (page.showGuarantee !== false && page.guarantee.trim()) parts.push(`${h(1)} Guarantee`, page.guarantee)
  parts.push(`**${page.callToAction}**`)
  return `${parts.filter((p) => p.trim()).join('\n\n')}\n`
}
