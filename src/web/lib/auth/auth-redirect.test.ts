import { describe, expect, it } from 'vitest'
import { mightHaveSession, readAuthRedirect } from './auth-redirect.ts'

const base = 'http://127.0.0.1:4173'
const empty = { getItem: () => null }

describe('readAuthRedirect', () => {
  it('reads a recovery link from the hash', () => {
    expect(
      readAuthRedirect(`${base}/auth/callback#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery`),
    ).toEqual({
      type: 'recovery',
      isCallback: true,
    })
  })

  it('reads an error from the hash', () => {
    expect(readAuthRedirect(`${base}/auth/callback#error=access_denied&error_code=otp_expired&error_description=Link+expired`)).toEqual({
      type: null,
      isCallback: true,
    })
  })

  it('lets the hash win over the query, as supabase-js does', () => {
    expect(readAuthRedirect(`${base}/x?type=signup#type=recovery`).type).toBe('recovery')
  })

  it('sees nothing on a plain page', () => {
    expect(readAuthRedirect(`${base}/dashboard?success=1&session_id=cs_1`)).toEqual({ type: null, isCallback: false })
  })
})

describe('mightHaveSession', () => {
  it('is true with a stored session under the key', () => {
    const storage = { getItem: (key: string) => (key === 'sb-127-auth-token' ? '{}' : null) }
    expect(mightHaveSession(storage, 'sb-127-auth-token', `${base}/`)).toBe(true)
    expect(mightHaveSession(storage, 'sb-other-auth-token', `${base}/`)).toBe(false)
  })

  it('is true with tokens in the URL and false otherwise', () => {
    expect(mightHaveSession(empty, 'k', `${base}/auth/callback#access_token=a&refresh_token=r`)).toBe(true)
    expect(mightHaveSession(empty, 'k', `${base}/pricing`)).toBe(false)
  })

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(mightHaveSession(blocked, 'k', `${base}/`)).toBe(false)
    expect(mightHaveSession(null, 'k', `${base}/`)).toBe(false)
  })
})
