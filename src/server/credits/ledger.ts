import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { findLedgerRow, type LedgerRow, lockBalance, moveCredits } from './ledger.queries.ts'

/**
 * The only way credits move (docs/architecture.md#data, decision 13). Every function must run inside a
 * transaction (`db.transaction(tx => …)`): it locks the user's balance row first, so steps for
 * one user are serialised across connections and replicas, and a step repeated with the same
 * `ref` returns the row it already wrote instead of moving credits twice.
 *
 * A hold ends once: settled in full (`settleHold`, a finished draft) or closed early
 * (`closeHold`: it keeps what was delivered and releases the rest, decision 28).
 */
export interface LedgerStep {
  userId: string
  /** What the step is for, e.g. `outline:<generation id>` or `draft:<job id>`. */
  ref: string
  reason: string
}

async function lockedBalance(tx: Queryable, userId: string): Promise<number> {
  const balance = await lockBalance(tx, userId)
  if (balance === undefined) throw new AppError('not_found', 'There is no profile for this user yet.')
  return balance
}

export function insufficientCredits(needed: number, balance: number): AppError {
  return new AppError('insufficient_credits', `Insufficient credits: this needs ${needed} credits and you have ${balance}.`)
}

/** Takes `amount` credits away (an outline spend or a draft hold); 402 when the balance is short. */
async function debit(tx: Queryable, kind: 'spend' | 'hold', step: LedgerStep & { amount: number }): Promise<LedgerRow> {
  const balance = await lockedBalance(tx, step.userId)
  const done = await findLedgerRow(tx, kind, step.ref)
  if (done) return done
  if (balance < step.amount) throw insufficientCredits(step.amount, balance)
  return moveCredits(tx, { ...step, kind, amount: -step.amount })
}

export const spendCredits = (tx: Queryable, step: LedgerStep & { amount: number }) => debit(tx, 'spend', step)
export const holdCredits = (tx: Queryable, step: LedgerStep & { amount: number }) => debit(tx, 'hold', step)

/** Adds credits: a purchase, the sign-up bonus or a support grant. */
export async function grantCredits(tx: Queryable, step: LedgerStep & { amount: number }): Promise<LedgerRow> {
  if (!Number.isInteger(step.amount) || step.amount <= 0) throw new Error(`grant amount must be a positive integer: ${step.amount}`)
  await lockedBalance(tx, step.userId)
  return (await findLedgerRow(tx, 'grant', step.ref)) ?? moveCredits(tx, { ...step, kind: 'grant' })
}

/** Gives back what an outline's spend took, in full; undefined when nothing was spent under `ref`. */
export async function refundSpend(tx: Queryable, step: LedgerStep): Promise<LedgerRow | undefined> {
  await lockedBalance(tx, step.userId)
  const done = await findLedgerRow(tx, 'refund', step.ref)
  if (done) return done
  const taken = await findLedgerRow(tx, 'spend', step.ref)
  return taken && moveCredits(tx, { ...step, kind: 'refund', amount: -taken.amount })
}

/** How a hold ended: credits kept, credits given back, and the balance now. */
export interface HoldOutcome {
  spent: number
  returned: number
  balance: number
}

/**
 * Ends a hold whose work stopped early (a draft cancelled, replaced or expired): `keep` credits
 * stay spent for what was delivered and the rest goes back in one `release` row (a `settle` row
 * when nothing is left to give back). Exactly once per hold: a hold already settled or released
 * answers with what happened then. Undefined when there was no hold.
 */
export async function closeHold(tx: Queryable, step: LedgerStep & { keep: number }): Promise<HoldOutcome | undefined> {
  let balance = await lockedBalance(tx, step.userId)
  const hold = await findLedgerRow(tx, 'hold', step.ref)
  if (!hold) return undefined
  const held = -hold.amount
  const released = await findLedgerRow(tx, 'release', step.ref)
  if (released || (await findLedgerRow(tx, 'settle', step.ref))) {
    const returned = released?.amount ?? 0
    return { spent: held - returned, returned, balance }
  }
  const spent = Math.min(held, Math.max(0, Math.ceil(step.keep)))
  const returned = held - spent
  if (returned > 0) balance = (await moveCredits(tx, { ...step, kind: 'release', amount: returned })).balance_after
  else await moveCredits(tx, { ...step, kind: 'settle', amount: 0 })
  return { spent, returned, balance }
}

/**
 * Turns a hold into a final spend in full (a zero-amount row: the credits left the balance at
 * hold time). Returns the credits spent; a hold that was released, even in part, cannot be settled.
 */
export async function settleHold(tx: Queryable, step: LedgerStep): Promise<{ spent: number; balance: number }> {
  const balance = await lockedBalance(tx, step.userId)
  const hold = await findLedgerRow(tx, 'hold', step.ref)
  if (!hold) throw new Error(`no hold ${step.ref} to settle`)
  if (await findLedgerRow(tx, 'release', step.ref))
    throw new AppError('conflict', 'This draft was cancelled or expired and its credits returned.')
  if (!(await findLedgerRow(tx, 'settle', step.ref))) await moveCredits(tx, { ...step, kind: 'settle', amount: 0 })
  return { spent: -hold.amount, balance }
}
