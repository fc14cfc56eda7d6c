import { createHash, randomBytes } from 'node:crypto'
import { createClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { codeVerifierMatches, createFlowState, parsePkceChallenge } from './pkce.ts'
import { NoRealtime, newEmail } from '../../../tests/support/supabase-client.ts'

const PASSWORD = 'correct-horse-battery-9'

const newVerifier = () => randomBytes(42).toString('base64url')
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

function exchange(app: TestApp, body: unknown) {
  return fetch(`${app.url}/auth/v1/token?grant_type=pkce`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01', apikey: app.anonKey },
    body: JSON.stringify(body),
  })
}

describe('parsePkceChallenge', () => {
  const challenge = s256(newVerifier())

  it('reads the implicit flow (nothing, or nulls as supabase-js sends) as no challenge', () => {
    expect(parsePkceChallenge(undefined, undefined)).toBeUndefined()
    expect(parsePkceChallenge(null, null)).toBeUndefined()
  })

  it('accepts s256 and plain in any case', () => {
    expect(parsePkceChallenge(challenge, 'S256')).toEqual({ codeChallenge: challenge, method: 's256' })
    expect(parsePkceChallenge(challenge, 'plain')).toEqual({ codeChallenge: challenge, method: 'plain' })
  })

  it.each([
    [challenge, null, 'PKCE flow requires code_challenge_method and code_challenge'],
    [null, 's256', 'PKCE flow requires code_challenge_method and code_challenge'],
    ['a'.repeat(42), 's256', 'code challenge has to be between 43 and 128 characters'],
    ['a'.repeat(129), 's256', 'code challenge has to be between 43 and 128 characters'],
    [`${'a'.repeat(43)}=`, 's256', 'code challenge can only contain alphanumeric characters, hyphens, periods, underscores and tildes'],
    [challenge, 'md5', 'code challenge method not supported'],
  ])('refuses challenge %s with method %s', (c, m, message) => {
    expect(() => parsePkceChallenge(c, m)).toThrow(message)
  })

  it('matches verifiers to challenges', () => {
    const verifier = newVerifier()
    expect(codeVerifierMatches({ codeChallenge: s256(verifier), method: 's256' }, verifier)).toBe(true)
    expect(codeVerifierMatches({ codeChallenge: s256(verifier), method: 's256' }, newVerifier())).toBe(false)
    expect(codeVerifierMatches({ codeChallenge: verifier, method: 'plain' }, verifier)).toBe(true)
    expect(codeVerifierMatches({ codeChallenge: s256(verifier), method: 'plain' }, verifier)).toBe(false)
  })
})

describe('POST /auth/v1/token?grant_type=pkce', () => {
  let app: TestApp
  let userId: string

  beforeAll(async () => {
    app = await startTestApp()
    const sb = createClient(app.url, app.anonKey, { realtime: { transport: NoRealtime as never }, auth: { persistSession: false } })
    const { data, error } = await sb.auth.signUp({ email: newEmail('pkce'), password: PASSWORD })
    if (error) throw error
    userId = data.user!.id
  })
  afterAll(() => app.close())

  async function newCode(verifier: string, method: 's256' | 'plain' = 's256') {
    const codeChallenge = method === 's256' ? s256(verifier) : verifier
    return createFlowState(app.db, { userId, codeChallenge, method, authenticationMethod: 'email/signup' })
  }

  it('trades a code and its verifier for a session once, and stores only the code hash', async () => {
    const verifier = newVerifier()
    const code = await newCode(verifier)
    const stored = await app.db.query<{ auth_code_hash: string }>('select auth_code_hash from auth.flow_state where user_id = $1', [userId])
    expect(stored.rows.map((r) => r.auth_code_hash)).not.toContain(code)

    const res = await exchange(app, { auth_code: code, code_verifier: verifier })
    expect(res.status).toBe(200)
    const session = (await res.json()) as { access_token: string; refresh_token: string; user: { id: string } }
    expect(session.user.id).toBe(userId)
    expect(session.refresh_token).toBeTruthy()
    expect(decodeJwt(session.access_token).amr).toEqual([{ method: 'email/signup', timestamp: expect.any(Number) }])

    const again = await exchange(app, { auth_code: code, code_verifier: verifier })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' })
  })

  it('works with the plain method', async () => {
    const verifier = newVerifier()
    expect((await exchange(app, { auth_code: await newCode(verifier, 'plain'), code_verifier: verifier })).status).toBe(200)
  })

  it('works through supabase-js exchangeCodeForSession with the verifier it stored', async () => {
    const verifier = newVerifier()
    const code = await newCode(verifier)
    const memory = new Map<string, string>()
    const storage = {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    }
    const sb = createClient(app.url, app.anonKey, {
      realtime: { transport: NoRealtime as never },
      auth: { flowType: 'pkce', storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    })
    // As if this client had started the flow: it keeps the verifier under `<storage key>-code-verifier`
    // (set after start-up, which clears a verifier left without a session).
    await sb.auth.getSession()
    memory.set('sb-127-auth-token-code-verifier', JSON.stringify(verifier))
    const { data, error } = await sb.auth.exchangeCodeForSession(code)
    expect(error).toBeNull()
    expect(data.user?.id).toBe(userId)
    expect((await sb.auth.getSession()).data.session?.access_token).toBe(data.session?.access_token)
  })

  it('answers a wrong verifier with 400 bad_code_verifier and keeps the code for the real owner', async () => {
    const verifier = newVerifier()
    const code = await newCode(verifier)
    const wrong = await exchange(app, { auth_code: code, code_verifier: newVerifier() })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      code: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    })
    expect((await exchange(app, { auth_code: code, code_verifier: verifier })).status).toBe(200)
  })

  it('answers an expired code with 422 flow_state_expired', async () => {
    const verifier = newVerifier()
    const code = await newCode(verifier)
    await app.db.query(`update auth.flow_state set expires_at = now() - interval '1 second' where expires_at > now()`)
    const res = await exchange(app, { auth_code: code, code_verifier: verifier })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' })
  })

  it('gives codes five minutes', async () => {
    await newCode(newVerifier())
    const row = await app.db.query<{ seconds: number }>(
      'select extract(epoch from expires_at - created_at)::int as seconds from auth.flow_state order by created_at desc limit 1',
    )
    expect(Number(row.rows[0]?.seconds)).toBe(300)
  })

  it('answers an unknown code with 404 and missing fields with 400', async () => {
    expect((await exchange(app, { auth_code: 'made-up', code_verifier: newVerifier() })).status).toBe(404)
    const missing = await exchange(app, { auth_code: 'made-up' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      code: 'validation_failed',
      message: 'invalid request: both auth code and code verifier should be non-empty',
    })
  })
})
