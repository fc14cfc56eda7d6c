import { useSyncExternalStore } from 'react'
import type { ErrorCode } from '@core/errors.ts'
import type { ChapterStatus, DraftJob } from '@core/generation-schemas.ts'
import { onAccountChange, userLeft } from '@web/lib/auth/account.ts'
import type { Progress } from '../progress/progress.ts'

/** One chapter of the draft being written, as this tab sees it. `live` is the text streamed so far. */
export interface ChapterRun {
  title: string
  status: ChapterStatus
  content: string | null
  live: string
  error: string | null
  /** The typed code of `error` (decision 43): what the draft-failed toast branches on, never the text. */
  code?: ErrorCode | undefined
  /** While it waits for one of the server's places for AI calls: its place in that queue (decision 77). */
  queued?: number | undefined
  /** The server counted it delivered when the job was loaded (decision 41): a cancel pays for it. */
  delivered?: boolean
}

/**
 * A draft job this tab is working on. 'stalled': nothing is being written but some chapter
 * failed (or finishing failed); the job still holds its credits until it is retried or cancelled.
 */
export interface DraftRun {
  jobId: string
  title: string
  description: string
  /** Credits the job holds until it finishes (settled) or is cancelled (released). */
  creditsHeld: number
  chapters: ChapterRun[]
  phase: 'writing' | 'stalled' | 'finishing' | 'finished'
}

/** What the generator screen shows beyond the shared form state; kept for this page's life, never stored. */
export interface GeneratorSession {
  progress: Progress | null
  /** The outline request is in flight (the skeleton shows). */
  outlinePending: boolean
  /** POST /api/draft/start is in flight. */
  draftStarting: boolean
  run: DraftRun | null
  /** An unfinished job found on the server that this tab is not running: offered for resuming. */
  resumable: DraftJob | null
}

export const INITIAL_SESSION: GeneratorSession = Object.freeze({
  progress: null,
  outlinePending: false,
  draftStarting: false,
  run: null,
  resumable: null,
})

// Module level: a draft keeps writing while the person looks at another screen of the app.
let session: GeneratorSession = INITIAL_SESSION
const listeners = new Set<() => void>()

export const getSession = (): GeneratorSession => session

export function setSession(patch: Partial<GeneratorSession> | ((s: GeneratorSession) => Partial<GeneratorSession>)): void {
  session = { ...session, ...(typeof patch === 'function' ? patch(session) : patch) }
  for (const listener of listeners) listener()
}

export function updateRun(change: (run: DraftRun) => Partial<DraftRun>): void {
  setSession((s) => (s.run ? { run: { ...s.run, ...change(s.run) } } : {}))
}

export function updateChapter(index: number, change: (chapter: ChapterRun) => Partial<ChapterRun>): void {
  updateRun((run) => ({ chapters: run.chapters.map((c, i) => (i === index ? { ...c, ...change(c) } : c)) }))
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A slice of the session; the selector must return a stable value (a field, not a new object). */
export function useSession<T>(select: (s: GeneratorSession) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(session),
    () => select(INITIAL_SESSION),
  )
}

/** A draft job occupies the generator from its start until it is finished or cancelled. */
export function isDraftActive(s: GeneratorSession): boolean {
  return s.draftStarting || (s.run !== null && s.run.phase !== 'finished')
}

/** Back to nothing running (tests, and after a job ends). */
export function resetSession(): void {
  session = INITIAL_SESSION
  for (const listener of listeners) listener()
}

// The previous user's draft, progress and resume offer are not the next one's to see (decision 0029).
onAccountChange((next, previous) => {
  if (userLeft(next, previous)) resetSession()
})

let navigateTo: ((path: string) => void) | null = null

/** The mounted screen lends its router navigation; without it (screen left) a finished draft stays put. */
export function setGeneratorNavigator(navigate: (path: string) => void): () => void {
  navigateTo = navigate
  return () => {
    if (navigateTo === navigate) navigateTo = null
  }
}

export function navigateFromGenerator(path: string): void {
  navigateTo?.(path)
}
