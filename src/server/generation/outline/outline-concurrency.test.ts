import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceOf, callApi, setBalance, signedInUser } from '../../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../../tests/support/databases.ts'
import { scriptedProvider } from '../../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../../tests/support/test-app.ts'
import { findLedgerMismatches, listLedger } from '../../credits/ledger.queries.ts'

const request = { topic: 'Sourdough at home', productType: 'ebook', tone: 'casual' }

// The credit test: many clicks at once can never spend more than the balance holds.
describe.each(databaseKinds)('200 concurrent outlines at a balance of 10 (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind, provider: scriptedProvider().provider })
  })
  afterAll(() => app.close())

  it('lets exactly 5 through, answers the rest 402, and leaves balance 0 with a matching ledger', async () => {
    const user = await signedInUser(app, 'burst')
    await setBalance(app, user.id, 10)
    const responses = await Promise.all(Array.from({ length: 200 }, () => callApi(app, '/outline', { token: user.token, body: request })))
    const statuses = responses.map((res) => res.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 402)).toHaveLength(195)
    const refused = await Promise.all(responses.filter((res) => res.status !== 200).map((res) => res.json() as Promise<{ code: string }>))
    expect(new Set(refused.map((body) => body.code))).toEqual(new Set(['insufficient_credits']))
    expect(await balanceOf(app, user.id)).toBe(0)
    expect(await findLedgerMismatches(app.db)).toEqual([])
    const spends = (await listLedger(app.db, user.id, 100)).filter((row) => row.kind === 'spend')
    expect(spends).toHaveLength(5)
    const { rows } = await app.db.query<{ n: number }>(
      `select count(*)::int as n from public.generations where user_id = $1 and status = 'succeeded'`,
      [user.id],
    )
    expect(rows[0]?.n).toBe(5)
  })
})
