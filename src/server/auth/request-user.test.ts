import { exportSPKI, generateKeyPair, importJWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { signAccessToken } from './access-token.ts'
import { startSession } from './sessions.ts'
import { insertUser } from './users.queries.ts'

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('product API authentication (embedded keys)', () => {
  let app: TestApp
  let user: { id: string; token: string }
  const get = (path: string, token?: string) =>
    fetch(`${app.url}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

  beforeAll(async () => {
    app = await startTestApp()
    const session = await app.db.transaction(async (tx) => {
      const row = await insertUser(tx, { email: 'reader@example.com', encryptedPassword: null, confirmed: true })
      return startSession(app.auth, tx, row, 'password')
    })
    user = { id: session.user.id, token: session.access_token }
  })
  afterAll(() => app.close())

  async function expectUnauthorized(token: string | undefined) {
    const res = await get('/me', token)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'unauthorized', message: 'Please sign in to continue.' })
  }

  it('knows the user from a valid access token', async () => {
    const res = await get('/me', user.token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ id: user.id, email: 'reader@example.com' })
  })

  it('answers 401 JSON without a token or with a malformed header', async () => {
    await expectUnauthorized(undefined)
    await expectUnauthorized('not-a-jwt')
    const res = await fetch(`${app.url}/api/me`, { headers: { Authorization: user.token } })
    expect(res.status).toBe(401)
  })

  it('refuses a tampered token', async () => {
    const [header, , signature] = user.token.split('.')
    const payload = JSON.parse(Buffer.from(user.token.split('.')[1] ?? '', 'base64url').toString())
    await expectUnauthorized([header, b64({ ...payload, sub: crypto.randomUUID() }), signature].join('.'))
  })

  it('refuses an expired token', async () => {
    const expired = await signAccessToken(
      app.auth.key,
      { sub: user.id, aud: 'authenticated', role: 'authenticated', email: 'reader@example.com' },
      app.auth.issuer,
      -30,
    )
    await expectUnauthorized(expired)
  })

  it('refuses a well-signed user token that names no live session (401 session_not_found)', async () => {
    const claims = { sub: user.id, aud: 'authenticated', role: 'authenticated', email: 'reader@example.com' }
    const withoutSession = await signAccessToken(app.auth.key, claims, app.auth.issuer, 600)
    const unknownSession = await signAccessToken(app.auth.key, { ...claims, session_id: crypto.randomUUID() }, app.auth.issuer, 600)
    for (const token of [withoutSession, unknownSession]) {
      const res = await get('/me', token)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ code: 'session_not_found', message: 'You have been signed out. Please sign in again.' })
    }
  })

  it('refuses alg "none"', async () => {
    const now = Math.floor(Date.now() / 1000)
    const claims = { sub: user.id, aud: 'authenticated', role: 'authenticated', iss: app.auth.issuer, iat: now, exp: now + 600 }
    await expectUnauthorized(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`)
  })

  it('refuses HS256 signed with the public key (algorithm confusion)', async () => {
    const publicPem = await exportSPKI((await importJWK(app.auth.key.publicJwk, 'ES256')) as CryptoKey)
    for (const secret of [publicPem, JSON.stringify(app.auth.key.publicJwk)]) {
      const forged = await new SignJWT({ role: 'authenticated', email: 'reader@example.com' })
        .setProtectedHeader({ alg: 'HS256', kid: app.auth.key.kid })
        .setSubject(user.id)
        .setAudience('authenticated')
        .setIssuer(app.auth.issuer)
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode(secret))
      await expectUnauthorized(forged)
    }
  })

  it('refuses a token signed by another key, and the anon and service-role keys (nobody’s session)', async () => {
    const { privateKey } = await generateKeyPair('ES256')
    const foreign = await new SignJWT({ role: 'authenticated' })
      .setProtectedHeader({ alg: 'ES256', kid: app.auth.key.kid })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuer(app.auth.issuer)
      .setExpirationTime('10m')
      .sign(privateKey)
    await expectUnauthorized(foreign)
    await expectUnauthorized(app.anonKey)
    await expectUnauthorized(app.serviceRoleKey)
  })

  it('GET /api/__debug/credits answers the signed-in balance, 401 without a user', async () => {
    const res = await get('/__debug/credits', user.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({ credits: 2 })
    const anonymous = await get('/__debug/credits')
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).code).toBe('unauthorized')
  })

  it('GET /api/__debug/credits reads the current balance, and 404s without a profile', async () => {
    await app.db.query('update public.profiles set credits = 7 where id = $1', [user.id])
    expect(await (await get('/__debug/credits', user.token)).json()).toEqual({ credits: 7 })
    await app.db.query('delete from public.profiles where id = $1', [user.id])
    const res = await get('/__debug/credits', user.token)
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('not_found')
  })
})
