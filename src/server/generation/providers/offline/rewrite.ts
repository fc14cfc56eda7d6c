import type { ProductType } from '@core/generation.ts'
import { PAGE_TEMPLATE_INFO } from '@core/page-templates.ts'
import type { ProductBrief, RewriteJob } from '../provider.ts'
import { chapterContext } from './chapter-context.ts'
import { writeChapter } from './chapter-writer.ts'
import { extendBody } from './extend.ts'
import { fixGrammar } from './grammar.ts'
import { chapterHeading } from './markdown.ts'
import { restyleBody } from './restyle.ts'
import { hashString } from './seeded-random.ts'
import { shortenBody } from './shorten.ts'
import { guessTopic } from './topic-guess.ts'
import { chapterSubject } from './topic-text.ts'

/** The chapter's text without its own `#`/`##` title line. */
export function chapterBody(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*#{1,2}\s[^\n]*(?:\n|$)/, '')
    .trim()
}

/** For a request without a product type (the bare payload has none), read it off the text: keep a checklist a checklist. */
export function inferType(body: string): ProductType {
  const lines = body.split('\n')
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length
  const taskItems = count(/^\s*[-*+]\s\[[ xX]\]\s/)
  if (taskItems >= 3 && taskItems >= count(/^\s*(?:[-*+]|\d+[.)])\s/) * 0.6) return 'checklist'
  if (count(/^\s*\|?\s*:?-{3,}:?\s*\|/) > 0) return 'planner'
  if (count(/^\s*\d+[.)]\s/) >= 3) return 'guide'
  return 'ebook'
}

/**
 * The book around the chapter as the writer's brief: the chapter between its neighbours (so a
 * fresh chapter leads on to the next one by name and is no introduction when it is not first),
 * under the book's title. Without neighbours it is written on its own.
 */
function rewriteBrief(job: RewriteJob, title: string, body: string, productType: ProductType): { brief: ProductBrief; index: number } {
  const { previous, next } = job.neighbours ?? {}
  // A planner's or checklist's section keeps its page template (issue 28): a fresh version is its entries again.
  const own = { title, ...(job.plan ? { plan: job.plan } : {}), ...job.page }
  const chapters = [...(previous ? [previous] : []), own, ...(next ? [next] : [])]
  const brief: ProductBrief = {
    topic: guessTopic(body, job.targetAudience, title) ?? chapterSubject(title),
    productType,
    tone: job.tone,
    targetAudience: job.targetAudience,
    title: job.bookTitle || title,
    description: '',
    chapters,
  }
  return { brief, index: previous ? 1 : 0 }
}

/** What a 'longer' rewrite adds to: a section drawn with a page template gets entries, never the old planner tables. */
function extendAs(job: RewriteJob, productType: ProductType): string {
  const template = job.page?.pageTemplate
  if (!template) return productType
  return PAGE_TEMPLATE_INFO[template].family === 'checklist' ? 'checklist' : 'planner-section'
}

export function rewriteChapter(job: RewriteJob): { title: string; content: string } {
  const heading = chapterHeading(job.chapterTitle)
  const title = heading.slice(3)
  const body = chapterBody(job.content)
  const productType = job.productType ?? inferType(body)
  const { brief, index } = rewriteBrief(job, title, body, productType)
  const seed = String(hashString(job.content, job.tone, job.targetAudience ?? '', job.modifier ?? ''))
  const withHeading = (text: string) => (text ? `${heading}\n\n${text}` : heading)

  switch (job.modifier) {
    case 'grammar':
      return { title, content: withHeading(fixGrammar(body)) }
    case 'shorter':
      return { title, content: withHeading(shortenBody(body)) }
    case 'restyle':
      // Same points, same structure, another voice: never a fresh chapter.
      return { title, content: withHeading(restyleBody(body, job.tone)) }
    case 'longer':
      return { title, content: withHeading(extendBody(body, extendAs(job, productType), chapterContext(brief, index, seed))) }
    default: {
      // A fresh version must differ from the text it replaces; reseed in the (unlikely) event it does not.
      let content = writeChapter(brief, index, seed)
      for (let i = 1; chapterBody(content) === body && i < 4; i++) content = writeChapter(brief, index, `${seed}:${i}`)
      return { title, content }
    }
  }
}
