import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailParts, waitForMail } from '../../../tests/support/mail.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { authRequest, newEmail, testClient } from '../../../tests/support/supabase-client.ts'

const PASSWORD = 'correct-horse-battery-9'

const client = testClient
const call = authRequest

describe('admin API: who may call it', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('needs a service-role JWT: none is 401, the anon key and a user token are 403 not_admin', async () => {
    const none = await call(app, '/admin/users')
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'no_authorization' })

    const { error: anonError } = await client(app).auth.admin.listUsers()
    expect(anonError).toMatchObject({ status: 403, code: 'not_admin', message: 'User not allowed' })

    const email = newEmail('plain')
    await client(app, app.serviceRoleKey).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const { data } = await client(app).auth.signInWithPassword({ email, password: PASSWORD })
    const userToken = data.session?.access_token ?? ''
    for (const [method, path] of [
      ['GET', '/admin/users'],
      ['POST', '/admin/users'],
      ['GET', `/admin/users/${data.user?.id}`],
      ['DELETE', `/admin/users/${data.user?.id}`],
      ['GET', `/admin/users/${data.user?.id}/factors`],
      ['POST', '/admin/generate_link'],
      ['POST', '/invite'],
    ] as const) {
      const res = await call(app, path, { method, token: userToken, body: method === 'POST' ? { email: newEmail('x') } : undefined })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(await res.json()).toMatchObject({ code: 'not_admin', message: 'User not allowed' })
    }
    // The user survived the DELETE attempt.
    expect((await client(app, app.serviceRoleKey).auth.admin.getUserById(data.user?.id ?? '')).error).toBeNull()
  })

  it('wants UUIDs in paths: anything else is 400 validation_failed', async () => {
    for (const [method, path] of [
      ['GET', '/admin/users/42'],
      ['PUT', '/admin/users/not-a-uuid'],
      ['DELETE', "/admin/users/1' or '1'='1"],
      ['GET', '/admin/users/xyz/factors'],
      ['DELETE', '/admin/users/00000000-0000-4000-8000-000000000000/factors/abc'],
    ] as const) {
      const res = await call(app, path, { method, token: app.serviceRoleKey, body: method === 'PUT' ? {} : undefined })
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(await res.json()).toMatchObject({ code: 'validation_failed' })
    }
  })
})

describe('GET /admin/users (pagination)', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  it('pages newest first with X-Total-Count and GoTrue Link headers', async () => {
    const admin = client(app, app.serviceRoleKey)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) {
      const { data, error } = await admin.auth.admin.createUser({ email: newEmail('page') })
      if (error) throw error
      ids.push(data.user?.id ?? '')
    }
    const first = await admin.auth.admin.listUsers({ page: 1, perPage: 2 })
    expect(first.error).toBeNull()
    expect(first.data).toMatchObject({ total: 3, nextPage: 2, lastPage: 2, aud: 'authenticated' })
    expect(first.data.users).toHaveLength(2)
    const second = await admin.auth.admin.listUsers({ page: 2, perPage: 2 })
    expect(second.data).toMatchObject({ total: 3, nextPage: null, lastPage: 2 })
    expect([...first.data.users, ...second.data.users].map((u) => u.id)).toEqual([...ids].reverse())

    const raw = await call(app, '/admin/users?page=1&per_page=2', { token: app.serviceRoleKey })
    expect(raw.headers.get('x-total-count')).toBe('3')
    expect(raw.headers.get('link')).toBe('</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=2&per_page=2>; rel="last"')
    const defaults = await call(app, '/admin/users', { token: app.serviceRoleKey })
    expect(defaults.headers.get('link')).toBe('</admin/users?page=1&per_page=50>; rel="last"')

    const bad = await call(app, '/admin/users?per_page=0', { token: app.serviceRoleKey })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'validation_failed' })
  })
})

describe('admin user management', () => {
  let app: TestApp
  let admin: SupabaseClient
  beforeAll(async () => {
    app = await startTestApp()
    admin = client(app, app.serviceRoleKey)
  })
  afterAll(() => app.close())

  it('creates a user with password, metadata and a confirmed address, who can then sign in', async () => {
    const email = newEmail('Create').toUpperCase()
    const { data, error } = await admin.auth.admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { name: 'Ada' },
      app_metadata: { plan: 'pro' },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({
      email: email.toLowerCase(),
      aud: 'authenticated',
      role: 'authenticated',
      user_metadata: { name: 'Ada' },
      app_metadata: { provider: 'email', providers: ['email'], plan: 'pro' },
    })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const signIn = await client(app).auth.signInWithPassword({ email, password: PASSWORD })
    expect(signIn.error).toBeNull()
    expect(signIn.data.user?.id).toBe(data.user?.id)
  })

  it('refuses a taken address, a weak password and a bad address', async () => {
    const email = newEmail('dup')
    await admin.auth.admin.createUser({ email })
    const dup = await admin.auth.admin.createUser({ email: email.toUpperCase() })
    expect(dup.error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    })
    const weak = await admin.auth.admin.createUser({ email: newEmail('weak'), password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    expect((weak.error as { reasons?: string[] }).reasons).toContain('length')
    const bad = await admin.auth.admin.createUser({ email: 'not an address' })
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const none = await admin.auth.admin.createUser({})
    expect(none.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('gets a user by id, or 404 user_not_found', async () => {
    const { data: created } = await admin.auth.admin.createUser({ email: newEmail('get') })
    const { data, error } = await admin.auth.admin.getUserById(created.user?.id ?? '')
    expect(error).toBeNull()
    expect(data.user?.id).toBe(created.user?.id)
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    const missing = await admin.auth.admin.getUserById('00000000-0000-4000-8000-000000000000')
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' })
  })

  it('updates address, password, metadata (null removes a key), confirmation and bans', async () => {
    const { data: created } = await admin.auth.admin.createUser({ email: newEmail('upd'), user_metadata: { a: 1, b: 2 } })
    const id = created.user?.id ?? ''
    const email = newEmail('updated')
    const { data, error } = await admin.auth.admin.updateUserById(id, {
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { b: null, c: 3 },
      ban_duration: '24h',
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { a: 1, c: 3 } })
    expect(data.user?.email_confirmed_at).toBeTruthy()
    const bannedFor = new Date((data.user as { banned_until?: string }).banned_until ?? 0).getTime() - Date.now()
    expect(bannedFor).toBeGreaterThan(23.9 * 3600_000)
    expect(bannedFor).toBeLessThanOrEqual(24 * 3600_000)
    const banned = await client(app).auth.signInWithPassword({ email, password: PASSWORD })
    expect(banned.error).not.toBeNull()

    const { data: lifted } = await admin.auth.admin.updateUserById(id, { ban_duration: 'none' })
    expect(lifted.user).not.toHaveProperty('banned_until')
    expect((await client(app).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()

    const { data: other } = await admin.auth.admin.createUser({ email: newEmail('other') })
    const taken = await admin.auth.admin.updateUserById(id, { email: other.user?.email ?? '' })
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' })
    const weak = await admin.auth.admin.updateUserById(id, { password: 'password' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const badBan = await admin.auth.admin.updateUserById(id, { ban_duration: 'forever' })
    expect(badBan.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const missing = await admin.auth.admin.updateUserById('00000000-0000-4000-8000-000000000000', { user_metadata: {} })
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  it('deletes a user with their profile and sessions', async () => {
    const email = newEmail('del')
    const { data: created } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const id = created.user?.id ?? ''
    const signedIn = client(app)
    await signedIn.auth.signInWithPassword({ email, password: PASSWORD })
    const profileCount = async () => (await app.db.query('select 1 from public.profiles where id = $1', [id])).rows.length
    expect(await profileCount()).toBe(1)

    const { data, error } = await admin.auth.admin.deleteUser(id)
    expect(error).toBeNull()
    expect(data).toEqual({ user: {} })
    expect(await profileCount()).toBe(0)
    expect((await app.db.query('select 1 from auth.sessions where user_id = $1', [id])).rows).toHaveLength(0)
    expect((await signedIn.auth.getUser()).error).not.toBeNull()
    expect((await admin.auth.admin.getUserById(id)).error).toMatchObject({ code: 'user_not_found' })
    expect((await admin.auth.admin.deleteUser(id)).error).toMatchObject({ status: 404, code: 'user_not_found' })
    const soft = await admin.auth.admin.createUser({ email: newEmail('soft') })
    expect((await admin.auth.admin.deleteUser(soft.data.user?.id ?? '', true)).error).toMatchObject({
      status: 400,
      code: 'validation_failed',
    })
  })

  it("lists and deletes a user's factors; sessions that used the factor drop to aal1", async () => {
    const email = newEmail('factors')
    const { data: created } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const id = created.user?.id ?? ''
    const user = client(app)
    await user.auth.signInWithPassword({ email, password: PASSWORD })
    const { data: factor } = await user.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    const secret = factor?.totp.secret ?? ''
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const verified = await user.auth.mfa.challengeAndVerify({ factorId: factor?.id ?? '', code })
    expect(decodeJwt(verified.data?.access_token ?? '').aal).toBe('aal2')

    const { data, error } = await admin.auth.admin.mfa.listFactors({ userId: id })
    expect(error).toBeNull()
    expect(data?.factors).toEqual([
      expect.objectContaining({ id: factor?.id, friendly_name: 'Phone', factor_type: 'totp', status: 'verified' }),
    ])
    expect(JSON.stringify(data)).not.toContain(secret)

    const stranger = await admin.auth.admin.createUser({ email: newEmail('stranger') })
    const wrongUser = await admin.auth.admin.mfa.deleteFactor({ userId: stranger.data.user?.id ?? '', id: factor?.id ?? '' })
    expect(wrongUser.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })

    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factor?.id ?? '' })
    expect(deleted.error).toBeNull()
    // supabase-js wraps this one answer once more than the others.
    expect(deleted.data).toMatchObject({ data: { id: factor?.id } })
    expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([])
    const refreshed = await user.auth.refreshSession()
    expect(decodeJwt(refreshed.data.session?.access_token ?? '').aal).toBe('aal1')
  })
})

describe('POST /admin/generate_link and /invite', () => {
  let app: TestApp
  let admin: SupabaseClient
  beforeAll(async () => {
    app = await startTestApp()
    admin = client(app, app.serviceRoleKey)
  })
  afterAll(() => app.close())

  it('makes a recovery link that signs the user in through /verify, without sending mail', async () => {
    const email = newEmail('recover')
    const { data: created } = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: `${app.url}/auth/reset` },
    })
    expect(error).toBeNull()
    expect(data.user?.id).toBe(created.user?.id)
    expect(data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: `${app.url}/auth/reset` })
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/)
    expect(data.properties?.hashed_token).toBeTruthy()
    const link = new URL(data.properties?.action_link ?? '')
    expect(`${link.origin}${link.pathname}`).toBe(`${app.url}/auth/v1/verify`)
    expect(link.searchParams.get('type')).toBe('recovery')
    expect((await app.db.query('select 1 from auth.mail_outbox where to_address = $1', [email])).rows).toHaveLength(0)

    const followed = await fetch(link, { redirect: 'manual' })
    expect(followed.status).toBe(303)
    const location = new URL(followed.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(`${app.url}/auth/reset`)
    const fragment = new URLSearchParams(location.hash.slice(1))
    expect(fragment.get('type')).toBe('recovery')
    expect(decodeJwt(fragment.get('access_token') ?? '').sub).toBe(created.user?.id)
    expect(fragment.get('refresh_token')).toBeTruthy()

    const unknown = await admin.auth.admin.generateLink({ type: 'recovery', email: newEmail('nobody') })
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found' })
  })

  it('makes a sign-up link that creates an unconfirmed account, whose code confirms it', async () => {
    const email = newEmail('signup')
    const { data, error } = await admin.auth.admin.generateLink({
      type: 'signup',
      email,
      password: PASSWORD,
      options: { data: { plan: 'trial' } },
    })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { plan: 'trial' } })
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    expect(data.properties?.verification_type).toBe('signup')
    const { data: verified, error: verifyError } = await client(app).auth.verifyOtp({
      email,
      token: data.properties?.email_otp ?? '',
      type: 'signup',
    })
    expect(verifyError).toBeNull()
    expect(verified.user?.email_confirmed_at).toBeTruthy()
    expect((await client(app).auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull()

    const again = await admin.auth.admin.generateLink({ type: 'signup', email, password: PASSWORD })
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
    const noPassword = await admin.auth.admin.generateLink({ type: 'signup', email: newEmail('nopw'), password: '' })
    expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('turns a magic link for an unknown address into a sign-up link, as GoTrue does', async () => {
    const email = newEmail('magic')
    const { data, error } = await admin.auth.admin.generateLink({ type: 'magiclink', email })
    expect(error).toBeNull()
    expect(data.properties?.verification_type).toBe('signup')
    expect(data.user?.email).toBe(email)
    const known = await admin.auth.admin.generateLink({ type: 'magiclink', email })
    expect(known.data.properties?.verification_type).toBe('magiclink')
    const { error: verifyError } = await client(app).auth.verifyOtp({
      token_hash: known.data.properties?.hashed_token ?? '',
      type: 'magiclink',
    })
    expect(verifyError).toBeNull()
  })

  it('makes an email-change link to the new address, and refuses the current-address variant', async () => {
    const email = newEmail('change')
    const { data: created } = await admin.auth.admin.createUser({ email, email_confirm: true })
    const newAddress = newEmail('changed')
    const { data, error } = await admin.auth.admin.generateLink({ type: 'email_change_new', email, newEmail: newAddress })
    expect(error).toBeNull()
    expect(data.properties?.verification_type).toBe('email_change_new')
    expect(new URL(data.properties?.action_link ?? '').searchParams.get('type')).toBe('email_change')
    const followed = await fetch(data.properties?.action_link ?? '', { redirect: 'manual' })
    expect(followed.status).toBe(303)
    expect((await admin.auth.admin.getUserById(created.user?.id ?? '')).data.user?.email).toBe(newAddress)

    const current = await admin.auth.admin.generateLink({ type: 'email_change_current', email: newAddress, newEmail: newEmail('x') })
    expect(current.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const bogus = await call(app, '/admin/generate_link', { method: 'POST', token: app.serviceRoleKey, body: { type: 'sms', email } })
    expect(bogus.status).toBe(400)
  })

  it('invites a new address: an unconfirmed user with the given data, and an invite mail', async () => {
    const email = newEmail('invite')
    const { data, error } = await admin.auth.admin.inviteUserByEmail(email, { data: { team: 'blue' }, redirectTo: `${app.url}/welcome` })
    expect(error).toBeNull()
    expect(data.user).toMatchObject({ email, user_metadata: { team: 'blue' } })
    expect(data.user).not.toHaveProperty('email_confirmed_at')
    expect(data.user?.confirmation_sent_at).toBeTruthy()

    const { link } = mailParts(await waitForMail(app, email))
    expect(new URL(link).searchParams.get('type')).toBe('invite')
    const followed = await fetch(link, { redirect: 'manual' })
    const location = new URL(followed.headers.get('location') ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(`${app.url}/welcome`)
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('invite')
    expect((await admin.auth.admin.getUserById(data.user?.id ?? '')).data.user?.email_confirmed_at).toBeTruthy()

    const again = await admin.auth.admin.inviteUserByEmail(email)
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' })
  })
})
