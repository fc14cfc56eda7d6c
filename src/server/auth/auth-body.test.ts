import { describe, expect, it } from 'vitest'
import { assertAcceptablePassword, normalizeEmail, weakPassword } from './auth-body.ts'
import { AuthError } from './auth-errors.ts'

describe('normalizeEmail', () => {
  it('lower-cases valid addresses', () => {
    expect(normalizeEmail('Ada.Lovelace+folio@Example.co.uk')).toBe('ada.lovelace+folio@example.co.uk')
  })

  it.each([["o'brien@example.ie"], ["a!#$%&'*+/=?^_`{|}~-z@sub-domain.example.com"], [`a@${'x'.repeat(63)}.com`], ['1@2.io']])(
    'accepts %j, as GoTrue does',
    (email) => {
      expect(normalizeEmail(email)).toBe(email.toLowerCase())
    },
  )

  it.each([
    ['', 'An email address is required'],
    [`${'a'.repeat(250)}@example.com`, 'An email address is too long'],
    ['no-at-sign', 'Unable to validate email address: invalid format'],
    ['two@@example.com', 'Unable to validate email address: invalid format'],
    ['spaces in@example.com', 'Unable to validate email address: invalid format'],
    ['nodot@localhost', 'Unable to validate email address: invalid format'],
    // What the issue saw accepted, and what makes a mailer read a list or a route out of one address.
    ['xx:;x@x.x', 'Unable to validate email address: invalid format'],
    ['victim,attacker@evil.com', 'Unable to validate email address: invalid format'],
    ['victim@corp.example,attacker@evil.com', 'Unable to validate email address: invalid format'],
    ['victim@corp.example;attacker@evil.com', 'Unable to validate email address: invalid format'],
    ['"victim attacker"@evil.com', 'Unable to validate email address: invalid format'],
    ['Victim <attacker@evil.com>', 'Unable to validate email address: invalid format'],
    ['a<b>@example.com', 'Unable to validate email address: invalid format'],
    ['a(comment)@example.com', 'Unable to validate email address: invalid format'],
    ['a@[192.0.2.1]', 'Unable to validate email address: invalid format'],
    ['a@evil.com\\@example.com', 'Unable to validate email address: invalid format'],
    ['tab\t@example.com', 'Unable to validate email address: invalid format'],
    ['new\nline@example.com', 'Unable to validate email address: invalid format'],
    ['jos\u00e9@example.com', 'Unable to validate email address: invalid format'],
    ['a@-example.com', 'Unable to validate email address: invalid format'],
    ['a@example-.com', 'Unable to validate email address: invalid format'],
    ['a@example..com', 'Unable to validate email address: invalid format'],
    ['a@example.com.', 'Unable to validate email address: invalid format'],
    [`a@${'x'.repeat(64)}.com`, 'Unable to validate email address: invalid format'],
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
