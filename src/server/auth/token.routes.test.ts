import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { hashPassword } from './passwords.ts'
import { newEmail, postToken, signUpUser as signUp, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

async function sessionCount(app: TestApp, userId: string): Promise<number> {
  return (await app.db.query('select id from auth.sessions where user_id = $1', [userId])).rows.length
}

describe.each(databaseKinds)('POST /auth/v1/token (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('grant_type=password signs in and starts a new session', async () => {
    const account = await signUp(app)
    const { data, error } = await testClient(app).auth.signInWithPassword({ email: account.email.toUpperCase(), password: PASSWORD })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(account.user.id)
    expect(data.user?.last_sign_in_at).toBeTruthy()
    expect(data.weakPassword).toBeUndefined()
    expect(decodeJwt(data.session!.access_token)).toMatchObject({ sub: account.user.id, amr: [{ method: 'password' }] })
    expect(data.session?.expires_in).toBe(3600)
    expect(await sessionCount(app, account.user.id)).toBe(2)
  })

  it('gives a wrong password and an unknown address the very same answer', async () => {
    const account = await signUp(app)
    const wrong = await testClient(app).auth.signInWithPassword({ email: account.email, password: 'not-the-Password-1' })
    const unknown = await testClient(app).auth.signInWithPassword({ email: newEmail('nobody'), password: PASSWORD })
    for (const { data, error } of [wrong, unknown]) {
      expect(data.session).toBeNull()
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
    }
  })

  it('grant_type=refresh_token rotates the refresh token; a reuse within the interval still works', async () => {
    const { session } = await signUp(app)
    const sb = testClient(app)
    const first = await sb.auth.refreshSession({ refresh_token: session!.refresh_token })
    expect(first.error).toBeNull()
    expect(first.data.session?.refresh_token).toBeTruthy()
    expect(first.data.session?.refresh_token).not.toBe(session!.refresh_token)
    // Two tabs refreshing with the same token (default interval: 10 s).
    const again = await testClient(app).auth.refreshSession({ refresh_token: session!.refresh_token })
    expect(again.error).toBeNull()
    expect(decodeJwt(again.data.session!.access_token).session_id).toBe(decodeJwt(session!.access_token).session_id)
  })
})

describe('POST /auth/v1/token details', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it("tells the client when a correct password is weak by today's rules", async () => {
    const account = await signUp(app)
    await app.db.query('update auth.users set encrypted_password = $2 where id = $1', [account.user.id, await hashPassword('sunshine')])
    const { data, error } = await testClient(app).auth.signInWithPassword({ email: account.email, password: 'sunshine' })
    expect(error).toBeNull()
    expect(data.weakPassword).toEqual({
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    })
  })

  it.each([
    [{ email: 'a@example.com' }, 'You must provide either an email or phone number and a password'],
    [{ password: PASSWORD }, 'You must provide either an email or phone number and a password'],
    [
      { email: 'a@example.com', phone: '+15555550100', password: PASSWORD },
      'Only an email address or phone number should be provided on login.',
    ],
    [{ phone: '+15555550100', password: PASSWORD }, 'Phone logins are disabled'],
  ])('grant_type=password refuses %j with 400 validation_failed', async (body, message) => {
    const res = await postToken(app, 'password', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message })
  })

  it('refuses unknown grant types as GoTrue does', async () => {
    for (const grant of ['', 'client_credentials', 'toString', '__proto__']) {
      const res = await postToken(app, grant, {})
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' })
    }
  })

  it('answers an unknown or missing refresh token with 400', async () => {
    const unknown = await testClient(app).auth.refreshSession({ refresh_token: 'no-such-token' })
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
    const missing = await postToken(app, 'refresh_token', {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ code: 'validation_failed', message: 'refresh_token required' })
  })

  it('uses the legacy error shape when the client sends no API version (and echoes it when it does)', async () => {
    const legacy = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: newEmail('legacy'), password: PASSWORD }),
    })
    expect(legacy.status).toBe(400)
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull()
    expect(legacy.headers.get('x-sb-error-code')).toBe('invalid_credentials')
    expect(await legacy.json()).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' })

    const current = await postToken(app, 'password', { email: newEmail('current'), password: PASSWORD })
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01')
    expect(await current.json()).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' })
  })
})

describe('POST /auth/v1/token without autoconfirm', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'false' } })
  })
  afterAll(() => app.close())

  it('refuses an unconfirmed address with email_not_confirmed, but only with the right password', async () => {
    const email = newEmail('pending')
    await testClient(app).auth.signUp({ email, password: PASSWORD })
    const right = await testClient(app).auth.signInWithPassword({ email, password: PASSWORD })
    expect(right.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
    const wrong = await testClient(app).auth.signInWithPassword({ email, password: 'wrong-Password-5' })
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' })
  })
})

describe('refresh token reuse after the reuse interval', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_REFRESH_REUSE_INTERVAL_SECONDS: '0' } })
  })
  afterAll(() => app.close())

  it('treats a reused token as leaked: refresh_token_already_used, and the whole session is gone', async () => {
    const { user, session } = await signUp(app)
    const rotated = await testClient(app).auth.refreshSession({ refresh_token: session!.refresh_token })
    expect(rotated.error).toBeNull()
    await new Promise((done) => setTimeout(done, 1100))

    const reused = await testClient(app).auth.refreshSession({ refresh_token: session!.refresh_token })
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })
    expect(await sessionCount(app, user.id)).toBe(0)
    // The thief's rotated token dies with the session.
    const child = await testClient(app).auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token })
    expect(child.error).toMatchObject({ status: 400 })
    const me = await testClient(app).auth.getUser(rotated.data.session!.access_token)
    expect(me.error?.name).toBe('AuthSessionMissingError')
  })
})
