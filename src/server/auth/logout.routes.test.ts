import type { SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { newEmail, TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

/** One account signed in on three "devices". */
async function threeDevices(app: TestApp) {
  const email = newEmail('devices')
  const { error } = await testClient(app).auth.signUp({ email, password: PASSWORD })
  if (error) throw error
  const devices: { sb: SupabaseClient; sessionId: string; accessToken: string }[] = []
  for (let i = 0; i < 3; i++) {
    const sb = testClient(app)
    const { data, error: signInError } = await sb.auth.signInWithPassword({ email, password: PASSWORD })
    if (signInError) throw signInError
    devices.push({ sb, sessionId: decodeJwt(data.session!.access_token).session_id as string, accessToken: data.session!.access_token })
  }
  const userId = decodeJwt(devices[0]!.accessToken).sub!
  await app.db.query('delete from auth.sessions where user_id = $1 and not (id = any($2::uuid[]))', [
    userId,
    devices.map((d) => d.sessionId),
  ])
  return { userId, devices: devices as [(typeof devices)[0], (typeof devices)[0], (typeof devices)[0]] }
}

async function sessionIds(app: TestApp, userId: string): Promise<string[]> {
  return (await app.db.query<{ id: string }>('select id from auth.sessions where user_id = $1 order by id', [userId])).rows.map((r) => r.id)
}

describe.each(databaseKinds)('POST /auth/v1/logout (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('scope=local ends only this session', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a, b, c] = devices
    expect((await a.sb.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(await sessionIds(app, userId)).toEqual([b.sessionId, c.sessionId].sort())
    expect((await a.sb.auth.getSession()).data.session).toBeNull()
  })

  it('scope=others ends every session but this one, which the client keeps', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a] = devices
    expect((await a.sb.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect(await sessionIds(app, userId)).toEqual([a.sessionId])
    expect((await a.sb.auth.getSession()).data.session).not.toBeNull()
    expect((await a.sb.auth.getUser()).error).toBeNull()
  })

  it('the default (global) ends them all, and their tokens stop working at /user', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a, b] = devices
    expect((await a.sb.auth.signOut()).error).toBeNull()
    expect(await sessionIds(app, userId)).toEqual([])

    const { error } = await b.sb.auth.getUser()
    expect(error?.name).toBe('AuthSessionMissingError')
    const raw = await fetch(`${app.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${b.accessToken}`, apikey: app.anonKey, 'x-supabase-api-version': '2024-01-01' },
    })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toEqual({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' })
  })
})

/** What the product API and the data API say to a token: status and error code. */
async function reach(app: TestApp, token: string, userId: string) {
  const api = await fetch(`${app.url}/api/__debug/credits`, { headers: { authorization: `Bearer ${token}` } })
  const rest = await fetch(`${app.url}/rest/v1/profiles?select=credits&id=eq.${userId}`, {
    headers: { apikey: app.anonKey, authorization: `Bearer ${token}` },
  })
  const code = async (res: Response) => (res.ok ? undefined : ((await res.json()) as { code?: string }).code)
  return { api: [api.status, await code(api)], rest: [rest.status, await code(rest)] }
}

const ALLOWED = { api: [200, undefined], rest: [200, undefined] }
const SIGNED_OUT = { api: [401, 'session_not_found'], rest: [401, 'session_not_found'] }

describe.each(databaseKinds)('signed out means signed out on /api and /rest/v1 (%s)', (kind) => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  it('a signed-out access token is refused at once, though it has not expired', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a] = devices
    // Seen once while signed in, so a cached answer would still let it through.
    expect(await reach(app, a.accessToken, userId)).toEqual(ALLOWED)
    expect((await a.sb.auth.signOut({ scope: 'local' })).error).toBeNull()
    expect(await reach(app, a.accessToken, userId)).toEqual(SIGNED_OUT)
  })

  it('scope=others refuses the other devices at once and keeps this one working', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a, b, c] = devices
    for (const device of devices) expect(await reach(app, device.accessToken, userId)).toEqual(ALLOWED)
    expect((await a.sb.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect(await reach(app, a.accessToken, userId)).toEqual(ALLOWED)
    expect(await reach(app, b.accessToken, userId)).toEqual(SIGNED_OUT)
    expect(await reach(app, c.accessToken, userId)).toEqual(SIGNED_OUT)
  })

  it('the global sign-out refuses every device', async () => {
    const { userId, devices } = await threeDevices(app)
    for (const device of devices) expect(await reach(app, device.accessToken, userId)).toEqual(ALLOWED)
    expect((await devices[1].sb.auth.signOut()).error).toBeNull()
    for (const device of devices) expect(await reach(app, device.accessToken, userId)).toEqual(SIGNED_OUT)
  })

  it('a password change signs the other devices out at once, and keeps this one', async () => {
    const { userId, devices } = await threeDevices(app)
    const [a, b] = devices
    expect(await reach(app, b.accessToken, userId)).toEqual(ALLOWED)
    const { error } = await a.sb.auth.updateUser({ password: `${PASSWORD}-new`, current_password: PASSWORD })
    expect(error).toBeNull()
    expect(await reach(app, a.accessToken, userId)).toEqual(ALLOWED)
    expect(await reach(app, b.accessToken, userId)).toEqual(SIGNED_OUT)
  })

  it("a deleted user's token is refused at once", async () => {
    const { userId, devices } = await threeDevices(app)
    expect(await reach(app, devices[0].accessToken, userId)).toEqual(ALLOWED)
    const admin = testClient(app, app.serviceRoleKey)
    expect((await admin.auth.admin.deleteUser(userId)).error).toBeNull()
    expect(await reach(app, devices[0].accessToken, userId)).toEqual(SIGNED_OUT)
  })
})

describe('POST /auth/v1/logout input checks', () => {
  let app: TestApp
  beforeAll(async () => {
    app = await startTestApp()
  })
  afterAll(() => app.close())

  const logout = (query: string, token?: string) =>
    fetch(`${app.url}/auth/v1/logout${query}`, {
      method: 'POST',
      headers: { apikey: app.anonKey, 'x-supabase-api-version': '2024-01-01', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })

  it('refuses an unknown scope with 400 validation_failed and keeps the session', async () => {
    const { userId, devices } = await threeDevices(app)
    const res = await logout('?scope=everywhere', devices[0].accessToken)
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'validation_failed', message: 'Unsupported logout scope "everywhere"' })
    expect(await sessionIds(app, userId)).toHaveLength(3)
  })

  it('answers 204 with no body', async () => {
    const { userId, devices } = await threeDevices(app)
    const res = await logout('?scope=local', devices[1].accessToken)
    expect(res.status).toBe(204)
    expect(await res.text()).toBe('')
    expect(await sessionIds(app, userId)).toHaveLength(2)
  })

  it('needs a user token: none is 401, the anon key is 403', async () => {
    const none = await logout('')
    expect(none.status).toBe(401)
    expect(await none.json()).toMatchObject({ code: 'no_authorization' })
    const anon = await logout('', app.anonKey)
    expect(anon.status).toBe(403)
    expect(await anon.json()).toMatchObject({ code: 'bad_jwt' })
  })

  it('a second logout with the same token is 403 session_not_found, which the client shrugs off', async () => {
    const { devices } = await threeDevices(app)
    expect((await logout('?scope=local', devices[2].accessToken)).status).toBe(204)
    const again = await logout('?scope=local', devices[2].accessToken)
    expect(again.status).toBe(403)
    expect(await again.json()).toMatchObject({ code: 'session_not_found' })
    expect((await devices[2].sb.auth.signOut()).error).toBeNull()
    expect((await devices[2].sb.auth.getSession()).data.session).toBeNull()
  })
})
