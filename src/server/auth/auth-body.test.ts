import { describe, expect, it } from 'vitest'
import { assertAcceptablePassword, normalizeEmail, weakPassword } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'

describe('normalizeEmail', () => {
  it('lower-cases valid addresses', () => {
    expect(normalizeEmail('Ada.Lovelace+folio@Example.co.uk')).toBe('ada.lovelace+folio@example.co.uk')
  })

  it.each([
    ['', 'An email address is required'],
    [`${'a'.repeat(250)}@example.com`, 'An email address is too long'],
    ['no-at-sign', 'Unable to validate email address: invalid format'],
    ['two@@example.com', 'Unable to validate email address: invalid format'],
    ['spaces in@example.com', 'Unable to validate email address: invalid format'],
    ['nodot@localhost', 'Unable to validate email address: invalid format'],
  ])('refuses %j: %s', (email, message) => {
    expect(() => normalizeEmail(email)).toThrow(new AuthError('validation_failed', message))
  })
})

describe('weak passwords', () => {
  it('are none for a long uncommon password', () => {
    expect(weakPassword('correct-horse-battery-9')).toBeUndefined()
    expect(() => assertAcceptablePassword('correct-horse-battery-9')).not.toThrow()
  })

  it('carry reasons in the error body for the client', () => {
    const error = (() => {
      try {
        assertAcceptablePassword('x7#k2')
      } catch (e) {
        return e as AuthError
      }
    })()
    expect(error).toMatchObject({ code: 'weak_password', status: 422, extra: { weak_password: { reasons: ['length'] } } })
  })

  it('counts the 72-byte cap in bytes, as GoTrue does', () => {
    expect(() => assertAcceptablePassword('é'.repeat(36) + 'x')).toThrow('Password cannot be longer than 72 characters')
    expect(() => assertAcceptablePassword('é'.repeat(36))).not.toThrow()
  })
})
