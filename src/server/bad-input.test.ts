import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bodyVariants, deepJson, NUL, pathVariants, queryVariants } from '../../tests/support/bad-input.ts'
import { databaseKinds } from '../../tests/support/databases.ts'
import { draftUser, outline } from '../../tests/support/draft-test-provider.ts'
import { type FakeImages, startFakeImages } from '../../tests/support/fake-images.ts'
import { startTestApp, type TestApp } from '../../tests/support/test-app.ts'
import { createOfflineWriter } from './generation/providers/offline/offline-writer.ts'
import { MAX_JSON_DEPTH, NUL_MESSAGE } from './http/json-input.ts'
import { NUL_IN_URL_MESSAGE } from './nul-in-url.ts'
import { sampleDocument } from '../../tests/support/project-test-kit.ts'

/** What a route's requests need: a fresh signed-in user with a project, a draft, a checkout and a factor. */
interface Fixture {
  userId: string
  email: string
  token: string
  id: string
  chapterId: string
  jobId: string
  sessionId: string
  factorId: string
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

interface Route {
  method: string
  /** With `:name` segments, filled from the fixture. */
  path: string
  as: 'user' | 'admin' | 'none'
  body?: (f: Fixture) => Json
  query?: (f: Fixture) => Record<string, string>
  /** The local checkout's card form is urlencoded, not JSON. */
  form?: boolean
}

const doc = (f: Fixture) =>
  ({ ...sampleDocument(), chapters: [{ id: f.chapterId, title: 'One', content: '## One\n\nText.' }] }) as unknown as Json
const start = { topic: 'sourdough', productType: 'guide', tone: 'friendly', targetAudience: 'bakers' }
// Replaced by a new address in every request, so each sign-up or invite creates an account.
const FRESH_EMAIL = 'fresh-address@example.com'
const metadata = { plan: 'free', nested: { list: ['a'] } }

// Every route the app mounts (src/server/app.ts), with a valid request each variant starts from.
const routes: Route[] = [
  { method: 'GET', path: '/api/health', as: 'none' },
  { method: 'GET', path: '/api/config', as: 'none' },
  { method: 'GET', path: '/api/me', as: 'user' },
  { method: 'GET', path: '/api/credits/history', as: 'user', query: () => ({ limit: '10', before: '2030-01-01T00:00:00.000Z' }) },
  { method: 'GET', path: '/api/__debug/credits', as: 'user' },
  { method: 'POST', path: '/api/admin/credits', as: 'admin', body: (f) => ({ userId: f.userId, amount: 1, reason: 'support', ref: 'r1' }) },
  { method: 'POST', path: '/api/admin/credits', as: 'admin', body: (f) => ({ email: f.email, amount: 1, reason: 'support' }) },
  { method: 'GET', path: '/api/projects', as: 'user', query: () => ({ limit: '5' }) },
  { method: 'POST', path: '/api/projects', as: 'user', body: doc },
  { method: 'GET', path: '/api/projects/:id', as: 'user' },
  { method: 'PUT', path: '/api/projects/:id', as: 'user', body: doc },
  { method: 'PATCH', path: '/api/projects/:id', as: 'user', body: () => ({ title: 'Renamed' }) },
  { method: 'POST', path: '/api/projects/:id/duplicate', as: 'user' },
  { method: 'GET', path: '/api/projects/:id/versions', as: 'user', query: (f) => ({ chapterId: f.chapterId }) },
  {
    method: 'POST',
    path: '/api/projects/:id/versions',
    as: 'user',
    body: (f) => ({ chapterId: f.chapterId, title: 'One', content: 'Old text', reason: 'regenerate' }),
  },
  // Issue 32: the launch kit, before the project's delete below.
  { method: 'GET', path: '/api/projects/:id/launch-kit', as: 'user' },
  { method: 'POST', path: '/api/projects/:id/launch-kit', as: 'user', body: () => ({}) },
  { method: 'POST', path: '/api/projects/:id/launch-kit', as: 'user', body: () => ({ piece: 'kdp', instruction: 'shorter' }) },
  {
    method: 'PUT',
    path: '/api/projects/:id/launch-kit',
    as: 'user',
    body: () => ({ piece: 'leadMagnet', value: { title: 'Free sample', bullets: ['One', 'Two', 'Three'], button: 'Send it' } }),
  },
  { method: 'GET', path: '/api/projects/:id/launch-kit/download', as: 'user', query: () => ({ format: 'zip' }) },
  { method: 'GET', path: '/api/projects/:id/launch-kit/sales-page', as: 'user', query: () => ({ format: 'html' }) },
  { method: 'DELETE', path: '/api/projects/:id', as: 'user' },
  {
    method: 'POST',
    path: '/api/export/markdown',
    as: 'user',
    body: () => ({ title: 'T', description: 'D', productType: 'guide', chapters: [{ title: 'A', content: 'B' }] }),
  },
  { method: 'GET', path: '/api/covers/image-model', as: 'user' },
  { method: 'POST', path: '/api/covers/image', as: 'user', body: (f) => ({ projectId: f.id, prompt: 'a lighthouse at dusk' }) },
  { method: 'POST', path: '/api/outline', as: 'user', body: () => start },
  {
    method: 'POST',
    path: '/api/generate/chapter',
    as: 'user',
    body: () => ({ chapterTitle: 'A', brief: 'b', tone: 'friendly', modifier: 'shorter' }),
  },
  { method: 'POST', path: '/api/draft/start', as: 'user', body: () => ({ ...start, outline: outline(3) }) },
  { method: 'GET', path: '/api/draft/current', as: 'user' },
  { method: 'POST', path: '/api/draft/next', as: 'user', body: (f) => ({ jobId: f.jobId, index: 0 }) },
  { method: 'POST', path: '/api/draft/next/stream', as: 'user', body: (f) => ({ jobId: f.jobId, index: 1 }) },
  { method: 'POST', path: '/api/draft/stream', as: 'user', body: (f) => ({ jobId: f.jobId }) },
  { method: 'POST', path: '/api/draft/finish', as: 'user', body: (f) => ({ jobId: f.jobId, fullText: 'All of it' }) },
  { method: 'POST', path: '/api/draft/cancel', as: 'user', body: (f) => ({ jobId: f.jobId }) },
  { method: 'POST', path: '/api/checkout/session', as: 'user', body: () => ({ pack: 'starter' }) },
  { method: 'POST', path: '/api/checkout/confirm', as: 'user', body: (f) => ({ sessionId: f.sessionId }) },
  { method: 'POST', path: '/api/stripe/webhook', as: 'none', body: () => ({ id: 'evt_1', type: 'checkout.session.completed' }) },
  { method: 'GET', path: '/checkout/local/:sessionId', as: 'none' },
  {
    method: 'POST',
    path: '/checkout/local/:sessionId/pay',
    as: 'none',
    form: true,
    body: () => ({ cardNumber: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123', name: 'Buyer' }),
  },
  { method: 'POST', path: '/checkout/local/:sessionId/cancel', as: 'none' },
  { method: 'GET', path: '/auth/v1/settings', as: 'none' },
  { method: 'GET', path: '/auth/v1/.well-known/jwks.json', as: 'none' },
  {
    method: 'POST',
    path: '/auth/v1/signup',
    as: 'none',
    body: () => ({ email: FRESH_EMAIL, password: 'correct-horse-battery-9', data: metadata }),
  },
  {
    method: 'POST',
    path: '/auth/v1/token',
    as: 'none',
    query: () => ({ grant_type: 'password' }),
    body: (f) => ({ email: f.email, password: 'wrong-password-1' }),
  },
  {
    method: 'POST',
    path: '/auth/v1/token',
    as: 'none',
    query: () => ({ grant_type: 'refresh_token' }),
    body: () => ({ refresh_token: 'abc123' }),
  },
  {
    method: 'POST',
    path: '/auth/v1/token',
    as: 'none',
    query: () => ({ grant_type: 'pkce' }),
    body: () => ({ auth_code: crypto.randomUUID(), code_verifier: 'v'.repeat(50) }),
  },
  { method: 'GET', path: '/auth/v1/user', as: 'user' },
  { method: 'PUT', path: '/auth/v1/user', as: 'user', body: () => ({ data: metadata }) },
  { method: 'POST', path: '/auth/v1/factors', as: 'user', body: () => ({ factor_type: 'totp', friendly_name: 'Phone', issuer: 'Folio' }) },
  { method: 'POST', path: '/auth/v1/factors/:factorId/challenge', as: 'user' },
  { method: 'POST', path: '/auth/v1/factors/:factorId/verify', as: 'user', body: (f) => ({ challenge_id: f.factorId, code: '123456' }) },
  { method: 'DELETE', path: '/auth/v1/factors/:factorId', as: 'user' },
  { method: 'POST', path: '/auth/v1/recover', as: 'none', body: (f) => ({ email: f.email }) },
  { method: 'POST', path: '/auth/v1/resend', as: 'none', body: (f) => ({ type: 'signup', email: f.email }) },
  { method: 'POST', path: '/auth/v1/otp', as: 'none', body: (f) => ({ email: f.email, create_user: false, data: metadata }) },
  {
    method: 'GET',
    path: '/auth/v1/verify',
    as: 'none',
    query: () => ({ token: 'abcdef', type: 'magiclink', redirect_to: 'http%3A%2F%2F127.0.0.1%2Fx' }),
  },
  { method: 'POST', path: '/auth/v1/verify', as: 'none', body: (f) => ({ type: 'email', token: '123456', email: f.email }) },
  { method: 'POST', path: '/auth/v1/verify', as: 'none', body: () => ({ type: 'magiclink', token_hash: 'abc' }) },
  { method: 'GET', path: '/auth/v1/admin/users', as: 'admin', query: () => ({ page: '1', per_page: '2' }) },
  {
    method: 'POST',
    path: '/auth/v1/admin/users',
    as: 'admin',
    body: () => ({ email: FRESH_EMAIL, email_confirm: true, user_metadata: metadata, app_metadata: metadata, ban_duration: '1h' }),
  },
  { method: 'GET', path: '/auth/v1/admin/users/:userId', as: 'admin' },
  {
    method: 'PUT',
    path: '/auth/v1/admin/users/:userId',
    as: 'admin',
    body: () => ({ user_metadata: metadata, app_metadata: metadata, ban_duration: 'none' }),
  },
  { method: 'GET', path: '/auth/v1/admin/users/:userId/factors', as: 'admin' },
  { method: 'DELETE', path: '/auth/v1/admin/users/:userId/factors/:factorId', as: 'admin' },
  {
    method: 'POST',
    path: '/auth/v1/admin/generate_link',
    as: 'admin',
    body: (f) => ({ type: 'magiclink', email: f.email, data: metadata, redirect_to: 'http://127.0.0.1/x' }),
  },
  { method: 'POST', path: '/auth/v1/invite', as: 'admin', body: () => ({ email: FRESH_EMAIL, data: metadata }) },
  { method: 'DELETE', path: '/auth/v1/admin/users/:userId', as: 'admin', body: () => ({ should_soft_delete: false }) },
  { method: 'POST', path: '/auth/v1/logout', as: 'user', query: () => ({ scope: 'local' }) },
  {
    method: 'GET',
    path: '/rest/v1/profiles',
    as: 'user',
    query: (f) => ({ select: 'id,credits', id: `eq.${f.userId}`, order: 'created_at.desc', limit: '1' }),
  },
  { method: 'POST', path: '/rest/v1/profiles', as: 'user', body: (f) => ({ id: f.userId, credits: 5 }) },
  { method: 'GET', path: '/dev/mail', as: 'none' },
  { method: 'GET', path: '/dev/mail/latest', as: 'none', query: (f) => ({ to: encodeURIComponent(f.email) }) },
]

describe.each(databaseKinds)('no user input makes any route answer 5xx (%s)', (kind) => {
  let app: TestApp
  let images: FakeImages
  let ip = 0
  beforeAll(async () => {
    // An image model, so cover art's valid requests reach it rather than the 503 of none configured.
    images = await startFakeImages()
    // Each request comes from its own address, so per-address rate limits do not hide a route's answer.
    app = await startTestApp({
      kind,
      provider: createOfflineWriter({ chunkDelayMs: 0 }),
      env: {
        TRUST_PROXY: 'true',
        AUTH_SIGNUPS_PER_IP_PER_5_MIN: '100000',
        AI_IMAGE_MODEL: 'openai:gpt-image-1',
        OPENAI_API_KEY: 'sk-test',
        AI_IMAGE_BASE_URL: images.baseURL,
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await images.close()
  })

  async function fixture(): Promise<Fixture> {
    const user = await draftUser(app, 40)
    const email = (await app.db.query<{ email: string }>('select email from auth.users where id = $1', [user.id])).rows[0]!.email
    const chapterId = crypto.randomUUID()
    const project = await user.post('/projects', { ...sampleDocument(), chapters: [{ id: chapterId, title: 'One', content: 'Text' }] })
    const job = await user.post('/draft/start', { ...start, outline: outline(3) })
    const checkout = await user.post('/checkout/session', { pack: 'starter' })
    const factor = await fetch(`${app.url}/auth/v1/factors`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'totp' }),
    })
    return {
      userId: user.id,
      email,
      token: user.token,
      id: project.body.id as string,
      chapterId,
      jobId: job.body.jobId as string,
      sessionId: checkout.body.sessionId as string,
      factorId: ((await factor.json()) as { id: string }).id,
    }
  }

  function send(route: Route, f: Fixture, path: string, query: string, body: string | undefined) {
    const headers: Record<string, string> = {
      'x-forwarded-for': `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      apikey: app.anonKey,
    }
    if (route.as === 'user') headers.authorization = `Bearer ${f.token}`
    if (route.as === 'admin') headers.authorization = `Bearer ${app.serviceRoleKey}`
    if (body !== undefined) headers['content-type'] = route.form ? 'application/x-www-form-urlencoded' : 'application/json'
    const fresh = body?.replaceAll(FRESH_EMAIL, `fresh-${crypto.randomUUID()}@example.com`)
    return fetch(`${app.url}${path}${query ? `?${query}` : ''}`, { method: route.method, headers, body: fresh, redirect: 'manual' })
  }

  // A JSON body as the form the local checkout reads: each field's JSON text, percent-encoded.
  const formText = (json: string) => {
    try {
      const value: unknown = JSON.parse(json)
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return json
      return new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString()
    } catch {
      return json
    }
  }

  it('strips NUL from document text, refuses it elsewhere, and caps JSON depth, with clear answers', async () => {
    const f = await fixture()
    const api = (method: string, path: string, body: string) =>
      fetch(`${app.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${f.token}`, apikey: app.anonKey, 'content-type': 'application/json' },
        body,
      })
    const answer = async (res: Response) => [res.status, await res.json()] as const

    const saved = await api('PUT', `/api/projects/${f.id}`, JSON.stringify({ ...sampleDocument(), title: `Tom${NUL}atoes` }))
    expect(saved.status).toBe(200)
    expect((await app.db.query('select title from public.projects where id = $1', [f.id])).rows[0]).toEqual({ title: 'Tomatoes' })
    const renamed = await api('PATCH', `/api/projects/${f.id}`, JSON.stringify({ title: ` ${NUL} ` }))
    expect(await answer(renamed)).toMatchObject([400, { code: 'validation_failed', message: 'title: Please enter a title' }])

    const confirm = await api('POST', '/api/checkout/confirm', JSON.stringify({ sessionId: `cs_${NUL}` }))
    expect(await answer(confirm)).toEqual([
      400,
      { code: 'validation_failed', message: `sessionId: ${NUL_MESSAGE}`, issues: [{ path: 'sessionId', message: NUL_MESSAGE }] },
    ])
    const deep = await api('POST', '/api/outline', `{"topic":${deepJson(MAX_JSON_DEPTH)}}`)
    expect(await answer(deep)).toEqual([
      400,
      { code: 'json_too_deep', message: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.` },
    ])

    const token = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: app.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${f.email}${NUL}`, password: 'whatever-1' }),
    })
    expect(await answer(token)).toMatchObject([400, { error_code: 'validation_failed', msg: `email: ${NUL_MESSAGE}` }])
    for (const [method, path] of [
      ['POST', '/auth/v1/signup'],
      ['PUT', '/auth/v1/user'],
    ] as const) {
      const res = await api(
        method,
        path,
        `{"email":"deep-${crypto.randomUUID()}@example.com","password":"correct-horse-battery-9","data":${deepJson(3000, 'object')}}`,
      )
      expect(await answer(res)).toMatchObject([
        400,
        { error_code: 'validation_failed', msg: expect.stringContaining(`more than ${MAX_JSON_DEPTH} levels`) },
      ])
    }
    const rest = await api('POST', '/rest/v1/profiles', `{"id":"${f.userId}","credits":${deepJson(10_000)}}`)
    expect(await answer(rest)).toMatchObject([400, { code: 'PGRST102' }])

    for (const path of ['/checkout/local/%00', `/api/projects/${f.id}%00`, '/auth/v1/admin/users/%00', '/rest/v1/profiles?id=eq.%00']) {
      const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${f.token}`, apikey: app.anonKey } })
      expect([path, res.status, JSON.stringify(await res.json())]).toEqual([path, 400, expect.stringContaining(NUL_IN_URL_MESSAGE)])
    }
  })

  it.each(
    routes.map(
      (route) =>
        [`${route.method} ${route.path}${route.query ? ` ?${Object.keys(route.query({} as Fixture)).join('&')}` : ''}`, route] as const,
    ),
  )('%s', async (_, route) => {
    const f = await fixture()
    const params: Record<string, string> = { id: f.id, sessionId: f.sessionId, factorId: f.factorId, userId: f.userId }
    const validPath = route.path.replace(/:(\w+)/g, (_, n: string) => params[n] ?? 'x')
    const validQuery = route.query
      ? Object.entries(route.query(f))
          .map(([k, v]) => `${k}=${v}`)
          .join('&')
      : ''
    const base = route.body?.(f)
    const cases: { name: string; path: string; query: string; body?: string }[] = []
    const bodyText = (text: string) => (route.form ? formText(text) : text)
    if (base !== undefined)
      for (const v of bodyVariants(base)) cases.push({ name: v.name, path: validPath, query: validQuery, body: bodyText(v.text) })
    const baseBody = base === undefined ? undefined : bodyText(JSON.stringify(base))
    for (const v of pathVariants(route.path, params)) cases.push({ name: v.name, path: v.path, query: validQuery, body: baseBody })
    if (route.query)
      for (const v of queryVariants(route.query(f))) cases.push({ name: v.name, path: validPath, query: v.query, body: baseBody })
    // The valid request last: it may end what the others need (a logout, a delete).
    cases.push({ name: 'valid request', path: validPath, query: validQuery, body: baseBody })

    const failures: string[] = []
    const last = cases.pop()!
    // Four at a time (argon2 and the database are the slow parts), then the valid request alone.
    const queue = [...cases]
    const probe = async (c: (typeof cases)[number]) => {
      // An early 413 (before the client has sent all of a large body) closes the connection, and
      // the next request on the same pooled socket can find it closed: that one is sent again.
      const res = await send(route, f, c.path, c.query, c.body).catch(() => send(route, f, c.path, c.query, c.body))
      const text = await res.text()
      if (res.status >= 500) failures.push(`${c.name} → ${res.status} ${text.slice(0, 160)}`)
    }
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) await probe(c)
      }),
    )
    await probe(last)
    expect(failures).toEqual([])
  })
})
