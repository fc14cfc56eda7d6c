import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, databaseKinds } from '../../../tests/support/databases.ts'
import { insertUser } from '../../../tests/support/users.ts'
import type { Database } from '../db/database.ts'
import { AppError } from '../http/app-error.ts'
import { closeHold, grantCredits, holdCredits, refundSpend, settleHold, spendCredits } from './ledger.ts'
import { findLedgerMismatches, listLedger } from './ledger.queries.ts'

describe.each(databaseKinds)('credit ledger on %s', (kind) => {
  let db: Database
  let userId: string
  const step = (ref: string, amount = 2) => ({ userId, ref, reason: 'test', amount })
  const balance = async () =>
    (await db.query<{ credits: number }>('select credits from public.profiles where id = $1', [userId])).rows[0]!.credits

  beforeEach(async () => {
    db = await createTestDatabase(kind, { migrated: true })
    userId = await insertUser(db)
  })
  afterEach(() => db.close())

  it('records the starting credits as a sign-up grant', async () => {
    const rows = await listLedger(db, userId, 10)
    expect(rows).toMatchObject([{ kind: 'grant', amount: 2, balance_after: 2, reason: 'signup_bonus' }])
  })

  it('spends once per ref and refuses to go below zero with a 402', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 3)))
    const first = await db.transaction((tx) => spendCredits(tx, step('outline:a')))
    const again = await db.transaction((tx) => spendCredits(tx, step('outline:a')))
    expect(again.id).toBe(first.id)
    expect(await balance()).toBe(3)
    await db.transaction((tx) => spendCredits(tx, step('outline:b')))
    const short = await db.transaction((tx) => spendCredits(tx, step('outline:c'))).catch((e: unknown) => e)
    expect(short).toBeInstanceOf(AppError)
    expect((short as AppError).status).toBe(402)
    expect((short as AppError).body).toMatchObject({ code: 'insufficient_credits' })
    expect((short as AppError).message).toContain('Insufficient credits')
    expect(await balance()).toBe(1)
  })

  it('refunds a spend in full, once', async () => {
    await db.transaction((tx) => spendCredits(tx, step('outline:a')))
    await db.transaction((tx) => refundSpend(tx, step('outline:a')))
    await db.transaction((tx) => refundSpend(tx, step('outline:a')))
    expect(await balance()).toBe(2)
    expect(await db.transaction((tx) => refundSpend(tx, step('outline:never')))).toBeUndefined()
  })

  it('holds, then settles; a settled hold is never released', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 8)))
    await db.transaction((tx) => holdCredits(tx, step('draft:j', 8)))
    expect(await balance()).toBe(2)
    expect(await db.transaction((tx) => settleHold(tx, step('draft:j')))).toEqual({ spent: 8, balance: 2 })
    expect(await db.transaction((tx) => settleHold(tx, step('draft:j')))).toEqual({ spent: 8, balance: 2 })
    expect(await db.transaction((tx) => closeHold(tx, { ...step('draft:j'), keep: 0 }))).toEqual({ spent: 8, returned: 0, balance: 2 })
    expect(await balance()).toBe(2)
  })

  it('releases a hold in full; a released hold cannot be settled', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 8)))
    await db.transaction((tx) => holdCredits(tx, step('draft:j', 8)))
    expect(await db.transaction((tx) => closeHold(tx, { ...step('draft:j'), keep: 0 }))).toEqual({ spent: 0, returned: 8, balance: 10 })
    expect(await balance()).toBe(10)
    const settle = await db.transaction((tx) => settleHold(tx, step('draft:j'))).catch((e: unknown) => e)
    expect((settle as AppError).status).toBe(409)
    expect(await db.transaction((tx) => closeHold(tx, { ...step('draft:never'), keep: 0 }))).toBeUndefined()
    expect(await findLedgerMismatches(db)).toEqual([])
  })

  it('closes a hold in part: keeps what was delivered, returns the rest, once', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 8)))
    await db.transaction((tx) => holdCredits(tx, step('draft:j', 8)))
    const closes = await Promise.all([3, 5].map((keep) => db.transaction((tx) => closeHold(tx, { ...step('draft:j'), keep }))))
    // Whichever ran first decided; the second answers with the same outcome.
    expect(closes[0]).toEqual(closes[1])
    const { spent } = closes[0]!
    expect(closes[0]).toEqual({ spent, returned: 8 - spent, balance: 2 + 8 - spent })
    expect(await balance()).toBe(2 + 8 - spent)
    const rows = (await listLedger(db, userId, 10)).filter((r) => r.ref === 'draft:j')
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([
      ['release', 8 - spent],
      ['hold', -8],
    ])
    const settle = await db.transaction((tx) => settleHold(tx, step('draft:j'))).catch((e: unknown) => e)
    expect((settle as AppError).status).toBe(409)
    expect(await findLedgerMismatches(db)).toEqual([])
  })

  it('a hold closed with everything delivered is settled: nothing returned', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 8)))
    await db.transaction((tx) => holdCredits(tx, step('draft:j', 8)))
    expect(await db.transaction((tx) => closeHold(tx, { ...step('draft:j'), keep: 8 }))).toEqual({ spent: 8, returned: 0, balance: 2 })
    expect((await listLedger(db, userId, 1))[0]).toMatchObject({ kind: 'settle', amount: 0, ref: 'draft:j' })
    expect(await db.transaction((tx) => closeHold(tx, { ...step('draft:j'), keep: 0 }))).toEqual({ spent: 8, returned: 0, balance: 2 })
    expect(await findLedgerMismatches(db)).toEqual([])
  })

  it('keeps the balance equal to the ledger under concurrent spends', async () => {
    await db.transaction((tx) => grantCredits(tx, step('purchase:1', 8)))
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => db.transaction((tx) => spendCredits(tx, step(`outline:${i}`)))),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
    expect(await balance()).toBe(0)
    expect(await findLedgerMismatches(db)).toEqual([])
  })

  it('a profile inserted by its user (the dashboard’s fallback) gets its grant row too', async () => {
    const other = await insertUser(db)
    await db.query('delete from public.profiles where id = $1', [other])
    await db.query('insert into public.profiles (id, credits) values ($1, 2)', [other])
    expect(await listLedger(db, other, 10)).toMatchObject([{ kind: 'grant', amount: 2 }])
    expect(await findLedgerMismatches(db)).toEqual([])
  })
})
