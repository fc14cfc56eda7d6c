import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailCount, mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { findUserByEmail, insertUser } from './users.queries.ts'
import { newEmail, testClient } from '../../../tests/support/supabase-client.ts'

const client = (app: TestApp) => testClient(app, app.anonKey, { flowType: 'implicit' })

describe.each(databaseKinds)('POST /auth/v1/otp (%s)', (kind) => {
  let app: TestApp
  let callback: string
  beforeAll(async () => {
    app = await startTestApp({ kind })
    callback = `${app.url}/auth/callback`
  })
  afterAll(() => app.close())

  it('signInWithOtp creates an unconfirmed user with the given data and mails a sign-in link with a code', async () => {
    const email = newEmail('magic')
    const { data, error } = await client(app).auth.signInWithOtp({ email, options: { emailRedirectTo: callback, data: { name: 'Ada' } } })
    expect(error).toBeNull()
    expect(data).toMatchObject({ user: null, session: null })

    const user = await findUserByEmail(app.db, email)
    expect(user).toMatchObject({ email_confirmed_at: null, encrypted_password: null, raw_user_meta_data: { name: 'Ada' } })
    const mail = await waitForMail(app, email)
    expect(mail.subject).toBe('Your Folio sign-in link')
    const { link } = mailParts(mail)
    expect(new URL(link).searchParams.get('type')).toBe('magiclink')

    const res = await fetch(link, { redirect: 'manual' })
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(callback)
    const params = new URLSearchParams(location.hash.slice(1))
    expect(params.get('type')).toBe('magiclink')
    expect(params.get('access_token')).toBeTruthy()
    expect((await findUserByEmail(app.db, email))?.email_confirmed_at).toBeTruthy()
  })

  it('verifyOtp type email with the code signs in (amr otp) and confirms the address', async () => {
    const email = newEmail('code')
    await client(app).auth.signInWithOtp({ email })
    const { code } = mailParts(await waitForMail(app, email))
    const { data, error } = await client(app).auth.verifyOtp({ email, token: code, type: 'email' })
    expect(error).toBeNull()
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(decodeJwt(data.session!.access_token).amr).toEqual([{ method: 'otp', timestamp: expect.any(Number) }])
  })

  it('works for an existing account and leaves its data alone', async () => {
    const email = newEmail('existing')
    const user = await insertUser(app.db, { email, encryptedPassword: null, confirmed: true, userMetadata: { name: 'Old' } })
    const { error } = await client(app).auth.signInWithOtp({ email, options: { shouldCreateUser: false, data: { name: 'New' } } })
    expect(error).toBeNull()
    const { code } = mailParts(await waitForMail(app, email))
    const verified = await client(app).auth.verifyOtp({ email, token: code, type: 'magiclink' })
    expect(verified.error).toBeNull()
    expect(verified.data.user).toMatchObject({ id: user.id, user_metadata: { name: 'Old' } })
  })

  it('with shouldCreateUser false an unknown address is 422 otp_disabled, and nothing is created or mailed', async () => {
    const email = newEmail('nobody')
    const { error } = await client(app).auth.signInWithOtp({ email, options: { shouldCreateUser: false } })
    expect(error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' })
    expect(await findUserByEmail(app.db, email)).toBeUndefined()
    expect(await mailCount(app, email)).toBe(0)
  })

  it('a second request within a minute is 429 over_email_send_rate_limit and mails nothing more', async () => {
    const email = newEmail('again')
    expect((await client(app).auth.signInWithOtp({ email })).error).toBeNull()
    const { error } = await client(app).auth.signInWithOtp({ email })
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect(error?.message).toMatch(/after (59|60) seconds\.$/)
    expect(await mailCount(app, email)).toBe(1)
  })

  it('refuses phone numbers and bad addresses with 400 validation_failed', async () => {
    const phone = await client(app).auth.signInWithOtp({ phone: '+15555550100' })
    expect(phone.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Phone sign-in is not supported' })
    const bad = await client(app).auth.signInWithOtp({ email: 'not-an-address' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' })
  })
})
