import { createClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { rateLimits } from './rate-limit.ts'
import { NoRealtime, awayFromWindowEdge, newEmail } from '../../../tests/support/supabase-client.ts'

const PASSWORD = 'correct-horse-battery-9'

function client(app: TestApp) {
  return createClient(app.url, app.anonKey, {
    realtime: { transport: NoRealtime as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
}

function postToken(app: TestApp, grant: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/auth/v1/token?grant_type=${grant}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey, ...headers },
    body: JSON.stringify(body),
  })
}

async function signUp(app: TestApp, email = newEmail('user'), password = PASSWORD) {
  const { data, error } = await client(app).auth.signUp({ email, password })
  if (error) throw error
  return { email, password, user: data.user!, session: data.session }
}

describe('POST /auth/v1/token rate limits', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => app.close())

  it(`locks an account after ${rateLimits.passwordFailuresPerEmail.limit} failed passwords, from any address`, async () => {
    await awayFromWindowEdge(rateLimits.passwordFailuresPerEmail.windowSeconds)
    const account = await signUp(app)
    const { limit } = rateLimits.passwordFailuresPerEmail
    for (let i = 0; i < limit; i++) {
      const res = await postToken(app, 'password', { email: account.email, password: `guess-number-${i}` }, { 'x-forwarded-for': `192.0.2.${i}` })
      expect(res.status).toBe(400)
    }
    const blocked = await client(app).auth.signInWithPassword({ email: account.email, password: 'one-more-guess' })
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    // Until the window ends, even the right password waits: the guesser must not learn it is right.
    const owner = await client(app).auth.signInWithPassword({ email: account.email, password: PASSWORD })
    expect(owner.error).toMatchObject({ status: 429 })
  }, 120_000)

  it('does not count successful sign-ins against the account', async () => {
    const account = await signUp(app)
    for (let i = 0; i < rateLimits.passwordFailuresPerEmail.limit + 2; i++) {
      const res = await postToken(app, 'password', { email: account.email, password: PASSWORD }, { 'x-forwarded-for': '192.0.2.200' })
      expect(res.status).toBe(200)
    }
  })

  it(`stops one address after ${rateLimits.passwordFailuresPerIp.limit} failed passwords across accounts`, async () => {
    await awayFromWindowEdge(rateLimits.passwordFailuresPerIp.windowSeconds)
    const from = { 'x-forwarded-for': '198.51.100.77' }
    for (let i = 0; i < rateLimits.passwordFailuresPerIp.limit; i++) {
      expect((await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, from)).status).toBe(400)
    }
    expect((await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, from)).status).toBe(429)
    expect((await postToken(app, 'password', { email: newEmail('stuffing'), password: PASSWORD }, { 'x-forwarded-for': '198.51.100.78' })).status).toBe(400)
  }, 120_000)

  it(`limits every /token call to ${rateLimits.tokenPerIp.limit} per window per address`, async () => {
    await awayFromWindowEdge(rateLimits.tokenPerIp.windowSeconds)
    const from = { 'x-forwarded-for': '198.51.100.99' }
    const statuses = await Promise.all(
      Array.from({ length: rateLimits.tokenPerIp.limit + 5 }, () => postToken(app, 'refresh_token', { refresh_token: 'nope' }, from).then((r) => r.status)),
    )
    expect(statuses.filter((s) => s === 400)).toHaveLength(rateLimits.tokenPerIp.limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(5)
  }, 120_000)
})
