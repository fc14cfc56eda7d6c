import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailCount, mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { verifyLink } from './email-links.ts'
import { issueOneTimeToken } from './one-time-tokens.ts'
import { sha256 } from './secure-random.ts'
import { findUserByEmail } from './users.queries.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

const client = (app: TestApp, flowType: 'implicit' | 'pkce' = 'implicit') => testClient(app, app.anonKey, { flowType })

function post(app: TestApp, path: string, body: unknown) {
  return fetch(`${app.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey },
    body: JSON.stringify(body),
  })
}

async function signUp(app: TestApp, email: string): Promise<void> {
  const { error } = await client(app).auth.signUp({ email, password: PASSWORD })
  expect(error).toBeNull()
}

/** Follows a mailed link as a browser would, without following the redirect. */
async function openLink(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' })
  return { status: res.status, location: new URL(res.headers.get('location') ?? 'invalid:') }
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1))
const EXPIRED_FRAGMENT = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired'

describe.each(databaseKinds)('password recovery by mail (%s)', (kind) => {
  let app: TestApp
  let callback: string
  beforeAll(async () => {
    app = await startTestApp({ kind })
    callback = `${app.url}/auth/callback`
  })
  afterAll(() => app.close())

  it('resetPasswordForEmail answers {} and mails a link to /auth/v1/verify that lands on /auth/callback, with a code', async () => {
    const email = newEmail('reset')
    await signUp(app, email)
    const { data, error } = await client(app).auth.resetPasswordForEmail(email, { redirectTo: callback })
    expect(error).toBeNull()
    expect(data).toEqual({})

    const mail = await waitForMail(app, email)
    expect(mail.subject).toBe('Reset your Folio password')
    const { link, code } = mailParts(mail)
    const url = new URL(link)
    expect(`${url.origin}${url.pathname}`).toBe(`${app.url}/auth/v1/verify`)
    expect(url.searchParams.get('type')).toBe('recovery')
    expect(url.searchParams.get('redirect_to')).toBe(callback)
    expect(url.searchParams.get('token')).toMatch(/^[\w-]{43,}$/)
    expect(mail.html).toContain(link.replaceAll('&', '&amp;'))
    expect(mail.html).toContain(code)
    expect((await findUserByEmail(app.db, email))?.recovery_sent_at).toBeTruthy()
  })

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = newEmail('known')
    const unknown = newEmail('nobody')
    await signUp(app, known)
    const a = await post(app, `/recover?redirect_to=${encodeURIComponent(callback)}`, { email: unknown })
    const b = await post(app, `/recover?redirect_to=${encodeURIComponent(callback)}`, { email: known })
    expect([a.status, await a.text(), a.headers.get('content-type')]).toEqual([b.status, await b.text(), b.headers.get('content-type')])
    expect(a.status).toBe(200)
    // The unknown address's lookup ran first; once the known one's mail is there, it is done.
    await waitForMail(app, known)
    expect(await mailCount(app, unknown)).toBe(0)
    expect(await findUserByEmail(app.db, unknown)).toBeUndefined()
  })

  it('the link signs in once: 303 to the callback with the session in the fragment, then otp_expired', async () => {
    const email = newEmail('link')
    await signUp(app, email)
    await client(app).auth.resetPasswordForEmail(email, { redirectTo: callback })
    const { link } = mailParts(await waitForMail(app, email))

    const first = await openLink(link)
    expect(first.status).toBe(303)
    expect(`${first.location.origin}${first.location.pathname}`).toBe(callback)
    const params = fragment(first.location)
    expect(params.get('type')).toBe('recovery')
    expect(params.get('token_type')).toBe('bearer')
    expect(params.get('expires_in')).toBe('3600')
    expect(Number(params.get('expires_at'))).toBeGreaterThan(Date.now() / 1000)
    expect(params.get('refresh_token')).toBeTruthy()
    const accessToken = params.get('access_token') ?? ''
    expect(decodeJwt(accessToken).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }])
    const { data, error } = await client(app).auth.getUser(accessToken)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email.toLowerCase())

    const second = await openLink(link)
    expect(second.status).toBe(303)
    expect(`${second.location.origin}${second.location.pathname}`).toBe(callback)
    expect(second.location.hash).toBe(EXPIRED_FRAGMENT)
  })

  it('verifyOtp with the mailed code and type recovery gives a session and fires PASSWORD_RECOVERY; the link is then spent too', async () => {
    const email = newEmail('code')
    await signUp(app, email)
    await client(app).auth.resetPasswordForEmail(email, { redirectTo: callback })
    const { link, code } = mailParts(await waitForMail(app, email))

    const supabase = client(app)
    const events: string[] = []
    supabase.auth.onAuthStateChange((event) => {
      events.push(event)
    })
    const { data, error } = await supabase.auth.verifyOtp({ email, token: code, type: 'recovery' })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(data.user?.email).toBe(email.toLowerCase())
    expect(events).toContain('PASSWORD_RECOVERY')

    expect((await openLink(link)).location.hash).toBe(EXPIRED_FRAGMENT)
    const again = await client(app).auth.verifyOtp({ email, token: code, type: 'recovery' })
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
  })

  it('a wrong code, or the right code with another type, is 403 otp_expired and spends nothing', async () => {
    const email = newEmail('wrong')
    await signUp(app, email)
    await client(app).auth.resetPasswordForEmail(email, { redirectTo: callback })
    const { code } = mailParts(await waitForMail(app, email))
    const wrong = code === '000000' ? '000001' : '000000'

    const bad = await client(app).auth.verifyOtp({ email, token: wrong, type: 'recovery' })
    expect(bad.data.session).toBeNull()
    expect(bad.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' })
    const mistyped = await client(app).auth.verifyOtp({ email, token: code, type: 'signup' })
    expect(mistyped.error).toMatchObject({ status: 403, code: 'otp_expired' })
    const good = await client(app).auth.verifyOtp({ email, token: code, type: 'recovery' })
    expect(good.error).toBeNull()
  })

  it('an expired link or code fails', async () => {
    const email = newEmail('expired')
    await signUp(app, email)
    const user = await findUserByEmail(app.db, email)
    const { token, otp } = await issueOneTimeToken(app.db, { userId: user!.id, type: 'recovery', relatesTo: email, ttlSeconds: -1 })

    const opened = await openLink(verifyLink(app.auth, token, 'recovery', callback))
    expect(opened.location.hash).toBe(EXPIRED_FRAGMENT)
    const { error } = await client(app).auth.verifyOtp({ email, token: otp, type: 'recovery' })
    expect(error).toMatchObject({ status: 403, code: 'otp_expired' })
  })

  it('keeps only hashes of the link token and the code in auth.one_time_tokens', async () => {
    const email = newEmail('hashes')
    await signUp(app, email)
    await client(app).auth.resetPasswordForEmail(email, { redirectTo: callback })
    const { link, code } = mailParts(await waitForMail(app, email))
    const token = new URL(link).searchParams.get('token') ?? ''

    const rows = (
      await app.db.query('select t.* from auth.one_time_tokens t join auth.users u on u.id = t.user_id where u.email = lower($1)', [email])
    ).rows
    expect(rows).toHaveLength(1)
    const stored = JSON.stringify(rows)
    expect(stored).not.toContain(token)
    expect(stored).not.toContain(`"${code}"`)
    expect(rows[0]).toMatchObject({ token_type: 'recovery', token_hash: sha256(token), relates_to: email.toLowerCase(), used_at: null })
  })

  it('PKCE: the link redirects with ?code=, which the same client trades for a session', async () => {
    const email = newEmail('pkce')
    await signUp(app, email)
    const supabase = client(app, 'pkce')
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: callback })
    expect(error).toBeNull()
    const { link } = mailParts(await waitForMail(app, email))
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_/)

    const opened = await openLink(link)
    expect(opened.status).toBe(303)
    expect(`${opened.location.origin}${opened.location.pathname}`).toBe(callback)
    expect(opened.location.hash).toBe('')
    const authCode = opened.location.searchParams.get('code') ?? ''
    expect(authCode).toBeTruthy()

    const exchanged = await supabase.auth.exchangeCodeForSession(authCode)
    expect(exchanged.error).toBeNull()
    expect(exchanged.data.user?.email).toBe(email.toLowerCase())
    expect(decodeJwt(exchanged.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }])
    // Another browser (no verifier) cannot use a code.
    expect((await openLink(link)).location.hash).toBe(EXPIRED_FRAGMENT)
  })

  it('sends the link to the site URL when redirect_to is on another origin', async () => {
    const email = newEmail('evil')
    await signUp(app, email)
    await client(app).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example/steal' })
    const { link } = mailParts(await waitForMail(app, email))
    expect(new URL(link).searchParams.get('redirect_to')).toBe(app.url)
    // A link edited afterwards is checked again.
    const edited = new URL(link)
    edited.searchParams.set('redirect_to', 'https://evil.example/steal')
    const opened = await openLink(edited.toString())
    expect(opened.location.origin).toBe(app.url)
    expect(fragment(opened.location).get('access_token')).toBeTruthy()
  })

  it('refuses a body without an e-mail address with 400 validation_failed', async () => {
    const res = await post(app, '/recover', {})
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'validation_failed', message: 'Password recovery requires an email' })
  })
})
