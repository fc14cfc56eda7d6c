import { Hono } from 'hono'
import { type ChapterResponse, chapterRequestSchema } from '@core/generation-schemas.ts'
import { requireRequestUser } from '../http/request-user.ts'
import { readJson } from '../http/validate.ts'
import { enforceChapterRateLimit } from './chapter-rate-limit.ts'
import { asAiCaller } from './ai-caller.ts'
import type { GenerationDeps } from './generation-deps.ts'
import { generationFailure } from './generation-failure.ts'

/** `POST /api/generate/chapter` → `{title, content}`; free, rate-limited per user (docs/product.md#chapter-rewrites). */
export function chapterRoutes({ config, db, provider }: GenerationDeps) {
  return new Hono().post('/generate/chapter', async (c) => {
    const user = await requireRequestUser(c)
    const body = await readJson(c, chapterRequestSchema)
    // Counted after validation: a malformed request costs the user nothing.
    await enforceChapterRateLimit(db, user.id, config.CHAPTER_RATE_LIMIT_PER_MINUTE)
    const signal = c.req.raw.signal
    try {
      const job = {
        chapterTitle: body.chapterTitle,
        content: body.brief,
        tone: body.tone,
        targetAudience: body.targetAudience,
        modifier: body.modifier,
        // The book around the chapter (issue 14), when the client sends it.
        productType: body.productType,
        language: body.language,
        bookTitle: body.bookTitle,
        plan: body.chapterPlan,
        neighbours: body.neighbours,
        signal,
      }
      const { title, content, removals } = await asAiCaller({ userId: user.id }, () => provider.rewriteChapter(job))
      return c.json({ title, content, ...(removals?.length ? { removals } : {}) } satisfies ChapterResponse)
    } catch (error) {
      throw generationFailure(error, signal)
    }
  })
}
