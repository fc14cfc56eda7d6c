import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type ApiUser, balanceOf, callApi, signedInUser } from '../../../tests/support/api-user.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from './ledger.queries.ts'

describe('POST /api/admin/credits', () => {
  let app: TestApp
  let user: ApiUser
  const grant = (body: unknown, token = app.serviceRoleKey) => callApi(app, '/admin/credits', { token, body })

  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())
  beforeEach(async () => {
    user = await signedInUser(app, 'grant')
  })

  it('grants credits by user id with the service-role key, as a ledger grant with the reason', async () => {
    const res = await grant({ userId: user.id, amount: 30, reason: 'Export failed, sorry' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ credits: 32 })
    expect(await balanceOf(app, user.id)).toBe(32)
    expect((await listLedger(app.db, user.id, 1))[0]).toMatchObject({ kind: 'grant', amount: 30, reason: 'Export failed, sorry' })
    expect(await findLedgerMismatches(app.db)).toEqual([])
  })

  it('grants by e-mail address, in any letter case', async () => {
    const res = await grant({ email: user.email.toUpperCase(), amount: 5, reason: 'goodwill' })
    expect(await res.json()).toEqual({ credits: 7 })
  })

  it('is idempotent by ref for the same user, but a ref reused for another user grants to them', async () => {
    const body = { userId: user.id, amount: 10, reason: 'ticket 42', ref: 'ticket-42' }
    expect(await (await grant(body)).json()).toEqual({ credits: 12 })
    expect(await (await grant(body)).json()).toEqual({ credits: 12 })
    expect((await listLedger(app.db, user.id, 10)).filter((row) => row.kind === 'grant')).toHaveLength(2)
    const other = await signedInUser(app, 'grant-other')
    expect(await (await grant({ ...body, userId: other.id })).json()).toEqual({ credits: 12 })
  })

  it('grants again without a ref (each call is its own grant)', async () => {
    await grant({ userId: user.id, amount: 1, reason: 'a' })
    expect(await (await grant({ userId: user.id, amount: 1, reason: 'a' })).json()).toEqual({ credits: 4 })
  })

  it('answers 401 without a valid key and 403 for a user token or the anon key, granting nothing', async () => {
    const body = { userId: user.id, amount: 50, reason: 'x' }
    const none = await callApi(app, '/admin/credits', { body })
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'unauthorized' })
    expect((await grant(body, 'not.a.jwt')).status).toBe(401)
    const forged = app.serviceRoleKey.slice(0, -4) + (app.serviceRoleKey.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    expect((await grant(body, forged)).status).toBe(401)
    for (const token of [user.token, app.anonKey]) {
      const res = await grant(body, token)
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'forbidden' })
    }
    expect(await balanceOf(app, user.id)).toBe(2)
  })

  it('answers 404 for an unknown user id or e-mail', async () => {
    expect((await grant({ userId: crypto.randomUUID(), amount: 1, reason: 'x' })).status).toBe(404)
    expect((await grant({ email: 'nobody@example.com', amount: 1, reason: 'x' })).status).toBe(404)
  })

  it.each([
    ['no user', { amount: 1, reason: 'x' }],
    ['both user id and e-mail', { userId: crypto.randomUUID(), email: 'a@example.com', amount: 1, reason: 'x' }],
    ['a user id that is not a uuid', { userId: 'abc', amount: 1, reason: 'x' }],
    ['amount 0', { userId: crypto.randomUUID(), amount: 0, reason: 'x' }],
    ['amount over 100000', { userId: crypto.randomUUID(), amount: 100_001, reason: 'x' }],
    ['a fractional amount', { userId: crypto.randomUUID(), amount: 1.5, reason: 'x' }],
    ['an empty reason', { userId: crypto.randomUUID(), amount: 1, reason: ' ' }],
    ['an unknown field', { userId: crypto.randomUUID(), amount: 1, reason: 'x', price: 3 }],
  ])('answers 400 for %s', async (_, body) => {
    const res = await grant(body)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed' })
  })
})
