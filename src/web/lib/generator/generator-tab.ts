import type { ErrorCode } from '@core/errors.ts'
import type { ChapterStatus, DraftJob } from '@core/generation-schemas.ts'

/** A progress bar's text and percentage (features/generator/progress/progress.ts says which, word for word). */
export interface Progress {
  text: string
  percent: number
}

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

/**
 * The generator's slice that belongs to this tab (decision 115): what is running and how it went.
 * Kept for the page's life, never stored; a user leaving the tab clears it (decision 0029).
 */
export interface GeneratorTab {
  /** An outline request, a draft start or a draft's finishing holds the form (its buttons are off). */
  loading: boolean
  /** The last flow's failure, shown above the result. */
  error: string | null
  progress: Progress | null
  /** The outline request is in flight (the skeleton shows). */
  outlinePending: boolean
  /** POST /api/draft/start is in flight. */
  draftStarting: boolean
  run: DraftRun | null
  /** An unfinished job found on the server that this tab is not running: offered for resuming. */
  resumable: DraftJob | null
}

export const INITIAL_GENERATOR_TAB: Readonly<GeneratorTab> = Object.freeze({
  loading: false,
  error: null,
  progress: null,
  outlinePending: false,
  draftStarting: false,
  run: null,
  resumable: null,
})

/**
 * The one definition of "the generator is busy" (decision 115): a flow holds the form, or a draft
 * job occupies it from its start until it is finished or cancelled. Every button and guard asks this.
 */
export function isGeneratorBusy(tab: GeneratorTab): boolean {
  return tab.loading || tab.draftStarting || (tab.run !== null && tab.run.phase !== 'finished')
}
