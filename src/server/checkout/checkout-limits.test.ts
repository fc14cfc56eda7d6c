import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { draftUser } from '../../../tests/support/draft-test-provider.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { countRecentPending, insertPayment, lockCheckoutStarts } from './payments.queries.ts'

const PER_HOUR = 3
const LIMIT_MESSAGE = `You have started ${PER_HOUR} checkouts in the last hour that are not paid yet. Finish one of them, or try again in an hour.`

describe.each(databaseKinds)('pending checkouts per user per hour (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind, env: { PENDING_CHECKOUTS_PER_USER_PER_HOUR: String(PER_HOUR) } })
  })
  afterAll(() => app.close())

  const pendingOf = (userId: string) => countRecentPending(app.db, userId)

  it(`refuses a checkout past ${PER_HOUR} unpaid ones with a 429 the pricing page shows; closed or old ones do not count`, async () => {
    const user = await draftUser(app, 0)
    const sessions: string[] = []
    for (let i = 0; i < PER_HOUR; i++) {
      const started = await user.post('/checkout/session', { pack: 'pro' })
      expect(started.status).toBe(200)
      sessions.push(started.body.sessionId as string)
    }
    const refused = await user.post('/checkout/session', { pack: 'pro' })
    expect([refused.status, refused.body]).toEqual([429, { code: 'checkout_limit', message: LIMIT_MESSAGE }])
    expect(await pendingOf(user.id)).toBe(PER_HOUR)

    // A canceled checkout frees its place, and so does one started more than an hour ago.
    const cancel = await fetch(`${app.url}/checkout/local/${sessions[0]}/cancel`, { method: 'POST', redirect: 'manual' })
    expect(cancel.status).toBe(303)
    expect((await user.post('/checkout/session', { pack: 'pro' })).status).toBe(200)
    await app.db.query(`update public.payments set created_at = now() - interval '61 minutes' where provider_session_id = $1`, [
      sessions[1],
    ])
    expect((await user.post('/checkout/session', { pack: 'starter' })).status).toBe(200)
    expect((await user.post('/checkout/session', { pack: 'starter' })).body.code).toBe('checkout_limit')
  })

  it('lets exactly the allowed number through when starts race', async () => {
    const user = await draftUser(app, 0)
    const answers = await Promise.all(Array.from({ length: 8 }, () => user.post('/checkout/session', { pack: 'pro' })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
    expect(await pendingOf(user.id)).toBe(PER_HOUR)
  })

  it.runIf(kind === 'postgres')('a start waits for a concurrent one to commit, then counts it', async () => {
    const user = await draftUser(app, 0)
    for (let i = 0; i < PER_HOUR - 1; i++) expect((await user.post('/checkout/session', { pack: 'pro' })).status).toBe(200)
    let commit = () => {}
    const held = new Promise<void>((resolve) => (commit = resolve))
    let locked = () => {}
    const lockTaken = new Promise<void>((resolve) => (locked = resolve))
    const other = app.db.transaction(async (tx) => {
      await lockCheckoutStarts(tx, user.id)
      await insertPayment(tx, { user_id: user.id, pack: 'pro', credits: 200, amount_cents: 3900, currency: 'usd', provider: 'local' })
      locked()
      await held
    })
    await lockTaken
    let settled = false
    const racing = user.post('/checkout/session', { pack: 'pro' }).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(settled).toBe(false)
    commit()
    await other
    expect((await racing).body.code).toBe('checkout_limit')
    expect(await pendingOf(user.id)).toBe(PER_HOUR)
  })
})
