import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailCount, mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { issueOneTimeToken } from './one-time-tokens.ts'
import { findUserByEmail, insertUser } from './users.queries.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

const client = (app: TestApp) => testClient(app, app.anonKey, { flowType: 'implicit' })

function post(app: TestApp, path: string, body: unknown) {
  return fetch(`${app.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey },
    body: JSON.stringify(body),
  })
}

describe.each(databaseKinds)('sign-up confirmation and /verify (%s, AUTH_AUTOCONFIRM=false)', (kind) => {
  let app: TestApp
  let callback: string
  beforeAll(async () => {
    app = await startTestApp({ kind, env: { AUTH_AUTOCONFIRM: 'false' } })
    callback = `${app.url}/auth/callback`
  })
  afterAll(() => app.close())

  it('signUp mails a confirmation link (type=signup) that confirms the address and signs in', async () => {
    const email = newEmail('confirm')
    const { data, error } = await client(app).auth.signUp({ email, password: PASSWORD, options: { emailRedirectTo: callback } })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const mail = await waitForMail(app, email)
    expect(mail.subject).toBe('Confirm your Folio account')
    const { link } = mailParts(mail)
    expect(new URL(link).searchParams.get('type')).toBe('signup')
    expect(new URL(link).searchParams.get('redirect_to')).toBe(callback)

    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '')
    const params = new URLSearchParams(location.hash.slice(1))
    expect(params.get('type')).toBe('signup')
    expect(decodeJwt(params.get('access_token') ?? '').amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
    expect((await findUserByEmail(app.db, email))?.email_confirmed_at).toBeTruthy()
    // Now the password works.
    expect((await client(app).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('verifyOtp type signup with the mailed code confirms and signs in', async () => {
    const email = newEmail('signup-code')
    await client(app).auth.signUp({ email, password: PASSWORD })
    const { code } = mailParts(await waitForMail(app, email))
    const { data, error } = await client(app).auth.verifyOtp({ email, token: code, type: 'signup' })
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.user?.email_confirmed_at).toBeTruthy()
  })

  it('verifyOtp type email accepts the confirmation code too', async () => {
    const email = newEmail('email-type')
    await client(app).auth.signUp({ email, password: PASSWORD })
    const { code } = mailParts(await waitForMail(app, email))
    const { data, error } = await client(app).auth.verifyOtp({ email, token: code, type: 'email' })
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
  })

  it('verifyOtp with token_hash (the link token) signs in once', async () => {
    const email = newEmail('hash')
    await client(app).auth.signUp({ email, password: PASSWORD })
    const { link } = mailParts(await waitForMail(app, email))
    const tokenHash = new URL(link).searchParams.get('token') ?? ''
    const first = await client(app).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(first.error).toBeNull()
    expect(first.data.user?.email).toBe(email.toLowerCase())
    const second = await client(app).auth.verifyOtp({ token_hash: tokenHash, type: 'signup' })
    expect(second.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
  })

  it('resend type signup mails a new code to an unconfirmed account; the older code stops working', async () => {
    const email = newEmail('resend')
    const user = await insertUser(app.db, { email, encryptedPassword: null, confirmed: false })
    const old = await issueOneTimeToken(app.db, { userId: user.id, type: 'confirmation', relatesTo: email, ttlSeconds: 600 })

    const { data, error } = await client(app).auth.resend({ type: 'signup', email, options: { emailRedirectTo: callback } })
    expect(error).toBeNull()
    expect(data).toMatchObject({ user: null, session: null })
    const mail = await waitForMail(app, email)
    expect(mail.subject).toBe('Confirm your Folio account')
    const { code, link } = mailParts(mail)
    expect(new URL(link).searchParams.get('redirect_to')).toBe(callback)

    expect((await client(app).auth.verifyOtp({ email, token: old.otp, type: 'signup' })).error).toMatchObject({ code: 'otp_expired' })
    expect((await client(app).auth.verifyOtp({ email, token: code, type: 'signup' })).error).toBeNull()
  })

  it('resend answers {} and mails nothing for a confirmed or unknown address', async () => {
    const confirmed = newEmail('confirmed')
    await insertUser(app.db, { email: confirmed, encryptedPassword: null, confirmed: true })
    const unknown = newEmail('unknown')
    const a = await post(app, '/resend', { type: 'signup', email: confirmed })
    const b = await post(app, '/resend', { type: 'signup', email: unknown })
    expect([a.status, await a.text()]).toEqual([200, '{}'])
    expect([b.status, await b.text()]).toEqual([200, '{}'])
    await new Promise((done) => setTimeout(done, 200))
    expect(await mailCount(app, confirmed)).toBe(0)
    expect(await mailCount(app, unknown)).toBe(0)
  })

  it('a second mail to one address within a minute is 429 over_email_send_rate_limit', async () => {
    const email = newEmail('twice')
    await client(app).auth.signUp({ email, password: PASSWORD })
    await waitForMail(app, email)
    const { error } = await client(app).auth.resend({ type: 'signup', email })
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
  })

  it('checks the /verify body: type, token or token_hash, e-mail with a code', async () => {
    const cases: [unknown, string][] = [
      [{ token: '123456', email: 'a@example.com' }, 'Verify requires a verification type'],
      [{ type: 'bogus', token: '123456', email: 'a@example.com' }, 'Invalid verification type: bogus'],
      [{ type: 'signup' }, 'Verify requires either a token or a token hash'],
      [{ type: 'signup', token: '123456' }, 'Verify requires an email or phone'],
      [{ type: 'sms', token: '123456', phone: '+15555550100' }, 'Phone verification is not supported'],
    ]
    for (const [body, message] of cases) {
      const res = await post(app, '/verify', body)
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ code: 'validation_failed', message })
    }
  })

  it('GET /verify with a missing token or an unknown type redirects with the otp_expired error', async () => {
    for (const query of ['type=signup', 'token=abc&type=bogus', `token=abc&type=recovery&redirect_to=${encodeURIComponent(callback)}`]) {
      const res = await fetch(`${app.url}/auth/v1/verify?${query}`, { redirect: 'manual' })
      expect(res.status).toBe(303)
      const location = new URL(res.headers.get('location') ?? '')
      expect(location.hash).toBe('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})
