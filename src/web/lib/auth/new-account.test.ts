// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isNewAccountSession, markNewAccount, sessionIdOf } from './new-account.ts'

/** An unsigned JWT with `claims` (only the payload is read here; the server checks signatures). */
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`
const session = (sessionId: string) => ({ access_token: token({ sub: 'u1', session_id: sessionId }) })

describe('sessionIdOf', () => {
  it('reads the session_id claim of a base64url payload', () => {
    // '??>' encodes to base64 with '+' and '/', base64url with '-' and '_'.
    expect(sessionIdOf(token({ session_id: 's-1', note: '??>??>' }))).toBe('s-1')
  })

  it.each(['', 'not-a-jwt', 'a.%%%.c', token({ sub: 'u1' }), token({ session_id: 42 })])('is null for %j', (t) => {
    expect(sessionIdOf(t)).toBeNull()
  })
})

describe('the new-account mark', () => {
  afterEach(() => localStorage.clear())

  it('holds for the session that created the account only', () => {
    markNewAccount(session('first'))
    expect(isNewAccountSession(session('first'))).toBe(true)
    // Signing in again, or another user, is another session.
    expect(isNewAccountSession(session('second'))).toBe(false)
    expect(isNewAccountSession(null)).toBe(false)
  })

  it('is nobody without a mark, and a token without a session id marks nothing', () => {
    expect(isNewAccountSession(session('first'))).toBe(false)
    markNewAccount({ access_token: token({ sub: 'u1' }) })
    expect(localStorage.length).toBe(0)
  })
})
