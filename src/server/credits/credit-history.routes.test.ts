import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditHistoryResponseSchema } from '@core/credit-history.ts'
import { type ApiUser, callApi, setBalance, signedInUser } from '../../../tests/support/api-user.ts'
import { scriptedProvider } from '../../../tests/support/scripted-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'

describe('GET /api/credits/history', () => {
  const script = scriptedProvider()
  let app: TestApp
  let user: ApiUser
  const history = async (query = '', token = user.token) => callApi(app, `/credits/history${query}`, { token })

  beforeAll(async () => {
    app = await startTestApp({ provider: script.provider })
    user = await signedInUser(app, 'history')
    await setBalance(app, user.id, 6)
    await callApi(app, '/outline', { token: user.token, body: { topic: 'Tea', productType: 'guide', tone: 'casual' } })
    script.failWith('unavailable')
    await callApi(app, '/outline', { token: user.token, body: { topic: 'Tea', productType: 'guide', tone: 'casual' } })
  })
  afterAll(() => app.close())

  it("lists the caller's movements newest first, in the shared schema", async () => {
    const res = await history()
    expect(res.status).toBe(200)
    const body = creditHistoryResponseSchema.parse(await res.json())
    expect(body.entries.map((e) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['refund', 2, 4],
      ['spend', -2, 2],
      ['spend', -2, 4],
      ['grant', 4, 6],
      ['grant', 2, 2],
    ])
    expect(body.entries.at(-1)?.reason).toBe('signup_bonus')
    expect(Number.isNaN(Date.parse(body.entries[0]!.createdAt))).toBe(false)
  })

  it('honours limit, and shows nobody else’s rows', async () => {
    expect(creditHistoryResponseSchema.parse(await (await history('?limit=2')).json()).entries).toHaveLength(2)
    const other = await signedInUser(app, 'history-other')
    const theirs = creditHistoryResponseSchema.parse(await (await history('', other.token)).json())
    expect(theirs.entries.map((e) => e.kind)).toEqual(['grant'])
  })

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?limit=2.5'])('answers 400 for %s', async (query) => {
    const res = await history(query)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed' })
  })

  it('answers 401 without a user session', async () => {
    expect((await history('', app.anonKey)).status).toBe(401)
    expect((await callApi(app, '/credits/history')).status).toBe(401)
  })
})
