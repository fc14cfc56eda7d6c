import { AuthWeakPasswordError } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailCount } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { TestClock } from '../../../tests/support/test-clock.ts'
import { rateLimits } from './rate-limit.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

function post(app: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${app.url}/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe.each(databaseKinds)('POST /auth/v1/signup with autoconfirm (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('creates a confirmed user, signs them in with amr "password", and the profile trigger grants 2 credits', async () => {
    const email = newEmail('Signup')
    const { data, error } = await testClient(app).auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Ada' } } })
    expect(error).toBeNull()
    expect(data.session?.refresh_token).toBeTruthy()
    expect(data.user).toMatchObject({ email: email.toLowerCase(), user_metadata: { name: 'Ada' }, role: 'authenticated' })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    const claims = decodeJwt(data.session!.access_token)
    expect(claims).toMatchObject({ sub: data.user!.id, aud: 'authenticated', role: 'authenticated', aal: 'aal1' })
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }])

    const profile = await app.db.query<{ credits: number }>('select credits from public.profiles where id = $1', [data.user!.id])
    expect(profile.rows).toEqual([{ credits: 2 }])
    const stored = await app.db.query<{ encrypted_password: string }>('select encrypted_password from auth.users where id = $1', [
      data.user!.id,
    ])
    expect(stored.rows[0]?.encrypted_password).toMatch(/^\$argon2id\$/)
  })

  it('refuses the same address again (any case) with 422 user_already_exists', async () => {
    const email = newEmail('dup')
    expect((await testClient(app).auth.signUp({ email, password: PASSWORD })).error).toBeNull()
    const { data, error } = await testClient(app).auth.signUp({ email: email.toUpperCase(), password: 'another-Password-77' })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists', message: 'User already registered' })
    const users = await app.db.query('select id from auth.users where lower(email) = lower($1)', [email])
    expect(users.rows).toHaveLength(1)
  })

  it('does not hand an unconfirmed account (e.g. made while autoconfirm was off) to whoever signs up with its address', async () => {
    const email = newEmail('older')
    await app.db.query('insert into auth.users (email, encrypted_password) values ($1, null)', [email])
    const { data, error } = await testClient(app).auth.signUp({ email, password: PASSWORD })
    expect(error).toMatchObject({ status: 422, code: 'user_already_exists' })
    expect(data.session).toBeNull()
    const sessions = await app.db.query('select s.id from auth.sessions s join auth.users u on u.id = s.user_id where u.email = $1', [
      email,
    ])
    expect(sessions.rows).toHaveLength(0)
  })
})

describe('POST /auth/v1/signup input checks', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('answers weak passwords with AuthWeakPasswordError, its reasons and GoTrue messages', async () => {
    const short = await testClient(app).auth.signUp({ email: newEmail('weak'), password: 'x7#' })
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError)
    expect(short.error).toMatchObject({
      status: 422,
      code: 'weak_password',
      reasons: ['length'],
      message: 'Password should be at least 6 characters.',
    })

    const common = await testClient(app).auth.signUp({ email: newEmail('weak'), password: 'password1' })
    expect(common.error).toBeInstanceOf(AuthWeakPasswordError)
    expect(common.error).toMatchObject({
      reasons: ['pwned'],
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
    })

    const both = await testClient(app).auth.signUp({ email: newEmail('weak'), password: '12345' })
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'pwned'])
    expect(both.error?.message).toBe(
      'Password should be at least 6 characters. Password is known to be weak and easy to guess, please choose a different one.',
    )
  })

  it('puts weak_password.reasons in the raw body as GoTrue does', async () => {
    const res = await post(app, '/signup', { email: newEmail('raw'), password: '12345' })
    expect(res.status).toBe(422)
    expect(await res.json()).toMatchObject({ code: 'weak_password', weak_password: { reasons: ['length', 'pwned'] } })
  })

  it.each([
    [{ password: PASSWORD }, 'You must provide either an email or phone number and a password'],
    [{ email: 'a@example.com' }, 'You must provide either an email or phone number and a password'],
    [{ email: 'a@example.com', password: '' }, 'You must provide either an email or phone number and a password'],
    [{}, 'You must provide either an email or phone number and a password'],
    [{ email: 'not-an-address', password: PASSWORD }, 'Unable to validate email address: invalid format'],
    [
      { email: 'a@example.com', phone: '+15555550100', password: PASSWORD },
      'Only an email address or phone number should be provided on signup.',
    ],
    [{ phone: '+15555550100', password: PASSWORD }, 'Phone signups are disabled'],
    [{ email: 'a@example.com', password: 'x'.repeat(73) }, 'Password cannot be longer than 72 characters'],
    [
      { email: 'a@example.com', password: PASSWORD, code_challenge: 'a'.repeat(43) },
      'PKCE flow requires code_challenge_method and code_challenge',
    ],
    [
      { email: 'a@example.com', password: PASSWORD, code_challenge: 'short', code_challenge_method: 's256' },
      'code challenge has to be between 43 and 128 characters',
    ],
  ])('refuses %j with 400 validation_failed', async (body, message) => {
    const res = await post(app, '/signup', body)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message })
  })

  it('answers a body that is not JSON, or has wrong types, with 400 rather than 500', async () => {
    const broken = await post(app, '/signup', '{"email": ')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ code: 'validation_failed', message: 'Could not parse request body as JSON' })
    const wrongType = await post(app, '/signup', { email: 42, password: PASSWORD })
    expect(wrongType.status).toBe(400)
    expect(await wrongType.json()).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('email') })
    const notAnObject = await post(app, '/signup', '[1, 2]')
    expect(notAnObject.status).toBe(400)
  })
})

describe('POST /auth/v1/signup without autoconfirm', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'false' } })
  })
  afterAll(() => app.close())

  it('returns the unconfirmed user and no session', async () => {
    const email = newEmail('unconfirmed')
    const { data, error } = await testClient(app).auth.signUp({ email, password: PASSWORD })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user).toMatchObject({ email })
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    expect(data.user).not.toHaveProperty('confirmed_at')
    expect(data.user?.confirmation_sent_at).toBeTruthy()
    expect(data.user?.identities).toHaveLength(1)
    const sessions = await app.db.query('select id from auth.sessions where user_id = $1', [data.user!.id])
    expect(sessions.rows).toHaveLength(0)
  })

  it('answers a repeated sign-up of a still unconfirmed address by mailing again, at most once a minute', async () => {
    const email = newEmail('again')
    const first = await testClient(app).auth.signUp({ email, password: PASSWORD })
    const second = await testClient(app).auth.signUp({ email, password: 'other-Password-41' })
    expect(second.error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    const users = await app.db.query('select id from auth.users where email = $1', [email])
    expect(users.rows).toEqual([{ id: first.data.user!.id }])
  })

  it('hides a confirmed account behind a made-up user with no identities', async () => {
    const email = newEmail('taken')
    const first = await testClient(app).auth.signUp({ email, password: PASSWORD, options: { data: { plan: 'a' } } })
    await app.db.query('update auth.users set email_confirmed_at = now() where id = $1', [first.data.user!.id])

    const { data, error } = await testClient(app).auth.signUp({ email, password: 'other-Password-41', options: { data: { plan: 'b' } } })
    expect(error).toBeNull()
    expect(data.session).toBeNull()
    expect(data.user?.identities).toEqual([])
    expect(data.user?.id).not.toBe(first.data.user!.id)
    expect(data.user).toMatchObject({ email, user_metadata: { plan: 'b' } })
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    // No mail about it: only the first sign-up's confirmation went out.
    expect(await mailCount(app, email)).toBe(1)
    // The real account is untouched.
    const stored = await app.db.query<{ raw_user_meta_data: unknown }>('select raw_user_meta_data from auth.users where id = $1', [
      first.data.user!.id,
    ])
    expect(stored.rows[0]?.raw_user_meta_data).toEqual({ plan: 'a' })
  })
})

describe('POST /auth/v1/signup rate limit per IP', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => app.close())

  it(`allows ${rateLimits.signupPerIp.limit} sign-ups per window from one address, then answers 429`, async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    for (let i = 0; i < rateLimits.signupPerIp.limit; i++) {
      expect((await post(app, '/signup', {}, from('203.0.113.7'))).status).toBe(400)
    }
    const limited = await post(app, '/signup', { email: newEmail('late'), password: PASSWORD }, from('203.0.113.7'))
    expect(limited.status).toBe(429)
    expect(await limited.json()).toEqual({ code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    // Only the last hop counts: a client cannot dodge the limit by prepending addresses.
    expect((await post(app, '/signup', {}, from('198.51.100.1, 203.0.113.7'))).status).toBe(429)
    expect((await post(app, '/signup', { email: newEmail('other'), password: PASSWORD }, from('203.0.113.8'))).status).toBe(200)
  }, 120_000)
})

describe('AUTH_SIGNUPS_PER_IP_PER_5_MIN', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ clock: new TestClock(), env: { TRUST_PROXY: 'true', AUTH_SIGNUPS_PER_IP_PER_5_MIN: '2' } })
  })
  afterAll(() => app.close())

  it('sets the per-IP sign-up limit', async () => {
    const from = { 'x-forwarded-for': '203.0.113.9' }
    expect((await post(app, '/signup', {}, from)).status).toBe(400)
    expect((await post(app, '/signup', {}, from)).status).toBe(400)
    expect((await post(app, '/signup', {}, from)).status).toBe(429)
  })
})
