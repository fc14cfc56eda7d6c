import { createRoute } from '@hono/zod-openapi'
import {
  currentDraftResponseSchema,
  draftCancelRequestSchema,
  draftCancelResponseSchema,
  draftFinishRequestSchema,
  draftFinishResponseSchema,
  draftJobStreamRequestSchema,
  draftNextRequestSchema,
  draftNextResponseSchema,
  draftStartRequestSchema,
  draftStartResponseSchema,
  type DraftJobEvent,
  type DraftStreamEvent,
} from '@core/generation-schemas.ts'
import { backgroundOf } from '../db/database.ts'
import { asAiCaller } from '../generation/providers/ai-caller.ts'
import { AppError } from '../http/app-error.ts'
import { requireRequestUser, signedIn } from '../auth/request-user.ts'
import { contractRouter, errorAnswers, eventStreamAnswer, jsonAnswer, jsonBody, jsonInput } from '../http/openapi.ts'
import { chapterFailure } from './chapter-failure.ts'
import { type DraftDeps, openChapter, writeChapter } from './draft-chapter.ts'
import { cancelDraft, finishDraft } from './draft-finish.ts'
import { checkBookSafely, waitForQualityPass, writeDraftJob } from './draft-job-stream.ts'
import { eventStream } from '../http/event-stream.ts'
import { currentDraft, startDraft } from './draft-start.ts'

// A comment line this often keeps proxies from closing a stream while a chapter waits (a retry, a revision).
const KEEP_ALIVE_MS = 15_000
// A chapter's text goes out at most this often, its deltas joined (decision 78): well under what a reader notices.
const BATCH_MS = 50

/** Two deltas of one chapter waiting in the same batch travel as one. */
const mergeDeltas = <E extends { type: string; text?: string; index?: number }>(last: E, next: E): E | undefined =>
  last.type === 'delta' && next.type === 'delta' && last.index === next.index ? { ...last, text: `${last.text}${next.text}` } : undefined

const withBody = [signedIn, jsonInput]
const startRoute = createRoute({
  operationId: 'startDraft',
  method: 'post',
  path: '/draft/start',
  middleware: withBody,
  request: { body: jsonBody(draftStartRequestSchema) },
  responses: { 200: jsonAnswer(draftStartResponseSchema, 'The draft job; its credits are held.'), ...errorAnswers },
})
const currentRoute = createRoute({
  operationId: 'getCurrentDraft',
  method: 'get',
  path: '/draft/current',
  middleware: [signedIn] as const,
  responses: { 200: jsonAnswer(currentDraftResponseSchema, "The caller's unfinished draft job, or null."), ...errorAnswers },
})
const nextRoute = createRoute({
  operationId: 'writeDraftChapter',
  method: 'post',
  path: '/draft/next',
  middleware: withBody,
  request: { body: jsonBody(draftNextRequestSchema) },
  responses: { 200: jsonAnswer(draftNextResponseSchema, 'The chapter.'), ...errorAnswers },
})
const nextStreamRoute = createRoute({
  operationId: 'streamDraftChapter',
  method: 'post',
  path: '/draft/next/stream',
  middleware: withBody,
  request: { body: jsonBody(draftNextRequestSchema) },
  responses: { 200: eventStreamAnswer('`queued`, `delta`s, then `done` or `error` (DraftStreamEvent).'), ...errorAnswers },
})
const jobStreamRoute = createRoute({
  operationId: 'streamDraftJob',
  method: 'post',
  path: '/draft/stream',
  middleware: withBody,
  request: { body: jsonBody(draftJobStreamRequestSchema) },
  responses: { 200: eventStreamAnswer("Every chapter's events, then the job's end (DraftJobEvent)."), ...errorAnswers },
})
const finishRoute = createRoute({
  operationId: 'finishDraft',
  method: 'post',
  path: '/draft/finish',
  middleware: withBody,
  request: { body: jsonBody(draftFinishRequestSchema) },
  responses: { 200: jsonAnswer(draftFinishResponseSchema, 'The new project; the held credits are spent.'), ...errorAnswers },
})
const cancelRoute = createRoute({
  operationId: 'cancelDraft',
  method: 'post',
  path: '/draft/cancel',
  middleware: withBody,
  request: { body: jsonBody(draftCancelRequestSchema) },
  responses: { 200: jsonAnswer(draftCancelResponseSchema, 'The unwritten chapters’ credits returned.'), ...errorAnswers },
})

/** The draft endpoints (docs/draft-state-machine.md#streams): start, resume, write, finish and cancel. */
export function draftRoutes(deps: DraftDeps) {
  const { db } = deps
  // Writing the chapters (claims, leases, the quality pass, storing them) is background work: it
  // waits behind other people's requests for the database, never they behind it (decision 78).
  const writing: DraftDeps = { ...deps, db: backgroundOf(db) }
  // The writing outlives the request (its reader may leave): a graceful shutdown waits for it (decision 114).
  const track = deps.track ?? (<T>(work: Promise<T>) => work)
  const router = contractRouter()
  router.use('/draft/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
  })
  return router
    .openapi(startRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json(await startDraft(deps, user.id, c.req.valid('json')), 200)
    })
    .openapi(currentRoute, async (c) => {
      const user = await requireRequestUser(c)
      return c.json({ job: await currentDraft(db, user.id) }, 200)
    })
    .openapi(nextRoute, async (c) => {
      const user = await requireRequestUser(c)
      const { jobId, index } = c.req.valid('json')
      const chapter = await openChapter(db, user.id, jobId, index)
      return c.json({ content: await asAiCaller({ userId: user.id }, () => writeChapter(writing, chapter)) }, 200)
    })
    .openapi(nextStreamRoute, async (c) => {
      const user = await requireRequestUser(c)
      const { jobId, index } = c.req.valid('json')
      const chapter = await openChapter(db, user.id, jobId, index)
      // A client that disconnects does not stop the writing: the chapter is paid for (the hold),
      // so it is finished and stored, and a resume or retry gets it from the database. `done`
      // carries the whole chapter and wins over the deltas (another replica may have finished it).
      return eventStream<DraftStreamEvent>(
        async (send) => {
          try {
            const caller = { userId: user.id, onQueued: (position: number) => send({ type: 'queued', position }) }
            const content = await asAiCaller(caller, () => track(writeChapter(writing, chapter, (text) => send({ type: 'delta', text }))))
            send({ type: 'done', content })
          } catch (error) {
            const failure = error instanceof AppError ? { code: error.body.code, message: error.body.message } : chapterFailure(error)
            send({ type: 'error', ...failure })
          }
        },
        { keepAliveMs: KEEP_ALIVE_MS, batchMs: BATCH_MS, merge: mergeDeltas },
      )
    })
    .openapi(jobStreamRoute, async (c) => {
      const user = await requireRequestUser(c)
      const { jobId } = c.req.valid('json')
      // Checked before the stream opens, so a closed or foreign job answers with its HTTP error.
      const first = await openChapter(db, user.id, jobId, 0)
      // The chapters go on being written after the reader leaves, still counted as this user's AI calls.
      return eventStream<DraftJobEvent>((send) => track(asAiCaller({ userId: user.id }, () => writeDraftJob(writing, first, send))), {
        keepAliveMs: KEEP_ALIVE_MS,
        batchMs: BATCH_MS,
        merge: mergeDeltas,
      })
    })
    .openapi(finishRoute, async (c) => {
      const user = await requireRequestUser(c)
      // The body may carry fullText (the product API lists it): the chapters are stored already (decision 46).
      const { jobId } = c.req.valid('json')
      // A draft written chapter by chapter (or a chapter written anew since the stream's pass) is
      // checked as a book before it becomes a project; unchanged chapters cost nothing (decision 81).
      await asAiCaller({ userId: user.id }, () => checkBookSafely(deps, jobId, user.id))
      // A pass the job stream is still running would revise chapters after the project is made.
      await waitForQualityPass(db, jobId)
      return c.json(await finishDraft(db, user.id, jobId), 200)
    })
    .openapi(cancelRoute, async (c) => {
      const user = await requireRequestUser(c)
      const { jobId } = c.req.valid('json')
      return c.json(await cancelDraft(db, user.id, jobId), 200)
    })
}
