import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import { rateLimits } from './rate-limit.ts'
import { newEmail, postToken, signUpUser as signUp, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

describe('POST /auth/v1/token rate limits', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => app.close())

  it('failed passwords from many addresses never lock the owner out: the right password from a clean address signs in', async () => {
    const account = await signUp(app)
    // More failures than the account-wide threshold, one or two per address, as a botnet would.
    for (let i = 0; i < rateLimits.passwordFailuresPerAccount.limit + 5; i++) {
      const res = await postToken(
        app,
        'password',
        { email: account.email, password: `guess-number-${i}` },
        { 'x-forwarded-for': `192.0.2.${i}` },
      )
      expect(res.status).toBe(400)
    }
    const owner = await postToken(app, 'password', { email: account.email, password: PASSWORD }, { 'x-forwarded-for': '203.0.113.10' })
    expect(owner.status).toBe(200)
  }, 120_000)

  it(`stops one address after ${rateLimits.passwordFailuresPerAccountAndIp.limit} failures on one account; only that address waits`, async () => {
    const account = await signUp(app)
    const guesser = { 'x-forwarded-for': '198.51.100.20' }
    for (let i = 0; i < rateLimits.passwordFailuresPerAccountAndIp.limit; i++) {
      expect((await postToken(app, 'password', { email: account.email, password: `guess-${i}` }, guesser)).status).toBe(400)
    }
    const blocked = await postToken(app, 'password', { email: account.email, password: 'one-more-guess' }, guesser)
    expect(blocked.status).toBe(429)
    expect(await blocked.json()).toMatchObject({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    // The guesser must not learn that a guess is right, so the right password waits there too...
    expect((await postToken(app, 'password', { email: account.email, password: PASSWORD }, guesser)).status).toBe(429)
    // ...but nowhere else: the owner signs in with supabase-js from their own address.
    const owner = await testClient(app).auth.signInWithPassword({ email: account.email, password: PASSWORD })
    expect(owner.error).toBeNull()
  }, 120_000)

  it(`gives each address only ${rateLimits.passwordFailuresPerAccountAndIpUnderAttack.limit} failures on an account under attack`, async () => {
    const account = await signUp(app)
    for (let i = 0; i < rateLimits.passwordFailuresPerAccount.limit; i++) {
      await postToken(app, 'password', { email: account.email, password: `spray-${i}` }, { 'x-forwarded-for': `192.0.2.${100 + i}` })
    }
    const next = { 'x-forwarded-for': '198.51.100.30' }
    for (let i = 0; i < rateLimits.passwordFailuresPerAccountAndIpUnderAttack.limit; i++) {
      expect((await postToken(app, 'password', { email: account.email, password: `guess-${i}` }, next)).status).toBe(400)
    }
    expect((await postToken(app, 'password', { email: account.email, password: 'guess-again' }, next)).status).toBe(429)
    // The owner, on a clean address, is still let in with the right password.
    expect(
      (await postToken(app, 'password', { email: account.email, password: PASSWORD }, { 'x-forwarded-for': '203.0.113.11' })).status,
    ).toBe(200)
    // Another account is not under attack: the same address still gets the normal allowance there.
    const other = await signUp(app)
    for (let i = 0; i < rateLimits.passwordFailuresPerAccountAndIpUnderAttack.limit + 1; i++) {
      expect((await postToken(app, 'password', { email: other.email, password: `guess-${i}` }, next)).status).toBe(400)
    }
  }, 120_000)

  it('counts an IPv6 /64 as one address', async () => {
    const account = await signUp(app)
    for (let i = 0; i < rateLimits.passwordFailuresPerAccountAndIp.limit; i++) {
      const from = { 'x-forwarded-for': `2001:db8:1:2::${(i + 1).toString(16)}` }
      expect((await postToken(app, 'password', { email: account.email, password: `guess-${i}` }, from)).status).toBe(400)
    }
    const sameNetwork = { 'x-forwarded-for': '2001:db8:1:2:ffff:ffff:ffff:fffe' }
    expect((await postToken(app, 'password', { email: account.email, password: 'guess' }, sameNetwork)).status).toBe(429)
    expect(
      (await postToken(app, 'password', { email: account.email, password: PASSWORD }, { 'x-forwarded-for': '2001:db8:1:3::1' })).status,
    ).toBe(200)
  }, 120_000)

  it('does not count successful sign-ins against the account', async () => {
    const account = await signUp(app)
    for (let i = 0; i < rateLimits.passwordFailuresPerAccountAndIp.limit + 2; i++) {
      const res = await postToken(app, 'password', { email: account.email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.200' })
      expect(res.status).toBe(200)
    }
  })

  it(`stops one address after ${rateLimits.passwordFailuresPerIp.limit} failed passwords across accounts`, async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' }
    for (let i = 0; i < rateLimits.passwordFailuresPerIp.limit; i++) {
      expect((await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, from)).status).toBe(400)
    }
    expect((await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, from)).status).toBe(429)
    expect(
      (await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, { 'x-forwarded-for': '198.51.100.78' }))
        .status,
    ).toBe(400)
  }, 120_000)

  it(`limits every /token call to ${rateLimits.tokenPerIp.limit} per window per address`, async () => {
    const from = { 'x-forwarded-for': '198.51.100.99' }
    const statuses = await Promise.all(
      Array.from({ length: rateLimits.tokenPerIp.limit + 5 }, () =>
        postToken(app, 'refresh_token', { refresh_token: 'nope' }, from).then((r) => r.status),
      ),
    )
    expect(statuses.filter((s) => s === 400)).toHaveLength(rateLimits.tokenPerIp.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  }, 120_000)
})
