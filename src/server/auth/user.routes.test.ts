import { AuthWeakPasswordError } from '@supabase/supabase-js'
import { decodeJwt, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { mailCount, type OutboxMailJson, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

const NEW_PASSWORD = 'staple-lantern-orbit-42'

/** A new account, signed in on a second device too; returns the first device's client. */
async function account(app: TestApp) {
  const email = newEmail('me')
  const sb = testClient(app)
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD })
  if (error) throw error
  const other = await testClient(app).auth.signInWithPassword({ email, password: PASSWORD })
  if (other.error) throw other.error
  const sessionId = decodeJwt(data.session!.access_token).session_id as string
  const otherSessionId = decodeJwt(other.data.session!.access_token).session_id as string
  return { email, sb, user: data.user!, session: data.session!, sessionId, otherSessionId }
}

async function sessionIds(app: TestApp, userId: string): Promise<string[]> {
  return (await app.db.query<{ id: string }>('select id from auth.sessions where user_id = $1', [userId])).rows.map((r) => r.id)
}

function getUserWith(app: TestApp, token: string) {
  return fetch(`${app.url}/auth/v1/user`, {
    headers: { authorization: `Bearer ${token}`, apikey: app.anonKey, 'x-supabase-api-version': '2024-01-01' },
  })
}

describe.each(databaseKinds)('GET and PUT /auth/v1/user (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('GET returns the signed-in user with their factors', async () => {
    const { sb, user, email } = await account(app)
    const { data, error } = await sb.auth.getUser()
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: user.id, email, aud: 'authenticated', role: 'authenticated' })
    expect(data.user).not.toHaveProperty('factors')
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] })
  })

  it('changes the password given the current one, ends the other sessions and keeps this one', async () => {
    const { sb, user, email, sessionId } = await account(app)
    const { data, error } = await sb.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.id)
    expect(await sessionIds(app, user.id)).toEqual([sessionId])
    expect((await sb.auth.getUser()).error).toBeNull()

    expect((await testClient(app).auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials')
    expect((await testClient(app).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
  })

  it('merges data into user_metadata; null removes a key', async () => {
    const { sb, user } = await account(app)
    await sb.auth.updateUser({ data: { name: 'Ada', theme: 'dark' } })
    const { data, error } = await sb.auth.updateUser({ data: { theme: null, lang: 'en' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata).toEqual({ name: 'Ada', lang: 'en' })
    const stored = await app.db.query<{ raw_user_meta_data: unknown }>('select raw_user_meta_data from auth.users where id = $1', [user.id])
    expect(stored.rows[0]?.raw_user_meta_data).toEqual({ name: 'Ada', lang: 'en' })
  })
})

describe('PUT /auth/v1/user rules', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('needs the current password (or a nonce) to set a new one: 400 current_password_required, and nothing changes', async () => {
    const { sb, user, otherSessionId, sessionId } = await account(app)
    const { error } = await sb.auth.updateUser({ password: NEW_PASSWORD })
    expect(error).toMatchObject({
      status: 400,
      code: 'current_password_required',
      message: 'Current password required when setting new password.',
    })
    expect((await sessionIds(app, user.id)).sort()).toEqual([sessionId, otherSessionId].sort())
  })

  it('refuses a wrong current password with 400 current_password_invalid', async () => {
    const { sb, email } = await account(app)
    const { error } = await sb.auth.updateUser({ password: NEW_PASSWORD, current_password: 'not-my-Password-3' })
    expect(error).toMatchObject({
      status: 400,
      code: 'current_password_invalid',
      message: 'Current password required when setting new password.',
    })
    expect((await testClient(app).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
  })

  it('refuses the same password with 422 same_password', async () => {
    const { sb } = await account(app)
    const { error } = await sb.auth.updateUser({ password: PASSWORD, current_password: PASSWORD })
    expect(error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' })
  })

  it('refuses a weak new password like sign-up does', async () => {
    const { sb } = await account(app)
    const { error } = await sb.auth.updateUser({ password: 'qwerty123', current_password: PASSWORD })
    expect(error).toBeInstanceOf(AuthWeakPasswordError)
    expect(error).toMatchObject({ status: 422, reasons: ['pwned'] })
  })

  it('lets a session opened by a recovery link set a password without the current one', async () => {
    const { sb, email, sessionId } = await account(app)
    await app.db.query(`insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, 'recovery')`, [sessionId])
    expect((await sb.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull()
    expect((await testClient(app).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()
  })

  it('demands aal2 for a password change once a verified factor exists (401 insufficient_aal)', async () => {
    const { sb, user } = await account(app)
    await app.db.query(
      `insert into auth.mfa_factors (user_id, factor_type, status, secret) values ($1, 'totp', 'verified', 'JBSWY3DPEHPK3PXP')`,
      [user.id],
    )
    const { error } = await sb.auth.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD })
    expect(error).toMatchObject({ status: 401, code: 'insufficient_aal' })
    // Metadata is not guarded.
    expect((await sb.auth.updateUser({ data: { ok: true } })).error).toBeNull()
  })

  it('changes the e-mail address at once when autoconfirm is on, and refuses one that is taken', async () => {
    const { sb, user } = await account(app)
    const taken = await account(app)
    const clash = await sb.auth.updateUser({ email: taken.email.toUpperCase() })
    expect(clash.error).toMatchObject({ status: 422, code: 'email_exists' })

    const address = newEmail('Moved')
    const { data, error } = await sb.auth.updateUser({ email: address })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ id: user.id, email: address.toLowerCase() })
    expect(data.user?.email_confirmed_at).toBeTruthy()
  })

  it('keeps app_metadata for admins (403 not_admin) and phones out (400)', async () => {
    const { session } = await account(app)
    const put = (body: unknown) =>
      fetch(`${app.url}/auth/v1/user`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${session.access_token}`,
          'content-type': 'application/json',
          'x-supabase-api-version': '2024-01-01',
        },
        body: JSON.stringify(body),
      })
    const admin = await put({ app_metadata: { role: 'admin' } })
    expect(admin.status).toBe(403)
    expect(await admin.json()).toMatchObject({ code: 'not_admin' })
    expect((await put({ phone: '+15555550100' })).status).toBe(400)
    expect((await put({ email: 'nope' })).status).toBe(400)
    const broken = await fetch(`${app.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: '{nope',
    })
    expect(broken.status).toBe(400)
    expect(await broken.json()).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Could not parse request body as JSON' })
  })
})

/** The 6-digit code of the newest reauthentication mail to `email`. */
async function reauthenticationCode(app: TestApp, email: string, unlike?: OutboxMailJson) {
  const mail = await waitForMail(app, email, { unlike })
  expect(mail.subject).toBe('Your Folio verification code')
  const code = /code: (\d{6})/.exec(mail.text)?.[1]
  if (!code) throw new Error(`No code in:\n${mail.text}`)
  return { code, mail }
}

describe.each(databaseKinds)('GET /auth/v1/reauthenticate and PUT /user {password, nonce} (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('mails a code that changes the password without the current one, once', async () => {
    const { sb, email, user, sessionId } = await account(app)
    const sent = await sb.auth.reauthenticate()
    expect(sent.error).toBeNull()
    const { code } = await reauthenticationCode(app, email)
    expect((await sb.auth.getUser()).data.user).toHaveProperty('reauthentication_sent_at')

    const { data, error } = await sb.auth.updateUser({ password: NEW_PASSWORD, nonce: code })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(user.id)
    expect(await sessionIds(app, user.id)).toEqual([sessionId])
    expect((await testClient(app).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error).toBeNull()

    const again = await sb.auth.updateUser({ password: 'third-Password-77', nonce: code })
    expect(again.error).toMatchObject({ status: 422, code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' })
  })

  it("refuses a wrong nonce and another account's nonce (422 reauthentication_not_valid); the password stays", async () => {
    const me = await account(app)
    const other = await account(app)
    expect((await me.sb.auth.reauthenticate()).error).toBeNull()
    expect((await other.sb.auth.reauthenticate()).error).toBeNull()
    const mine = await reauthenticationCode(app, me.email)
    const theirs = await reauthenticationCode(app, other.email)
    const wrong = mine.code === '000000' ? '000001' : '000000'
    for (const nonce of [wrong, theirs.code === mine.code ? wrong : theirs.code]) {
      const { error } = await me.sb.auth.updateUser({ password: NEW_PASSWORD, nonce })
      expect(error).toMatchObject({ status: 422, code: 'reauthentication_not_valid' })
    }
    expect((await testClient(app).auth.signInWithPassword({ email: me.email, password: PASSWORD })).error).toBeNull()
    // The right one still works after the misses.
    expect((await me.sb.auth.updateUser({ password: NEW_PASSWORD, nonce: mine.code })).error).toBeNull()
  })

  it('sends at most one code a minute (429 over_email_send_rate_limit)', async () => {
    const { sb } = await account(app)
    expect((await sb.auth.reauthenticate()).error).toBeNull()
    expect((await sb.auth.reauthenticate()).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
  })

  it('limits nonce guesses per session', async () => {
    const { sb, email } = await account(app)
    expect((await sb.auth.reauthenticate()).error).toBeNull()
    const { code } = await reauthenticationCode(app, email)
    const guesses = Array.from({ length: 12 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'))
    const statuses: number[] = []
    for (const nonce of guesses) statuses.push((await sb.auth.updateUser({ password: NEW_PASSWORD, nonce })).error?.status ?? 200)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422))
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('PUT /auth/v1/user without autoconfirm', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ env: { AUTH_AUTOCONFIRM: 'false' } })
  })
  afterAll(() => app.close())

  it('mails the new address to confirm an e-mail change and keeps the old one until then', async () => {
    const email = newEmail('confirmed')
    const { data: signedUp } = await testClient(app).auth.signUp({ email, password: PASSWORD })
    await app.db.query('update auth.users set email_confirmed_at = now() where id = $1', [signedUp.user!.id])
    const sb = testClient(app)
    expect((await sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()

    const address = newEmail('next')
    const { data, error } = await sb.auth.updateUser({ email: address })
    expect(error).toBeNull()
    expect(data.user?.email).toBe(email)
    expect(await mailCount(app, address)).toBe(1)
  })

  it('reauthenticate needs a confirmed address (422 email_not_confirmed)', async () => {
    const email = newEmail('unconfirmed-later')
    const admin = testClient(app, app.serviceRoleKey)
    const { data: created } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const sb = testClient(app)
    expect((await sb.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()
    // Only a confirmed address signs in here; an address edited afterwards is how one ends up unconfirmed.
    await app.db.query('update auth.users set email_confirmed_at = null where id = $1', [created.user?.id])
    const { error } = await sb.auth.reauthenticate()
    expect(error).toMatchObject({ status: 422, code: 'email_not_confirmed', message: 'Please verify your email first.' })
    expect(await mailCount(app, email)).toBe(0)
  })
})

describe('GET /auth/v1/user refuses forged and stale tokens', () => {
  let app: TestApp
  let me: Awaited<ReturnType<typeof account>>
  beforeAll(async () => {
    app = await startTestApp()
    me = await account(app)
  })
  afterAll(() => app.close())

  const claims = () => decodeJwt(me.session.access_token)
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

  async function expectBadJwt(token: string, message = 'invalid JWT: unable to parse or verify signature') {
    const res = await getUserWith(app, token)
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ code: 'bad_jwt', message })
  }

  it('accepts the genuine token (control)', async () => {
    expect((await getUserWith(app, me.session.access_token)).status).toBe(200)
  })

  it('refuses a token whose payload was edited', async () => {
    const [header, , signature] = me.session.access_token.split('.')
    await expectBadJwt(`${header}.${b64({ ...claims(), role: 'service_role' })}.${signature}`)
  })

  it('refuses alg: none', async () => {
    await expectBadJwt(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`)
  })

  it('refuses an HS256 token signed with the public key as the secret', async () => {
    const secret = new TextEncoder().encode(JSON.stringify(app.auth.key.publicJwk))
    const token = await new SignJWT(claims()).setProtectedHeader({ alg: 'HS256', kid: app.auth.key.kid }).sign(secret)
    await expectBadJwt(token)
  })

  it('refuses an expired token, signed by the right key', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = await new SignJWT({ ...claims(), iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'ES256', kid: app.auth.key.kid, typ: 'JWT' })
      .sign(app.auth.key.privateKey)
    await expectBadJwt(token, 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired')
  })

  it('refuses a malformed token and a missing one', async () => {
    await expectBadJwt('abc.def', 'invalid JWT: unable to parse or verify signature, token is malformed')
    const none = await fetch(`${app.url}/auth/v1/user`, { headers: { 'x-supabase-api-version': '2024-01-01' } })
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'no_authorization' })
  })
})
