import type { Queryable } from '../db/database.ts'
import { AuthError } from './auth-errors.ts'
import { claimMailSlot, deleteOldMailSlots } from './mail-throttle.queries.ts'
import { sha256 } from './secure-random.ts'

/** At most one link or code mail per address per minute (GoTrue's SMTP max frequency default). */
export const MAIL_INTERVAL_SECONDS = 60

const PURGE_PROBABILITY = 0.01

/**
 * Claims the address's one mail per MAIL_INTERVAL_SECONDS, or throws 429
 * `over_email_send_rate_limit` with GoTrue's message. Counted per address whether or not an
 * account exists, so the answer never tells which addresses have one. Inside a transaction the
 * claim is undone with it (no mail went out either).
 */
export async function throttleMail(db: Queryable, address: string): Promise<void> {
  const { waitSeconds } = await claimMailSlot(db, sha256(`mail:${address.toLowerCase()}`), MAIL_INTERVAL_SECONDS)
  if (Math.random() < PURGE_PROBABILITY) await deleteOldMailSlots(db)
  if (waitSeconds > 0) {
    throw new AuthError('over_email_send_rate_limit', `For security purposes, you can only request this after ${waitSeconds} seconds.`)
  }
}
