import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { signAccessToken } from '../auth/access-token.ts'
import { startSession } from '../auth/sessions.ts'
import { insertUser } from '../auth/users.queries.ts'
import { NoRealtime } from '../../../tests/support/supabase-client.ts'

const RLS_MESSAGE = 'new row violates row-level security policy for table "profiles"'

interface TestUser {
  id: string
  token: string
  client: SupabaseClient
}

/** The real supabase-js client; with a token it sends it as the bearer, as after a sign-in. */
function clientFor(app: TestApp, token?: string): SupabaseClient {
  return createClient(app.url, app.anonKey, {
    realtime: { transport: NoRealtime as never },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(token ? { global: { headers: { Authorization: `Bearer ${token}` } } } : {}),
  })
}

/** A confirmed user with a live session; the signup trigger gives them a profile with 2 credits. */
async function newUser(app: TestApp, email: string): Promise<TestUser> {
  const session = await app.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email, encryptedPassword: null, confirmed: true })
    return startSession(app.auth, tx, user, 'password')
  })
  return { id: session.user.id, token: session.access_token, client: clientFor(app, session.access_token) }
}

describe.each(databaseKinds)('/rest/v1/profiles under RLS (%s)', (kind) => {
  let app: TestApp
  let alice: TestUser
  let bob: TestUser
  beforeAll(async () => {
    app = await startTestApp({ kind })
    alice = await newUser(app, 'alice@example.com')
    bob = await newUser(app, 'bob@example.com')
  })
  afterAll(() => app.close())

  it('reads the own balance with select(credits).eq(id).single()', async () => {
    const { data, error, status } = await alice.client.from('profiles').select('credits').eq('id', alice.id).single()
    expect(error).toBeNull()
    expect(status).toBe(200)
    expect(data).toEqual({ credits: 2 })
  })

  it('reads the whole own row with select(*), timestamps rendered by Postgres', async () => {
    const { data, error } = await alice.client.from('profiles').select('*').eq('id', alice.id).single()
    expect(error).toBeNull()
    expect(Object.keys(data ?? {})).toEqual(['id', 'credits', 'created_at'])
    expect(data).toMatchObject({ id: alice.id, credits: 2 })
    expect(data?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/)
  })

  it("hides another user's row: .single() on it is 406 PGRST116", async () => {
    const { data, error, status } = await alice.client.from('profiles').select('credits').eq('id', bob.id).single()
    expect(data).toBeNull()
    expect(status).toBe(406)
    expect(error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    })
  })

  it('lists only the own row without a filter', async () => {
    const { data, error } = await bob.client.from('profiles').select('id')
    expect(error).toBeNull()
    expect(data).toEqual([{ id: bob.id }])
  })

  it('refuses a second profile for the same user with 409 (23505)', async () => {
    const { error, status } = await alice.client.from('profiles').insert({ id: alice.id, credits: 2 }).select().single()
    expect(status).toBe(409)
    expect(error?.code).toBe('23505')
  })

  it("refuses inserting another user's profile with 403 (42501)", async () => {
    await app.db.query('delete from public.profiles where id = $1', [bob.id])
    const { error, status } = await alice.client.from('profiles').insert({ id: bob.id, credits: 2 }).select().single()
    expect(status).toBe(403)
    expect(error).toEqual({ code: '42501', details: null, hint: null, message: RLS_MESSAGE })
    expect((await app.db.query('select 1 from public.profiles where id = $1', [bob.id])).rows).toHaveLength(0)
  })

  it('refuses a profile with more than the starting credits, then creates it with 2 (the dashboard flow)', async () => {
    await app.db.query('delete from public.profiles where id = $1', [bob.id])
    const greedy = await bob.client.from('profiles').insert({ id: bob.id, credits: 100 }).select().single()
    expect(greedy.status).toBe(403)
    expect(greedy.error?.code).toBe('42501')

    const missing = await bob.client.from('profiles').select('*').eq('id', bob.id).single()
    expect(missing.error?.code).toBe('PGRST116')
    const created = await bob.client.from('profiles').insert({ id: bob.id, credits: 2 }).select().single()
    expect(created.status).toBe(201)
    expect(created.error).toBeNull()
    expect(created.data).toMatchObject({ id: bob.id, credits: 2 })
  })

  it('answers an anonymous insert with 401 and WWW-Authenticate', async () => {
    const res = await fetch(`${app.url}/rest/v1/profiles?select=*`, {
      method: 'POST',
      headers: {
        apikey: app.anonKey,
        Authorization: `Bearer ${app.anonKey}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ id: alice.id, credits: 2 }),
    })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
    expect(await res.json()).toMatchObject({ code: '42501', details: null, hint: null })
    const { error, status } = await clientFor(app).from('profiles').insert({ id: alice.id, credits: 2 })
    expect([status, error?.code]).toEqual([401, '42501'])
  })

  it('never changes credits: update and delete are refused and the balance stays', async () => {
    const update = await alice.client.from('profiles').update({ credits: 1000 }).eq('id', alice.id)
    expect(update.status).toBe(405)
    expect(update.error?.code).toBe('PGRST117')
    const removal = await alice.client.from('profiles').delete().eq('id', alice.id)
    expect(removal.status).toBe(405)
    const raw = await fetch(`${app.url}/rest/v1/profiles?id=eq.${alice.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${alice.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ credits: 1000 }),
    })
    expect([raw.status, raw.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST, OPTIONS'])
    const upsert = await alice.client.from('profiles').upsert({ id: alice.id, credits: 1000 })
    expect(upsert.status).toBe(400)
    const { data } = await alice.client.from('profiles').select('credits').eq('id', alice.id).single()
    expect(data).toEqual({ credits: 2 })
  })

  it('lets the service role read every row, and the anon role none', async () => {
    const service = clientFor(app, app.serviceRoleKey)
    const all = await service.from('profiles').select('id')
    expect(all.error).toBeNull()
    expect(all.data?.map((row) => row.id).sort()).toEqual([alice.id, bob.id].sort())
    const anon = await clientFor(app).from('profiles').select('id')
    expect(anon.status).toBe(401)
    expect(anon.error?.code).toBe('42501')
  })
})

describe('/rest/v1 protocol details', () => {
  let app: TestApp
  let alice: TestUser
  const rest = (path: string, init: RequestInit & { token?: string } = {}) =>
    fetch(`${app.url}/rest/v1${path}`, {
      ...init,
      headers: { apikey: app.anonKey, Authorization: `Bearer ${init.token ?? alice.token}`, ...(init.headers as Record<string, string>) },
    })
  beforeAll(async () => {
    app = await startTestApp()
    alice = await newUser(app, 'alice@example.com')
  })
  afterAll(() => app.close())

  it('rejects a tampered token with 401 PGRST301', async () => {
    const [header, payload, signature] = alice.token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const forged = [header, Buffer.from(JSON.stringify({ ...claims, role: 'service_role' })).toString('base64url'), signature].join('.')
    const res = await rest('/profiles?select=credits', { token: forged })
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toContain('invalid_token')
    expect(await res.json()).toMatchObject({ code: 'PGRST301' })
    const viaClient = await clientFor(app, forged).from('profiles').select('credits')
    expect(viaClient.error?.code).toBe('PGRST301')
  })

  it('rejects an expired token with 401 "JWT expired"', async () => {
    const expired = await signAccessToken(
      app.auth.key,
      { sub: alice.id, aud: 'authenticated', role: 'authenticated' },
      app.auth.issuer,
      -60,
    )
    const res = await rest('/profiles', { token: expired })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'PGRST301', details: null, hint: null, message: 'JWT expired' })
  })

  it('answers an unknown table with 404 PGRST205', async () => {
    const res = await rest('/payments?select=*')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      code: 'PGRST205',
      details: null,
      hint: null,
      message: "Could not find the table 'public.payments' in the schema cache",
    })
    const viaClient = await clientFor(app, alice.token).from('users').select('*')
    expect(viaClient.error?.code).toBe('PGRST205')
  })

  it('treats anything but a whitelisted column as an unknown column, never as SQL', async () => {
    for (const select of ['credits;drop table public.profiles', 'encrypted_password', 'credits::text', 'profiles(*)']) {
      const res = await rest(`/profiles?select=${encodeURIComponent(select)}`)
      expect(res.status).toBe(400)
    }
    const injected = await rest(`/profiles?${encodeURIComponent('id=id or true--')}=eq.x`)
    expect(injected.status).toBe(400)
    expect((await injected.json()).code).toBe('42703')
    expect((await app.db.query('select count(*)::int as n from public.profiles')).rows).toEqual([{ n: 1 }])
  })

  it('takes filter values as data: odd values are bad input (400), not a failure', async () => {
    const quote = await rest(`/profiles?id=eq.${encodeURIComponent("x' or '1'='1")}`)
    expect(quote.status).toBe(400)
    expect(await quote.json()).toMatchObject({ code: '22P02' })
    const number = await rest('/profiles?credits=eq.lots')
    expect(number.status).toBe(400)
    const operator = await rest('/profiles?credits=gt.1')
    expect(operator.status).toBe(400)
    expect((await operator.json()).code).toBe('PGRST100')
  })

  it('applies aliases, order, limit and offset', async () => {
    const res = await rest(`/profiles?select=balance:credits,id&id=eq.${alice.id}&order=created_at.desc&limit=5&offset=0`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-range')).toBe('0-0/*')
    expect(await res.json()).toEqual([{ balance: 2, id: alice.id }])
    const skipped = await rest('/profiles?select=id&offset=1')
    expect(await skipped.json()).toEqual([])
  })

  it('answers 406 for .single() with several rows, and rolls back such an insert', async () => {
    const bob = await newUser(app, 'bob@example.com')
    const single = { Accept: 'application/vnd.pgrst.object+json' }
    const read = await rest('/profiles?select=id', { token: app.serviceRoleKey, headers: single })
    expect(read.status).toBe(406)
    expect(await read.json()).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' })

    await app.db.query('delete from public.profiles')
    const insert = await rest('/profiles?select=*', {
      method: 'POST',
      token: app.serviceRoleKey,
      headers: { ...single, 'Content-Type': 'application/json', Prefer: 'return=representation' },
      body: JSON.stringify([
        { id: alice.id, credits: 2 },
        { id: bob.id, credits: 2 },
      ]),
    })
    expect(insert.status).toBe(406)
    expect((await app.db.query('select 1 from public.profiles')).rows).toHaveLength(0)

    const minimal = await rest('/profiles?columns=%22id%22,%22credits%22', {
      method: 'POST',
      token: app.serviceRoleKey,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify([
        { id: alice.id, credits: 2 },
        { id: bob.id, credits: 2 },
      ]),
    })
    expect(minimal.status).toBe(201)
    expect(await minimal.text()).toBe('')
    expect((await app.db.query('select 1 from public.profiles')).rows).toHaveLength(2)
  })

  it('answers bad bodies with 4xx', async () => {
    const post = (body: string, type = 'application/json') => rest('/profiles', { method: 'POST', headers: { 'Content-Type': type }, body })
    expect((await post('{"id":')).status).toBe(400)
    expect((await post('"text"')).status).toBe(400)
    expect((await post('{"id":"x"}', 'text/plain')).status).toBe(415)
    const unknown = await post(JSON.stringify({ id: alice.id, is_admin: true }))
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).code).toBe('PGRST204')
    const mixed = await post(JSON.stringify([{ id: alice.id }, { credits: 2 }]))
    expect(mixed.status).toBe(400)
    const wrongType = await post(JSON.stringify({ id: alice.id, credits: 'two' }))
    expect([wrongType.status, (await wrongType.json()).code]).toEqual([400, '22P02'])
  })

  it('serves only the public schema', async () => {
    const res = await rest('/profiles', { headers: { 'Accept-Profile': 'auth' } })
    expect(res.status).toBe(406)
    expect((await res.json()).code).toBe('PGRST106')
  })

  it('answers CORS preflights for the headers supabase-js sends', async () => {
    const res = await fetch(`${app.url}/rest/v1/profiles`, {
      method: 'OPTIONS',
      headers: {
        Origin: app.url,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-profile, prefer, content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(app.url)
    expect(res.headers.get('access-control-allow-headers')).toContain('prefer')
  })
})
