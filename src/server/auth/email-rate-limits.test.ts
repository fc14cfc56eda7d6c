import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import { emailRateLimits } from './email-rate-limits.ts'
import { insertUser } from './users.queries.ts'

let counter = 0
const newEmail = (tag: string) => `${tag}-${process.pid}-${Date.now()}-${counter++}@example.com`
let ipCounter = 0
// TRUST_PROXY is on, so each test can be its own client address.
const newIp = () => `203.0.113.${++ipCounter}`

function post(app: TestApp, path: string, body: unknown, ip: string) {
  return fetch(`${app.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: 'x', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
}

async function code(res: Response): Promise<[number, string | undefined]> {
  return [res.status, ((await res.json()) as { code?: string }).code]
}

describe('rate limits of /recover, /otp, /resend and /verify', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => app.close())

  it('counts the mail endpoints together per IP: over the limit is 429 over_request_rate_limit', async () => {
    const ip = newIp()
    const { limit } = emailRateLimits.mailPerIp
    for (let i = 0; i < limit; i++) {
      const path = ['/recover', '/otp', '/resend'][i % 3] ?? '/recover'
      const body = path === '/resend' ? { type: 'signup', email: newEmail('ip') } : { email: newEmail('ip') }
      expect(await code(await post(app, path, body, ip))).toEqual([200, undefined])
    }
    expect(await code(await post(app, '/recover', { email: newEmail('ip') }, ip))).toEqual([429, 'over_request_rate_limit'])
    expect(await code(await post(app, '/otp', { email: newEmail('ip') }, ip))).toEqual([429, 'over_request_rate_limit'])
    // Another client is not affected.
    expect(await code(await post(app, '/recover', { email: newEmail('ip') }, newIp()))).toEqual([200, undefined])
  })

  it('allows one mail per address a minute, and limits requests per address across IPs', async () => {
    const email = newEmail('per-address')
    const { limit } = emailRateLimits.mailPerEmail
    expect(await code(await post(app, '/recover', { email }, newIp()))).toEqual([200, undefined])
    for (let i = 1; i < limit; i++) {
      expect(await code(await post(app, '/recover', { email }, newIp()))).toEqual([429, 'over_email_send_rate_limit'])
    }
    expect(await code(await post(app, '/recover', { email }, newIp()))).toEqual([429, 'over_request_rate_limit'])
  })

  it('limits code guesses per address: after the limit even the right code is 429', async () => {
    const email = newEmail('guess')
    await insertUser(app.db, { email, encryptedPassword: null, confirmed: true })
    expect(await code(await post(app, '/recover', { email }, newIp()))).toEqual([200, undefined])
    const { code: right } = mailParts(await waitForMail(app, email))
    const wrong = right === '000000' ? '000001' : '000000'
    const { limit } = emailRateLimits.verifyPerEmail
    for (let i = 0; i < limit; i++) {
      expect(await code(await post(app, '/verify', { type: 'recovery', email, token: wrong }, newIp()))).toEqual([403, 'otp_expired'])
    }
    expect(await code(await post(app, '/verify', { type: 'recovery', email, token: right }, newIp()))).toEqual([
      429,
      'over_request_rate_limit',
    ])
  })

  it('limits link clicks per IP; over the limit the link redirects with the error', async () => {
    const ip = newIp()
    const { limit } = emailRateLimits.verifyPerIp
    const open = () =>
      fetch(`${app.url}/auth/v1/verify?token=nope&type=recovery`, { redirect: 'manual', headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < limit; i++) {
      expect(new URL((await open()).headers.get('location') ?? '').hash).toContain('error_code=otp_expired')
    }
    const limited = await open()
    expect(limited.status).toBe(303)
    expect(new URL(limited.headers.get('location') ?? '').hash).toBe(
      '#error=access_denied&error_code=over_request_rate_limit&error_description=Request+rate+limit+reached',
    )
  })
})
