import type { ErrorCode } from '@core/errors.ts'
import type { DraftJob, DraftJobEvent } from '@core/generation-schemas.ts'
import { onAccountChange, userLeft } from '@web/lib/auth/account.ts'
import type { CreditsControl } from '@web/lib/credits/use-credits.ts'
import { describeError, errorCode } from '@web/lib/api-error-text.ts'
import { finishRun, stallRun } from './draft-run-end.ts'
import { liveTextBuffer } from './live-text-buffer.ts'
import { ChapterError, streamChapter, streamDraftJob } from '../generator-api.ts'
import { draftRunProgress } from '../progress/progress.ts'
import {
  type ChapterRun,
  type DraftRun,
  getGeneratorTab,
  setGeneratorTab,
  updateChapter,
  updateRun,
} from '@web/lib/generator/generator-store.ts'

/** What a running job needs beyond its visible state. Replaced (and the old one aborted) by the next job. */
export interface RunContext {
  jobId: string
  controller: AbortController
  credits: CreditsControl
  /** Set while a cancel request is out: nothing new starts and the job is not finished. */
  stopping: boolean
  /** The job stream is open: the server is writing every chapter not written yet. */
  streaming: boolean
  /** Chapters asked for one at a time ('Retry chapter'), still out. */
  singles: Set<number>
  /** Some chapter text has arrived: from then on the progress names chapters. */
  textSeen: boolean
  live: ReturnType<typeof liveTextBuffer>
}

let context: RunContext | null = null

// Leaving the page cuts the stream, but the job lives on the server and resumes on return: stop
// here rather than count the cut stream as failed chapters.
function stopOnLeave(): void {
  context?.controller.abort()
}

// Signed out, or someone else signed in: this tab stops writing the previous user's job. It stays
// theirs on the server, offered for resuming when they come back (or released when it expires).
onAccountChange((next, previous) => {
  if (!userLeft(next, previous)) return
  context?.controller.abort()
  context = null
})

const isCurrent = (ctx: RunContext) => context === ctx && !ctx.controller.signal.aborted

function chapterFromJob(chapter: DraftJob['chapters'][number]): ChapterRun {
  const done = chapter.status === 'done' && chapter.content !== null
  // A chapter another (closed) page was writing is asked for again: the server answers idempotently.
  const run: ChapterRun = {
    title: chapter.title,
    status: done ? 'done' : 'pending',
    content: done ? chapter.content : null,
    live: '',
    error: null,
  }
  return chapter.delivered ? { ...run, delivered: true } : run
}

/** The progress text (docs/product.md#draft-generation) for chapters written at once (progress.ts), from the run as it is now. */
function showProgress(ctx: RunContext): void {
  const run = getGeneratorTab().run
  if (run && run.phase === 'writing') setGeneratorTab({ progress: draftRunProgress(run.chapters, ctx.textSeen) })
}

/** Starts working on `job` (new, or resumed after leaving): writes what is missing, then finishes. */
export function beginRun(job: DraftJob, credits: CreditsControl): void {
  context?.controller.abort()
  const chapters = job.chapters.map(chapterFromJob)
  const textSeen = chapters.some((c) => c.status === 'done')
  const ctx: RunContext = {
    jobId: job.jobId,
    controller: new AbortController(),
    credits,
    stopping: false,
    streaming: false,
    singles: new Set(),
    textSeen,
    live: liveTextBuffer((texts) => showLive(ctx, texts)),
  }
  context = ctx
  window.addEventListener('pagehide', stopOnLeave, { once: true })
  const run: DraftRun = {
    jobId: job.jobId,
    title: job.title,
    description: job.description,
    creditsHeld: job.creditsHeld,
    chapters,
    phase: 'writing',
  }
  setGeneratorTab((s) => ({ run, resumable: s.resumable?.jobId === job.jobId ? null : s.resumable, loading: true, error: null }))
  showProgress(ctx)
  pump()
}

function showLive(ctx: RunContext, texts: ReadonlyMap<number, string>): void {
  if (!isCurrent(ctx)) return
  ctx.textSeen = true
  updateRun((r) => ({
    chapters: r.chapters.map((c, i) =>
      texts.has(i) && c.status === 'writing' ? { ...c, live: c.live + (texts.get(i) ?? ''), queued: undefined } : c,
    ),
  }))
  showProgress(ctx)
}

/** Opens the job stream when chapters wait to be written; when nothing is out any more, finishes or stalls. */
function pump(): void {
  const ctx = context
  const run = getGeneratorTab().run
  if (!ctx || !run || run.jobId !== ctx.jobId || run.phase !== 'writing' || !isCurrent(ctx) || ctx.stopping) return
  if (!ctx.streaming && run.chapters.some((c) => c.status === 'pending')) void writeAll(ctx)
  const now = getGeneratorTab().run
  if (ctx.streaming || ctx.singles.size > 0 || !now || now.chapters.some((c) => c.status === 'writing' || c.status === 'pending')) return
  if (now.chapters.every((c) => c.status === 'done')) {
    void finishRun(ctx, {
      live: () => isCurrent(ctx),
      leave: () => {
        if (context !== ctx) return false
        context = null
        return true
      },
    })
  } else stallRun()
}

function onJobEvent(ctx: RunContext, event: Exclude<DraftJobEvent, { type: 'done' }>): void {
  if (!isCurrent(ctx)) return
  if (event.type === 'delta') return ctx.live.push(event.index, event.text)
  // Waiting for one of the server's places for AI calls (decision 77): shown until its text starts.
  if (event.type === 'queued') {
    updateChapter(event.index, () => ({ queued: event.position }))
    return showProgress(ctx)
  }
  // Anything else about a chapter comes after the text already received.
  ctx.live.drain()
  if (event.type === 'error') throw new ChapterError(event.code, event.message)
  const { index } = event
  if (event.type === 'chapter') ctx.textSeen = true
  // Throttled by the provider: the chapter starts again after a wait, its text so far is dropped.
  if (event.type === 'retry') updateChapter(index, () => ({ live: '' }))
  else if (event.type === 'chapter') updateChapter(index, () => ({ status: 'done', content: event.content, live: '', error: null }))
  else
    updateChapter(index, () => ({
      status: 'failed',
      live: '',
      error: event.message || 'This chapter could not be written.',
      code: errorCode(event),
    }))
  showProgress(ctx)
}

/** One connection for the whole job: the server writes every chapter not written yet, at once. */
async function writeAll(ctx: RunContext): Promise<void> {
  ctx.streaming = true
  updateRun((r) => ({ chapters: r.chapters.map((c) => (c.status === 'pending' ? { ...c, status: 'writing', live: '', error: null } : c)) }))
  showProgress(ctx)
  let lost: { message: string; code: ErrorCode | undefined } | null = null
  try {
    await streamDraftJob(ctx.jobId, (event) => onJobEvent(ctx, event), ctx.controller.signal)
  } catch (error) {
    lost = { message: describeError(error, 'The connection to the draft was lost.'), code: errorCode(error) }
  }
  ctx.live.drain()
  ctx.streaming = false
  if (!isCurrent(ctx)) return
  // Chapters the stream left unfinished (a dropped connection, a closed job): failed here, and
  // Resume asks the server again, which has kept writing them.
  const failure = { error: lost?.message ?? 'This chapter could not be written.', code: lost?.code }
  const unfinished = (c: ChapterRun, i: number) => c.status === 'writing' && !ctx.singles.has(i)
  updateRun((r) => ({ chapters: r.chapters.map((c, i) => (unfinished(c, i) ? { ...c, status: 'failed', live: '', ...failure } : c)) }))
  pump()
}

/** A single chapter through POST /api/draft/next/stream ('Retry chapter' while the rest is settled). */
async function writeOne(ctx: RunContext, index: number): Promise<void> {
  ctx.singles.add(index)
  updateChapter(index, () => ({ status: 'writing', live: '', error: null }))
  showProgress(ctx)
  try {
    const content = await streamChapter(
      { jobId: ctx.jobId, index },
      (text) => {
        if (!isCurrent(ctx)) return
        ctx.textSeen = true
        updateChapter(index, (c) => ({ live: c.live + text }))
      },
      ctx.controller.signal,
    )
    if (!isCurrent(ctx)) return
    updateChapter(index, () => ({ status: 'done', content, live: '' }))
  } catch (error) {
    if (!isCurrent(ctx)) return
    updateChapter(index, () => ({
      status: 'failed',
      live: '',
      error: describeError(error, 'This chapter could not be written.'),
      code: errorCode(error),
    }))
  } finally {
    ctx.singles.delete(index)
  }
  showProgress(ctx)
  pump()
}

/** 'Retry chapter': asks for a failed chapter again, on its own; free, the job already holds the credits. */
export function retryChapter(index: number): void {
  const ctx = context
  const run = getGeneratorTab().run
  if (!ctx || !isCurrent(ctx) || ctx.stopping || !run || run.jobId !== ctx.jobId) return
  if (run.chapters[index]?.status !== 'failed' || run.phase === 'finishing' || run.phase === 'finished') return
  if (run.phase === 'stalled') {
    updateRun(() => ({ phase: 'writing' }))
    setGeneratorTab({ loading: true, error: null })
  }
  void writeOne(ctx, index)
}

/** 'Resume draft' on a stalled job: every failed chapter again, then finishing. */
export function continueRun(): void {
  const run = getGeneratorTab().run
  if (!run || run.phase !== 'stalled') return
  updateRun((r) => ({
    phase: 'writing',
    chapters: r.chapters.map((c) => (c.status === 'failed' ? { ...c, status: 'pending', error: null } : c)),
  }))
  setGeneratorTab({ loading: true, error: null })
  pump()
}

/** While a cancel request is out nothing new starts; if it fails, the job carries on. */
export function holdRun(jobId: string, stopping: boolean): void {
  if (!context || context.jobId !== jobId) return
  context.stopping = stopping
  if (!stopping) pump()
}

/** Stops the job's requests, e.g. once it is cancelled; true when `jobId` was the running job. */
export function stopRun(jobId: string): boolean {
  if (!context || context.jobId !== jobId) return false
  context.controller.abort()
  context = null
  return true
}
