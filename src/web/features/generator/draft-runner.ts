import type { DraftJob } from '@core/generation-schemas.ts'
import { paths } from '@core/routes.ts'
import { onAccountChange, userLeft } from '@web/lib/auth/account.ts'
import type { CreditsControl } from '@web/lib/credits/use-credits.ts'
import { updateGeneratorForm } from '@web/lib/generator/generator-store.ts'
import { finishDraftJob, streamChapter } from './generator-api.ts'
import { describeError, GENERATOR_TEXT, toastDraftDone, toastDraftFailed } from './generator-toasts.ts'
import { chapterProgressText, DRAFT_PROGRESS, draftChapterPercent, EDITOR_REDIRECT_MS, PROGRESS_TEXT } from './progress.ts'
import { type ChapterRun, type DraftRun, getSession, navigateFromGenerator, setSession, updateChapter, updateRun } from './session-store.ts'

/** What a running job needs beyond its visible state. Replaced (and the old one aborted) by the next job. */
export interface RunContext {
  jobId: string
  controller: AbortController
  concurrency: number
  credits: CreditsControl
  /** Set while a cancel request is out: nothing new starts and the job is not finished. */
  stopping: boolean
}

let context: RunContext | null = null

// Leaving the page cuts the streams, but the job lives on the server and resumes on return: stop
// here rather than count the cut streams as failed chapters and ask for the next ones.
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
const written = (run: DraftRun | null) => run?.chapters.filter((c) => c.status === 'done').length ?? 0

function chapterFromJob(chapter: DraftJob['chapters'][number]): ChapterRun {
  const done = chapter.status === 'done' && chapter.content !== null
  // A chapter another (closed) page was writing is asked for again: the server answers idempotently.
  return { title: chapter.title, status: done ? 'done' : 'pending', content: done ? chapter.content : null, live: '', error: null }
}

/** Starts working on `job` (new, or resumed after leaving): writes what is missing, then finishes. */
export function beginRun(job: DraftJob, credits: CreditsControl, concurrency: number): void {
  context?.controller.abort()
  context = { jobId: job.jobId, controller: new AbortController(), concurrency: Math.max(1, concurrency), credits, stopping: false }
  window.addEventListener('pagehide', stopOnLeave, { once: true })
  const run: DraftRun = {
    jobId: job.jobId,
    title: job.title,
    description: job.description,
    creditsHeld: job.creditsHeld,
    chapters: job.chapters.map(chapterFromJob),
    phase: 'writing',
  }
  setSession((s) => ({ run, resumable: s.resumable?.jobId === job.jobId ? null : s.resumable }))
  updateGeneratorForm({ loading: true, error: null })
  pump()
}

/** Keeps up to `concurrency` chapters writing; when none is left to write, finishes or stalls. */
function pump(): void {
  const ctx = context
  const run = getSession().run
  if (!ctx || !run || run.jobId !== ctx.jobId || run.phase !== 'writing' || !isCurrent(ctx) || ctx.stopping) return
  let writing = run.chapters.filter((c) => c.status === 'writing').length
  run.chapters.forEach((chapter, index) => {
    if (chapter.status !== 'pending' || writing >= ctx.concurrency) return
    writing++
    void writeChapter(ctx, index)
  })
  const now = getSession().run
  if (!now || now.chapters.some((c) => c.status === 'writing' || c.status === 'pending')) return
  if (now.chapters.every((c) => c.status === 'done')) void finish(ctx)
  else stall()
}

async function writeChapter(ctx: RunContext, index: number): Promise<void> {
  const run = getSession().run as DraftRun
  const total = run.chapters.length
  const title = run.chapters[index]?.title ?? ''
  updateChapter(index, () => ({ status: 'writing', live: '', error: null }))
  // The text names the chapter most recently started; the percentage counts chapters written.
  setSession((s) => ({ progress: { text: chapterProgressText(index, total, title), percent: draftChapterPercent(written(s.run), total) } }))
  try {
    const content = await streamChapter(
      { jobId: ctx.jobId, index },
      (text) => {
        if (isCurrent(ctx)) updateChapter(index, (c) => ({ live: c.live + text }))
      },
      ctx.controller.signal,
    )
    if (!isCurrent(ctx)) return
    updateChapter(index, () => ({ status: 'done', content, live: '' }))
    setSession((s) => (s.progress ? { progress: { ...s.progress, percent: draftChapterPercent(written(s.run), total) } } : {}))
  } catch (error) {
    if (!isCurrent(ctx)) return
    updateChapter(index, () => ({ status: 'failed', error: describeError(error) || 'This chapter could not be written.' }))
  }
  pump()
}

function stall(): void {
  const run = getSession().run
  const index = run?.chapters.findIndex((c) => c.status === 'failed') ?? -1
  const failed = run?.chapters[index]
  const message = failed ? `Chapter ${index + 1} could not be written: ${failed.error ?? 'unknown error'}` : GENERATOR_TEXT.draftFailedFallback
  updateRun(() => ({ phase: 'stalled' }))
  // Nothing is being written any more: a progress text still naming a chapter would say otherwise.
  setSession({ progress: null })
  updateGeneratorForm({ loading: false, error: message })
  toastDraftFailed(message)
}

async function finish(ctx: RunContext): Promise<void> {
  const run = getSession().run as DraftRun
  updateRun(() => ({ phase: 'finishing' }))
  updateGeneratorForm({ loading: true, error: null })
  setSession({ progress: { text: PROGRESS_TEXT.finalizing, percent: DRAFT_PROGRESS.finalizing } })
  const chapters = run.chapters.map((c) => ({ title: c.title, content: c.content ?? '' }))
  try {
    const { creditsSpent, creditsLeft, projectId } = await finishDraftJob(ctx.jobId, chapters.map((c) => c.content).join('\n\n'))
    if (!isCurrent(ctx)) return
    const draft = { title: run.title, description: run.description, chapters }
    // Without a project id (an older server) the editor makes one from the stored draft.
    updateGeneratorForm({ draft, currentChapterIndex: 0, error: null, projectId: projectId ?? null })
    updateRun(() => ({ phase: 'finished' }))
    setSession({ progress: { text: PROGRESS_TEXT.draftDone, percent: DRAFT_PROGRESS.done } })
    toastDraftDone(creditsSpent, ctx.credits.spend(creditsSpent, creditsLeft))
    setTimeout(() => {
      if (context !== ctx) return
      context = null
      setSession({ run: null, progress: null })
      updateGeneratorForm({ loading: false })
      navigateFromGenerator(projectId ? `${paths.editor}?project=${encodeURIComponent(projectId)}` : paths.editor)
    }, EDITOR_REDIRECT_MS)
  } catch (error) {
    if (!isCurrent(ctx)) return
    const message = describeError(error)
    updateRun(() => ({ phase: 'stalled' }))
    setSession({ progress: null })
    updateGeneratorForm({ loading: false, error: message || GENERATOR_TEXT.draftFailedFallback })
    toastDraftFailed(message)
  }
}

/** 'Retry chapter': asks for a failed chapter again; free, the job already holds the credits. */
export function retryChapter(index: number): void {
  const run = getSession().run
  if (!run || run.chapters[index]?.status !== 'failed' || run.phase === 'finishing' || run.phase === 'finished') return
  updateChapter(index, () => ({ status: 'pending', error: null }))
  if (run.phase === 'stalled') {
    updateRun(() => ({ phase: 'writing' }))
    updateGeneratorForm({ loading: true, error: null })
  }
  pump()
}

/** 'Resume draft' on a stalled job: every failed chapter again, then finishing. */
export function continueRun(): void {
  const run = getSession().run
  if (!run || run.phase !== 'stalled') return
  updateRun((r) => ({ phase: 'writing', chapters: r.chapters.map((c) => (c.status === 'failed' ? { ...c, status: 'pending', error: null } : c)) }))
  updateGeneratorForm({ loading: true, error: null })
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
