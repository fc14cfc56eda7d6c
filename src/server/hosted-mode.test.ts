import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../tests/support/test-app.ts'
import { createApp } from './app.ts'
import { signAccessToken } from './auth/access-token.ts'
import { loadConfig } from './config.ts'
import type { Database } from './db/database.ts'
import { remoteTokenVerifier } from './auth/request-user.ts'
import { testClient } from '../../tests/support/supabase-client.ts'
import { captureLog } from '../../tests/support/capture-log.ts'

// Only validated by the config here: these tests hand the app its database directly.
const HOSTED_DB_URL = 'postgres://folio@127.0.0.1:5432/hosted'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

interface Served {
  url: string
  close(): Promise<void>
}

/**
 * A second Folio process in hosted mode: SUPABASE_URL points at the first instance, which plays
 * the hosted Supabase project. It has its own database, no /auth/v1 and no /rest/v1 of its own,
 * and checks tokens only through the first instance's JWKS over HTTP.
 */
async function startHostedApp(supabaseUrl: string, anonKey: string, db: Database): Promise<Served> {
  const config = loadConfig({ NODE_ENV: 'test', SUPABASE_URL: supabaseUrl, SUPABASE_ANON_KEY: anonKey, DATABASE_URL: HOSTED_DB_URL })
  const app = createApp({ config, db, verifier: remoteTokenVerifier(supabaseUrl, { timeoutMs: 2000 }) })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((done) => server.once('listening', () => done()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

describe('hosted mode: a second app verifying the first one’s tokens through JWKS', () => {
  let supabase: TestApp
  let hosted: Served
  let hostedDb: Database
  let user: { id: string; email: string; token: string }
  const me = (token?: string, base = hosted.url) => fetch(`${base}/api/me`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

  beforeAll(async () => {
    supabase = await startTestApp()
    hostedDb = await createTestDatabase('pglite')
    hosted = await startHostedApp(supabase.url, supabase.anonKey, hostedDb)
    const client = testClient(supabase)
    const email = `hosted-${Date.now()}@example.com`
    const { data, error } = await client.auth.signUp({ email, password: 'correct horse battery staple' })
    if (error || !data.session) throw new Error(`sign-up on the first instance failed: ${error?.message ?? 'no session'}`)
    user = { id: data.session.user.id, email, token: data.session.access_token }
  })
  afterAll(async () => {
    await hosted.close()
    await hostedDb.close()
    await supabase.close()
  })

  it('accepts a session from the first instance on a protected /api route', async () => {
    const res = await me(user.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: user.id, email: user.email })
  })

  it('refuses missing, tampered, expired and alg-none tokens with 401', async () => {
    const [header, payload, signature] = user.token.split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
    const now = Math.floor(Date.now() / 1000)
    const expired = await signAccessToken(
      supabase.auth.key,
      { sub: user.id, aud: 'authenticated', role: 'authenticated' },
      supabase.auth.issuer,
      -30,
    )
    for (const token of [
      undefined,
      [header, b64({ ...claims, email: 'someone-else@example.com' }), signature].join('.'),
      expired,
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: now + 600 })}.`,
      supabase.anonKey,
    ]) {
      const res = await me(token)
      expect(res.status).toBe(401)
      expect((await res.json()).code).toBe('unauthorized')
    }
  })

  it('refuses a token from another project (unknown key, other issuer) with 401, not 503', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const foreign = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: 'another-project' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuer(supabase.auth.issuer)
      .setExpirationTime('10m')
      .sign(privateKey)
    expect((await me(foreign)).status).toBe(401)
    const otherIssuer = await signAccessToken(
      supabase.auth.key,
      { sub: user.id, aud: 'authenticated', role: 'authenticated' },
      'https://other.supabase.co/auth/v1',
      600,
    )
    expect((await me(otherIssuer)).status).toBe(401)
  })

  it('serves neither /auth/v1 nor /rest/v1 itself', async () => {
    for (const path of ['/auth/v1/settings', '/auth/v1/.well-known/jwks.json', '/rest/v1/profiles?select=credits']) {
      const res = await fetch(`${hosted.url}${path}`, { headers: { apikey: supabase.anonKey } })
      expect(res.status).toBe(404)
    }
  })

  it('tells the web app to use the hosted project, and lets the browser connect to it', async () => {
    const res = await fetch(`${hosted.url}/api/config`)
    expect(await res.json()).toEqual({
      supabaseUrl: supabase.url,
      supabaseAnonKey: supabase.anonKey,
      generation: { writer: 'offline', offline: true, draftConcurrency: 30 },
    })
    expect(res.headers.get('content-security-policy')).toContain(`connect-src 'self' ${supabase.url}`)
  })

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const unreachable = remoteTokenVerifier('http://127.0.0.1:9', { timeoutMs: 500 })
    const app = createApp({
      config: loadConfig({ NODE_ENV: 'test', SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: 'k', DATABASE_URL: HOSTED_DB_URL }),
      db: hostedDb,
      verifier: unreachable,
    })
    const logs = captureLog()
    const res = await app.request('/api/me', { headers: { Authorization: `Bearer ${user.token}` } })
    expect(res.status).toBe(503)
    expect((await res.json()).code).toBe('provider_unavailable')
    expect(logs).toContainEqual(expect.objectContaining({ level: 'error', msg: 'Could not fetch the auth key set' }))
  })

  it('keeps verifying from its cached key set while the auth server is down', async () => {
    await supabase.close()
    const res = await me(user.token)
    expect(res.status).toBe(200)
    // Already closed: afterAll must not close it twice.
    supabase = { ...supabase, close: async () => undefined }
  })
})
