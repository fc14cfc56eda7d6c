import type { ChapterContext } from './chapter-context.ts'
import { render, renderParagraph } from './phrasing/template.ts'
import type { Rng } from './seeded-random.ts'

/** Markdown building blocks; every text passed in is already rendered and escaped. */

/** The `## ` line must stay one line even if a title somehow carries a line break. */
export const chapterHeading = (title: string): string => `## ${title.replace(/\s*[\r\n]+\s*/g, ' ').trim()}`

export const h3 = (text: string): string => `### ${text}`
export const bullets = (items: readonly string[]): string => items.map((i) => `- ${i}`).join('\n')
export const numbered = (items: readonly string[]): string => items.map((i, n) => `${n + 1}. ${i}`).join('\n')
export const tasks = (items: readonly string[]): string => items.map((i) => `- [ ] ${i}`).join('\n')

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  // An empty cell is "| |": a blank to fill in on the printed page.
  const line = (cells: readonly string[]) => `|${cells.map((c) => (c ? ` ${c} ` : ' ')).join('|')}|`
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n')
}

/** A chapter is its heading and blocks separated by blank lines, without a trailing newline. */
export function chapterMarkdown(title: string, blocks: readonly string[]): string {
  return [chapterHeading(title), ...blocks.filter(Boolean)].join('\n\n')
}

/** Renders with the chapter's variables, tone and a given random stream. */
export function sayer(ctx: ChapterContext, rng: Rng = ctx.rng) {
  const scope = { rng, tone: ctx.tone, vars: ctx.vars }
  return {
    say: (template: string) => render(template, scope),
    para: (templates: readonly string[]) => renderParagraph(templates, scope),
  }
}

/** "Write down one goal" → "Write down one goal." for list items that read as sentences. */
export const sentence = (text: string): string => (/[.!?:]$/.test(text) ? text : `${text}.`)
