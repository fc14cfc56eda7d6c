import type { ProductType } from '@core/generation.ts'
import type { ProductBrief, RewriteJob } from '../provider.ts'
import { chapterContext } from './chapter-context.ts'
import { writeChapter } from './chapter-writer.ts'
import { extendBody } from './extend.ts'
import { fixGrammar } from './grammar.ts'
import { chapterHeading } from './markdown.ts'
import { hashString } from './seeded-random.ts'
import { shortenBody } from './shorten.ts'
import { guessTopic } from './topic-guess.ts'
import { chapterSubject } from './topic-text.ts'

/** The chapter's text without its own `#`/`##` title line. */
export function chapterBody(content: string): string {
  return content.replace(/\r\n?/g, '\n').replace(/^\s*#{1,2}\s[^\n]*(?:\n|$)/, '').trim()
}

/** A rewrite request carries no product type, so read it off the text: keep a checklist a checklist. */
export function inferType(body: string): ProductType {
  const lines = body.split('\n')
  const count = (re: RegExp) => lines.filter((l) => re.test(l)).length
  const taskItems = count(/^\s*[-*+]\s\[[ xX]\]\s/)
  if (taskItems >= 3 && taskItems >= count(/^\s*(?:[-*+]|\d+[.)])\s/) * 0.6) return 'checklist'
  if (count(/^\s*\|?\s*:?-{3,}:?\s*\|/) > 0) return 'planner'
  if (count(/^\s*\d+[.)]\s/) >= 3) return 'guide'
  return 'ebook'
}

export function rewriteChapter(job: RewriteJob): { title: string; content: string } {
  const heading = chapterHeading(job.chapterTitle)
  const title = heading.slice(3)
  const body = chapterBody(job.content)
  const productType = inferType(body)
  const brief: ProductBrief = {
    topic: guessTopic(body, job.targetAudience, title) ?? chapterSubject(title),
    productType,
    tone: job.tone,
    targetAudience: job.targetAudience,
    title,
    description: '',
    chapters: [{ title }],
  }
  const seed = String(hashString(job.content, job.tone, job.targetAudience ?? '', job.modifier ?? ''))
  const withHeading = (text: string) => (text ? `${heading}\n\n${text}` : heading)

  switch (job.modifier) {
    case 'grammar':
      return { title, content: withHeading(fixGrammar(body)) }
    case 'shorter':
      return { title, content: withHeading(shortenBody(body)) }
    case 'longer':
      return { title, content: withHeading(extendBody(body, productType, chapterContext(brief, 0, seed))) }
    default: {
      // A fresh version must differ from the text it replaces; reseed in the (unlikely) event it does not.
      let content = writeChapter(brief, 0, seed)
      for (let i = 1; chapterBody(content) === body && i < 4; i++) content = writeChapter(brief, 0, `${seed}:${i}`)
      return { title, content }
    }
  }
}
