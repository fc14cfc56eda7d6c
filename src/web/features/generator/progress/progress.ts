import type { Progress } from '@web/lib/generator/generator-tab.ts'

/** docs/product.md#outline-generation and #draft-generation: the progress texts and percentages, word for word. */
export const OUTLINE_PROGRESS = { start: 25, step: 8, intervalMs: 500, max: 90, done: 100 } as const
export const DRAFT_PROGRESS = { start: 5, chaptersFrom: 10, chaptersSpan: 70, finalizing: 90, done: 100 } as const
/** How long the success state shows before the screen moves on. */
export const OUTLINE_SETTLE_MS = 1000
export const EDITOR_REDIRECT_MS = 1000

export const PROGRESS_TEXT = {
  outline: 'Generating outline...',
  outlineDone: 'Outline generated successfully!',
  draftStart: 'Starting draft generation...',
  /** Every chapter waits for one of the server's places for AI calls (decision 77); `ahead` calls go first. */
  draftQueued: (ahead: number) =>
    ahead === 0
      ? 'Waiting for the AI writer: your draft is next...'
      : `Waiting for the AI writer: ${ahead} requests ahead of your draft...`,
  finalizing: 'Finalizing draft...',
  draftDone: 'Draft generated successfully!',
} as const

export type { Progress }

/** The simulated outline counter: +8 per tick, never past 90 until the answer arrives. */
export function nextOutlinePercent(percent: number): number {
  return Math.min(OUTLINE_PROGRESS.max, percent + OUTLINE_PROGRESS.step)
}

/** 10 + 70 × the fraction of chapters written, rounded to a whole percent. */
export function draftChapterPercent(written: number, total: number): number {
  if (total <= 0) return DRAFT_PROGRESS.chaptersFrom
  const fraction = Math.min(1, Math.max(0, written / total))
  return Math.round(DRAFT_PROGRESS.chaptersFrom + DRAFT_PROGRESS.chaptersSpan * fraction)
}

/**
 * The progress of a draft whose chapters are written at once: 'Starting draft generation...' at 5
 * until the first text arrives, then 'Generating chapter i/n: title' where i counts the chapters
 * finished (finished + 1) and the title is the earliest chapter not finished yet.
 */
export function draftRunProgress(chapters: readonly { title: string; status: string; queued?: number }[], textSeen: boolean): Progress {
  if (!textSeen) {
    // Before any text, the server may have told every chapter being written to wait its turn.
    const writing = chapters.filter((c) => c.status === 'writing')
    const places = writing.map((c) => c.queued ?? 0)
    const text =
      writing.length > 0 && places.every((p) => p > 0) ? PROGRESS_TEXT.draftQueued(Math.min(...places) - 1) : PROGRESS_TEXT.draftStart
    return { text, percent: DRAFT_PROGRESS.start }
  }
  const total = chapters.length
  const finished = chapters.filter((c) => c.status === 'done').length
  const earliest = chapters.find((c) => c.status === 'writing') ?? chapters.find((c) => c.status !== 'done')
  return {
    text: chapterProgressText(Math.min(finished, total - 1), total, earliest?.title ?? chapters.at(-1)?.title ?? ''),
    percent: draftChapterPercent(finished, total),
  }
}

/** 'Generating chapter i/n: title', with i counted from 1. */
export function chapterProgressText(index: number, total: number, title: string): string {
  return `Generating chapter ${index + 1}/${total}: ${title}`
}
