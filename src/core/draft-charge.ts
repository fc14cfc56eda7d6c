/**
 * What a draft that stops before it is finished costs (README § AI providers, decision 28):
 * delivered text is paid for. Shared by the server, which settles the hold, and the web app,
 * which says what a cancel will cost and reads the credit history.
 */
export type DraftStop = 'cancelled' | 'expired' | 'replaced'

/**
 * A chapter still being written counts as delivered once this much of its text has streamed
 * (decision 41): every chapter starts at once, so counting all of them from their first word
 * would keep the whole hold for a cancel one second in.
 */
export const DELIVERED_MIN_CHARS = 1000

export interface DraftCharge {
  stop: DraftStop
  /** Chapters written, or being written with at least DELIVERED_MIN_CHARS shown, when the draft stopped. */
  delivered: number
  total: number
  /** Credits kept for them; the rest of the hold went back to the balance. */
  spent: number
}

/** The hold's share for the chapters delivered, rounded up: ceil(held × delivered ÷ total). */
export function draftCharge(held: number, delivered: number, total: number): number {
  if (total <= 0 || delivered <= 0) return 0
  return Math.min(held, Math.ceil((held * Math.min(delivered, total)) / total))
}

// The ledger row's reason: what the person reads in their credit history, in a form both sides parse.
const REASON = /^(cancelled|expired|replaced) chapters=(\d+)\/(\d+) spent=(\d+)$/

export const draftStopReason = (c: DraftCharge) => `${c.stop} chapters=${c.delivered}/${c.total} spent=${c.spent}`

export function parseDraftStopReason(reason: string): DraftCharge | undefined {
  const m = REASON.exec(reason)
  if (!m) return undefined
  return { stop: m[1] as DraftStop, delivered: Number(m[2]), total: Number(m[3]), spent: Number(m[4]) }
}
