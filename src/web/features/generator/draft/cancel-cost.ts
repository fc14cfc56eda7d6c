import { DELIVERED_MIN_CHARS, draftCharge } from '@core/draft-charge.ts'
import type { ChapterStatus } from '@core/generation-schemas.ts'

/**
 * What cancelling now would cost, as the server will count it (decisions 28, 41): chapters written,
 * or being written with DELIVERED_MIN_CHARS of text shown, are paid for, ceil(held × delivered ÷
 * total); the rest of the hold comes back.
 */
export function cancelCost(held: number, chapters: readonly CancelChapter[]): { spent: number; returned: number } {
  const delivered = chapters.filter(
    (c) =>
      c.status === 'done' ||
      (c.status !== 'failed' && c.delivered === true) ||
      (c.status === 'writing' && (c.live?.length ?? 0) >= DELIVERED_MIN_CHARS),
  ).length
  const spent = draftCharge(held, delivered, chapters.length)
  return { spent, returned: held - spent }
}

/** A chapter as the draft screen knows it: `live` is the text streamed so far. */
export interface CancelChapter {
  status: ChapterStatus
  live?: string
  /** The server counted it delivered when the job was loaded (a page that came back to a running draft). */
  delivered?: boolean
}

/** The end of the sentence 'Its 8 credits are set aside until it is finished; …'. */
export function cancelClause(held: number, chapters: readonly CancelChapter[]): string {
  const { spent, returned } = cancelCost(held, chapters)
  if (spent === 0) return 'cancelling gives them back'
  if (returned === 0) return `cancelling now keeps all ${held} for the chapters written`
  return `cancelling now keeps ${spent} for the chapters written and gives ${returned} back`
}

/** The toast after a cancel, from the server's answer. */
export function cancelledText({ creditsSpent, creditsReturned }: { creditsSpent: number; creditsReturned: number }): string {
  if (creditsSpent === 0) return `The ${creditsReturned} credits it held are back in your balance.`
  if (creditsReturned === 0) return `All ${creditsSpent} credits it held paid for the chapters written.`
  return `${creditsSpent} credits paid for the chapters written; the other ${creditsReturned} are back in your balance.`
}
