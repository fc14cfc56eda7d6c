import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi } from '../../../tests/support/api-user.ts'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { authRequest, newEmail, testClient } from '../../../tests/support/supabase-client.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'

const PASSWORD = 'correct-horse-battery-9'

const client = testClient
const auth = authRequest

const profile = (app: TestApp, token: string, id: string) =>
  fetch(`${app.url}/rest/v1/profiles?select=credits&id=eq.${id}`, { headers: { apikey: app.anonKey, authorization: `Bearer ${token}` } })

describe.each(databaseKinds)('a ban ends the banned user’s access at once (%s)', (kind) => {
  let app: TestApp
  let admin: SupabaseClient
  beforeAll(async () => {
    app = await startTestApp({ kind })
    admin = client(app, app.serviceRoleKey)
  })
  afterAll(() => app.close())

  /** A confirmed account signed in with a password: its live access and refresh tokens. */
  async function signedIn() {
    const email = newEmail('banned')
    const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    if (created.error) throw created.error
    const { data, error } = await client(app).auth.signInWithPassword({ email, password: PASSWORD })
    if (error || !data.session) throw error ?? new Error('no session')
    return { id: data.user.id, email, token: data.session.access_token, refresh: data.session.refresh_token }
  }

  async function ban(id: string, duration: string) {
    const { error } = await admin.auth.admin.updateUserById(id, { ban_duration: duration })
    if (error) throw error
  }

  it('refuses the existing token on /user and /factors (403 user_banned), and its refresh (400 user_banned)', async () => {
    const user = await signedIn()
    // Used once before the ban, so a cached "active" answer would show.
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(200)
    await ban(user.id, '24h')

    const me = await auth(app, '/user', { token: user.token })
    expect(me.status).toBe(403)
    expect(await me.json()).toEqual({ code: 'user_banned', message: 'User is banned' })

    const enrol = await auth(app, '/factors', { method: 'POST', token: user.token, body: { factor_type: 'totp', friendly_name: 'phone' } })
    expect(enrol.status).toBe(403)
    expect(await enrol.json()).toMatchObject({ code: 'user_banned' })

    const refresh = await auth(app, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: user.refresh } })
    expect(refresh.status).toBe(400)
    expect(await refresh.json()).toEqual({ code: 'user_banned', message: 'Invalid Refresh Token: User Banned' })
  })

  it('says user_banned at sign-in only to someone who gave the right password', async () => {
    const user = await signedIn()
    await ban(user.id, '1h')
    const right = await client(app).auth.signInWithPassword({ email: user.email, password: PASSWORD })
    expect(right.error).toMatchObject({ status: 400, code: 'user_banned' })
    const wrong = await client(app).auth.signInWithPassword({ email: user.email, password: `${PASSWORD}-not` })
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' })
  })

  it('refuses the product API and the data API (403 user_banned)', async () => {
    const user = await signedIn()
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(200)
    expect((await profile(app, user.token, user.id)).status).toBe(200)
    await ban(user.id, '24h')

    const credits = await callApi(app, '/__debug/credits', { token: user.token })
    expect(credits.status).toBe(403)
    expect(await credits.json()).toMatchObject({ code: 'user_banned' })
    const projects = await callApi(app, '/projects', { token: user.token })
    expect(projects.status).toBe(403)
    const rest = await profile(app, user.token, user.id)
    expect(rest.status).toBe(403)
    expect(await rest.json()).toMatchObject({ code: 'user_banned' })
  })

  it('ban_duration "none" lifts the ban: the same tokens and the password work again', async () => {
    const user = await signedIn()
    await ban(user.id, '24h')
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(403)
    await ban(user.id, 'none')

    expect((await auth(app, '/user', { token: user.token })).status).toBe(200)
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(200)
    expect((await profile(app, user.token, user.id)).status).toBe(200)
    const refresh = await auth(app, '/token?grant_type=refresh_token', { method: 'POST', body: { refresh_token: user.refresh } })
    expect(refresh.status).toBe(200)
    expect((await client(app).auth.signInWithPassword({ email: user.email, password: PASSWORD })).error).toBeNull()
  })

  it('a ban that has run out lets the user in again', async () => {
    const user = await signedIn()
    await ban(user.id, '24h')
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(403)
    // As if the 24 hours had passed.
    await app.db.query(`update auth.users set banned_until = now() - interval '1 second' where id = $1`, [user.id])
    app.auth.sessions.forgetUser(user.id)
    expect((await callApi(app, '/__debug/credits', { token: user.token })).status).toBe(200)
    expect((await auth(app, '/user', { token: user.token })).status).toBe(200)
  })
})
