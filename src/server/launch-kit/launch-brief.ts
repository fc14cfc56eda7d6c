import { productTypeSchema, toneSchema } from '@core/generation-schemas.ts'
import { storedLanguage } from '@core/language-tag.ts'
import { countWords } from '@core/word-count.ts'
import { chapterFacts } from '../generation/prompts/chapter-facts.ts'
import { SUMMARY_LIMITS, summariseFacts } from '../generation/prompts/chapter-summary.ts'
import type { LaunchBrief } from '../generation/providers/provider.ts'
import type { ProjectRow } from '../projects/projects.queries.ts'

/** Each chapter's summary shrinks so a long book's all fit in SUMMARY_LIMITS.total, never below the floor. */
function summaryRoom(chapters: number): number {
  const share = Math.floor(SUMMARY_LIMITS.total / Math.max(1, chapters))
  return Math.max(SUMMARY_LIMITS.minPerChapter, Math.min(SUMMARY_LIMITS.perChapter, share))
}

/**
 * The saved project as every launch piece reads it (as description.handlers.ts reads it for a
 * description): what each chapter covers from its own text, cheaply and without a model call, the
 * first numbered chapter for the sales page's excerpt, and the book's length.
 */
export function launchBrief(row: ProjectRow): LaunchBrief {
  const language = storedLanguage(row.language)
  const room = summaryRoom(row.chapters.length)
  const chapters = row.chapters.map((c) => {
    const summary = c.content.trim() ? summariseFacts(chapterFacts(c.content), room) : ''
    return {
      title: c.title,
      ...(c.plan ? { plan: c.plan } : {}),
      ...(summary ? { summary } : {}),
      ...(c.matter === 'front' || c.matter === 'back' ? { matter: c.matter } : {}),
    }
  })
  const first = row.chapters.find((c) => c.matter !== 'front' && c.matter !== 'back') ?? row.chapters[0]
  return {
    title: row.title,
    ...(row.subtitle?.trim() ? { subtitle: row.subtitle.trim() } : {}),
    description: row.description,
    productType: productTypeSchema.parse(row.product_type),
    tone: toneSchema.parse(row.tone),
    ...(row.target_audience.trim() ? { targetAudience: row.target_audience.trim() } : {}),
    ...(language ? { language } : {}),
    chapters,
    firstChapter: { title: first?.title ?? '', content: first?.content ?? '' },
    wordCount: row.chapters.reduce((sum, c) => sum + countWords(c.content).words, 0),
  }
}
