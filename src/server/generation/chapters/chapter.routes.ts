import { createRoute } from '@hono/zod-openapi'
import { type ChapterResponse, chapterRequestSchema, chapterResponseSchema } from '@core/generation-schemas.ts'
import { contractRouter, errorAnswers, jsonAnswer, jsonBody, jsonInput } from '../../http/openapi.ts'
import { requireRequestUser, signedIn } from '../../auth/request-user.ts'
import { enforceChapterRateLimit } from '../providers/chapter-rate-limit.ts'
import { asAiCaller } from '../providers/ai-caller.ts'
import type { GenerationDeps } from '../providers/generation-deps.ts'
import { generationFailure } from '../providers/generation-failure.ts'
import { usablePageFields } from '../prompts/page-sections.ts'
import { checkRegenerated, savedBookOf } from './regenerated-chapter-check.ts'
import { writeSavedChapter } from './chapter-write.ts'

const chapterRoute = createRoute({
  operationId: 'rewriteChapter',
  method: 'post',
  path: '/generate/chapter',
  middleware: [signedIn, jsonInput] as const,
  request: { body: jsonBody(chapterRequestSchema) },
  responses: { 200: jsonAnswer(chapterResponseSchema, 'The chapter written anew; free.'), ...errorAnswers },
})

/**
 * `POST /api/generate/chapter` → `{title, content}`; free, rate-limited per user (docs/product.md#chapter-rewrites).
 * With `projectId` and `chapterId`, the new chapter is checked against the saved book (`quality`);
 * with `write` too, it is written afresh from its title and plan as the draft writes a chapter.
 */
export function chapterRoutes({ config, db, provider }: GenerationDeps) {
  return contractRouter().openapi(chapterRoute, async (c) => {
    const user = await requireRequestUser(c)
    const body = c.req.valid('json')
    // Counted after validation: a malformed request costs the user nothing.
    await enforceChapterRateLimit(db, user.id, config.CHAPTER_RATE_LIMIT_PER_MINUTE)
    // Read before the AI call, as the caller: a project that is not theirs is a 404 and costs no call.
    const book =
      body.projectId && body.chapterId && config.QUALITY_PASS !== 'off'
        ? await savedBookOf(db, user.id, body.projectId, body.chapterId)
        : undefined
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
        // Kept only where it fits the product type: an ebook's chapter never turns into a list.
        page: body.productType ? usablePageFields(body, body.productType) : {},
        signal,
      }
      const answer = await asAiCaller({ userId: user.id }, async (): Promise<ChapterResponse> => {
        // 'Write this chapter' (decision 108): written as the draft writes one, from the saved book; free like a rewrite.
        const { title, content, removals } = body.write
          ? await writeSavedChapter(db, provider, user.id, body, signal)
          : await provider.rewriteChapter(job)
        const rewritten = { title, content, ...(removals?.length ? { removals } : {}) }
        // The new chapter against every other saved one (decision 81, addendum); only it may be revised.
        return book ? checkRegenerated({ config, provider }, book, rewritten, signal) : rewritten
      })
      return c.json(answer satisfies ChapterResponse, 200)
    } catch (error) {
      throw generationFailure(error, signal)
    }
  })
}
