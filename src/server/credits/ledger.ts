import type { Queryable } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { findLedgerRow, type LedgerRow, lockBalance, moveCredits } from './ledger.queries.ts'

/**
 * The only way credits move (ARCHITECTURE.md § Credits). Every function must run inside a
 * transaction (`db.transaction(tx => …)`): it locks the user's balance row first, so steps for
 * one user are serialised across connections and replicas, and a step repeated with the same
 * `ref` returns the row it already wrote instead of moving credits twice.
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

/**
 * Gives back what a spend or hold with the same ref took, in full: a refunded outline or a
 * released draft. Returns undefined when there is nothing to give back (never taken, or settled).
 */
async function giveBack(tx: Queryable, kind: 'refund' | 'release', from: 'spend' | 'hold', step: LedgerStep): Promise<LedgerRow | undefined> {
  await lockedBalance(tx, step.userId)
  const done = await findLedgerRow(tx, kind, step.ref)
  if (done) return done
  const taken = await findLedgerRow(tx, from, step.ref)
  if (!taken) return undefined
  if (from === 'hold' && (await findLedgerRow(tx, 'settle', step.ref))) return undefined
  return moveCredits(tx, { ...step, kind, amount: -taken.amount })
}

export const refundSpend = (tx: Queryable, step: LedgerStep) => giveBack(tx, 'refund', 'spend', step)
export const releaseHold = (tx: Queryable, step: LedgerStep) => giveBack(tx, 'release', 'hold', step)

/**
 * Turns a hold into a final spend (a zero-amount row: the credits left the balance at hold time).
 * Returns the credits spent; a hold that was released already cannot be settled.
 */
export async function settleHold(tx: Queryable, step: LedgerStep): Promise<{ spent: number; balance: number }> {
  const balance = await lockedBalance(tx, step.userId)
  const hold = await findLedgerRow(tx, 'hold', step.ref)
  if (!hold) throw new Error(`no hold ${step.ref} to settle`)
  if (await findLedgerRow(tx, 'release', step.ref)) throw new AppError('conflict', 'This draft was cancelled or expired and its credits returned.')
  if (!(await findLedgerRow(tx, 'settle', step.ref))) await moveCredits(tx, { ...step, kind: 'settle', amount: 0 })
  return { spent: -hold.amount, balance }
}
