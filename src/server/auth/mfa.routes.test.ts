import type { Session, SupabaseClient } from '@supabase/supabase-js'
import { decodeJwt } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { databaseKinds } from '../../../tests/support/databases.ts'
import { startTestApp, type TestApp } from '../../../tests/support/test-app.ts'
import { VERIFY_FAILURE_LIMIT } from './mfa.routes.ts'
import { findSession } from './sessions.queries.ts'
import { findUserByEmail, listFactors } from './users.queries.ts'
import { TEST_PASSWORD as PASSWORD, testClient } from '../../../tests/support/supabase-client.ts'

let app: TestApp
afterEach(() => vi.useRealTimers())

let counter = 0
const uniqueEmail = () => `mfa-${Date.now()}-${++counter}@example.com`

const newClient = (key?: string): SupabaseClient => testClient(app, key)

const created = new Set<string>()

/** A fresh password sign-in (aal1) for `email`; the admin API creates the account the first time. */
async function signIn(email: string): Promise<SupabaseClient> {
  if (!created.has(email)) {
    const { error } = await newClient(app.serviceRoleKey).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true })
    if (error) throw error
    created.add(email)
  }
  const client = newClient()
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
  if (error) throw error
  return client
}

const codeAt = (secret: string, timestamp = Date.now()) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp })

/** A 6-digit code that matches none of the steps the server accepts right now. */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeAt(secret, Date.now() + d)))
  let n = 0
  while (valid.has(String(n).padStart(6, '0'))) n++
  return String(n).padStart(6, '0')
}

async function currentSession(client: SupabaseClient): Promise<Session> {
  const { data } = await client.auth.getSession()
  if (!data.session) throw new Error('no session')
  return data.session
}

async function enrolledAndVerified(client: SupabaseClient, friendlyName?: string) {
  const { data: factor, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  if (error) throw error
  const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id })
  if (!challenge) throw new Error('no challenge')
  const code = codeAt(factor.totp.secret)
  const verified = await client.auth.mfa.verify({ factorId: factor.id, challengeId: challenge.id, code })
  if (verified.error) throw verified.error
  return { factor, code, session: verified.data }
}

// Locks, the replay check and the session updates are SQL that must behave the same on both.
describe.each(databaseKinds)('MFA on %s', (kind) => {
  beforeAll(async () => {
    app = await startTestApp({ kind })
  })
  afterAll(() => app.close())

  describe('POST /factors (enroll)', () => {
    it('returns an SVG QR code, a base32 secret and the otpauth URI, and stores an unverified factor', async () => {
      const email = uniqueEmail()
      const client = await signIn(email)
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone', issuer: 'Folio' })
      expect(error).toBeNull()
      expect(data?.type).toBe('totp')
      expect(data?.friendly_name).toBe('Phone')
      // supabase-js prefixes the SVG it received into a data URL.
      expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,(<\?xml[^>]*>\s*)?<svg[\s\S]*<\/svg>\s*$/)
      expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
      const uri = new URL(data?.totp.uri ?? '')
      expect(uri.protocol).toBe('otpauth:')
      expect(uri.host).toBe('totp')
      expect(decodeURIComponent(uri.pathname)).toBe(`/Folio:${email}`)
      expect(uri.searchParams.get('secret')).toBe(data?.totp.secret)
      expect(uri.searchParams.get('issuer')).toBe('Folio')

      const user = await findUserByEmail(app.db, email)
      const factors = await listFactors(app.db, user?.id ?? '')
      expect(factors.map((f) => [f.id, f.status])).toEqual([[data?.id, 'unverified']])
    })

    it('defaults the issuer to the site host', async () => {
      const client = await signIn(uniqueEmail())
      const { data } = await client.auth.mfa.enroll({ factorType: 'totp' })
      expect(new URL(data?.totp.uri ?? '').searchParams.get('issuer')).toBe(new URL(app.url).host)
      expect(data?.friendly_name).toBe('')
    })

    it('replaces an abandoned (unverified) enrolment, even under the same name', async () => {
      const email = uniqueEmail()
      const client = await signIn(email)
      const first = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })
      const second = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' })
      expect(second.error).toBeNull()
      const factors = await listFactors(app.db, (await findUserByEmail(app.db, email))?.id ?? '')
      expect(factors.map((f) => f.id)).toEqual([second.data?.id])
      expect(factors[0]?.id).not.toBe(first.data?.id)
    })

    it('refuses a name already used by a verified factor, and a new factor from an aal1 session', async () => {
      const email = uniqueEmail()
      const client = await signIn(email)
      await enrolledAndVerified(client, 'Phone')
      const clash = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
      expect(clash.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
      const other = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Tablet' })
      expect(other.error).toBeNull()

      const aal1 = await signIn(email)
      const refused = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Watch' })
      expect(refused.error).toMatchObject({ status: 403, code: 'insufficient_aal' })
    })

    it('accepts only totp factors and needs a signed-in user', async () => {
      const client = await signIn(uniqueEmail())
      const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+15555550100' })
      expect(phone.error).toMatchObject({ status: 400, code: 'validation_failed' })

      const anonymous = await fetch(`${app.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: app.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ factor_type: 'totp' }),
      })
      expect(anonymous.status).toBe(401)
      expect(await anonymous.json()).toMatchObject({ code: 'no_authorization' })

      const withAnonKey = await fetch(`${app.url}/auth/v1/factors`, {
        method: 'POST',
        headers: { apikey: app.anonKey, authorization: `Bearer ${app.anonKey}`, 'x-supabase-api-version': '2024-01-01' },
        body: JSON.stringify({ factor_type: 'totp' }),
      })
      expect(withAnonKey.status).toBe(403)
    })
  })

  describe('challenge and verify', () => {
    it('raises the session to aal2 with a totp amr entry and a fresh session', async () => {
      const email = uniqueEmail()
      const client = await signIn(email)
      const before = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(before.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
      const oldSession = await currentSession(client)

      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' })
      if (!factor) throw new Error('enroll failed')
      const { data: challenge, error: challengeError } = await client.auth.mfa.challenge({ factorId: factor.id })
      expect(challengeError).toBeNull()
      expect(challenge?.type).toBe('totp')
      const expiresIn = (challenge?.expires_at ?? 0) - Date.now() / 1000
      expect(expiresIn).toBeGreaterThan(290)
      expect(expiresIn).toBeLessThanOrEqual(300)

      const { data, error } = await client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: challenge?.id ?? '',
        code: codeAt(factor.totp.secret),
      })
      expect(error).toBeNull()
      expect(data?.refresh_token).not.toBe(oldSession.refresh_token)
      const claims = decodeJwt(data?.access_token ?? '')
      expect(claims.aal).toBe('aal2')
      expect(claims.session_id).toBe(decodeJwt(oldSession.access_token).session_id)
      expect((claims.amr as { method: string }[]).map((a) => a.method).sort()).toEqual(['password', 'totp'])
      expect(data?.user.factors?.map((f) => [f.id, f.status])).toEqual([[factor.id, 'verified']])

      // The client stored the new session: the level is read from it.
      expect((await currentSession(client)).access_token).toBe(data?.access_token)
      const after = await client.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(after.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    })

    it('makes the next password sign-in ask for the code (aal1 → aal2), and signs out older aal1 sessions', async () => {
      const email = uniqueEmail()
      const stale = await signIn(email)
      const staleId = decodeJwt((await currentSession(stale)).access_token).session_id as string
      const client = await signIn(email)
      const { factor } = await enrolledAndVerified(client)
      expect(await findSession(app.db, staleId)).toBeUndefined()

      const next = await signIn(email)
      const level = await next.auth.mfa.getAuthenticatorAssuranceLevel()
      expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
      // What the sign-in screen then does with the code the user types (a later step: the first is spent).
      const { data: factors } = await next.auth.mfa.listFactors()
      expect(factors?.totp.map((f) => f.id)).toEqual([factor.id])
      const { error } = await next.auth.mfa.challengeAndVerify({
        factorId: factor.id,
        code: codeAt(factor.totp.secret, Date.now() + 30_000),
      })
      expect(error).toBeNull()
      expect((await next.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    })

    it('refuses a wrong code and keeps the challenge usable', async () => {
      const client = await signIn(uniqueEmail())
      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' })
      if (!factor) throw new Error('enroll failed')
      const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id })
      const challengeId = challenge?.id ?? ''
      const wrong = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrongCode(factor.totp.secret) })
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })
      const notDigits = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: 'abcdef' })
      expect(notDigits.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
      expect((await listFactors(app.db, decodeJwt((await currentSession(client)).access_token).sub ?? ''))[0]?.status).toBe('unverified')

      const right = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeAt(factor.totp.secret) })
      expect(right.error).toBeNull()
    })

    it('refuses a code whose time step was already used, but takes the next step', async () => {
      const client = await signIn(uniqueEmail())
      const { factor, code } = await enrolledAndVerified(client)
      const again = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code })
      expect(again.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' })
      const later = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code: codeAt(factor.totp.secret, Date.now() + 30_000) })
      expect(later.error).toBeNull()
    })

    it('refuses a used challenge and one older than five minutes', async () => {
      const client = await signIn(uniqueEmail())
      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' })
      if (!factor) throw new Error('enroll failed')
      const { data: used } = await client.auth.mfa.challenge({ factorId: factor.id })
      await client.auth.mfa.verify({ factorId: factor.id, challengeId: used?.id ?? '', code: codeAt(factor.totp.secret) })
      const reused = await client.auth.mfa.verify({
        factorId: factor.id,
        challengeId: used?.id ?? '',
        code: codeAt(factor.totp.secret, Date.now() + 30_000),
      })
      expect(reused.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })

      const { data: old } = await client.auth.mfa.challenge({ factorId: factor.id })
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 })
      const expired = await client.auth.mfa.verify({ factorId: factor.id, challengeId: old?.id ?? '', code: codeAt(factor.totp.secret) })
      expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' })
    })

    it("treats another user's factor as not found, and wants UUIDs", async () => {
      const owner = await signIn(uniqueEmail())
      const { data: factor } = await owner.auth.mfa.enroll({ factorType: 'totp' })
      const { data: challenge } = await owner.auth.mfa.challenge({ factorId: factor?.id ?? '' })
      const intruder = await signIn(uniqueEmail())
      const challengeOther = await intruder.auth.mfa.challenge({ factorId: factor?.id ?? '' })
      expect(challengeOther.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
      const verifyOther = await intruder.auth.mfa.verify({
        factorId: factor?.id ?? '',
        challengeId: challenge?.id ?? '',
        code: codeAt(factor?.totp.secret ?? ''),
      })
      expect(verifyOther.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
      const unenrollOther = await intruder.auth.mfa.unenroll({ factorId: factor?.id ?? '' })
      expect(unenrollOther.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })

      const badId = await owner.auth.mfa.challenge({ factorId: 'not-a-uuid' })
      expect(badId.error).toMatchObject({ status: 400, code: 'validation_failed' })
      const badChallenge = await owner.auth.mfa.verify({ factorId: factor?.id ?? '', challengeId: 'nope', code: '123456' })
      expect(badChallenge.error).toMatchObject({ status: 400, code: 'validation_failed' })
    })
  })

  describe('DELETE /factors/{id} (unenroll)', () => {
    it('needs aal2 for a verified factor, then drops the session back to aal1', async () => {
      const email = uniqueEmail()
      const client = await signIn(email)
      const { factor, session } = await enrolledAndVerified(client)
      const aal1 = await signIn(email)
      const refused = await aal1.auth.mfa.unenroll({ factorId: factor.id })
      expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' })

      const { data, error } = await client.auth.mfa.unenroll({ factorId: factor.id })
      expect(error).toBeNull()
      expect(data).toEqual({ id: factor.id })
      const sessionId = decodeJwt(session?.access_token ?? '').session_id as string
      expect((await findSession(app.db, sessionId))?.aal).toBe('aal1')
      // The next refresh carries the lower level.
      const { data: refreshed, error: refreshError } = await client.auth.refreshSession()
      expect(refreshError).toBeNull()
      const claims = decodeJwt(refreshed.session?.access_token ?? '')
      expect(claims.aal).toBe('aal1')
      expect((claims.amr as { method: string }[]).map((a) => a.method)).toEqual(['password'])
      expect(refreshed.user?.factors ?? []).toEqual([])
      expect((await client.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    })

    it('lets an aal1 session remove an unverified factor', async () => {
      const client = await signIn(uniqueEmail())
      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' })
      const { data, error } = await client.auth.mfa.unenroll({ factorId: factor?.id ?? '' })
      expect(error).toBeNull()
      expect(data).toEqual({ id: factor?.id })
    })
  })

  describe('guessing', () => {
    it(`stops after ${VERIFY_FAILURE_LIMIT.limit} failed codes per factor, counting only the owner's attempts`, async () => {
      const client = await signIn(uniqueEmail())
      const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp' })
      if (!factor) throw new Error('enroll failed')
      const intruder = await signIn(uniqueEmail())
      for (let i = 0; i < VERIFY_FAILURE_LIMIT.limit + 2; i++) {
        await intruder.auth.mfa.challengeAndVerify({ factorId: factor.id, code: '000000' })
      }
      const { data: challenge } = await client.auth.mfa.challenge({ factorId: factor.id })
      const challengeId = challenge?.id ?? ''
      for (let i = 0; i < VERIFY_FAILURE_LIMIT.limit; i++) {
        const { error } = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: wrongCode(factor.totp.secret) })
        expect(error?.code).toBe('mfa_verification_failed')
      }
      const blocked = await client.auth.mfa.verify({ factorId: factor.id, challengeId, code: codeAt(factor.totp.secret) })
      expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
    })
  })
})
