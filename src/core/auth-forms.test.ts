import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  authMessages,
  changePasswordSchema,
  newPasswordSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
  totpCodeSchema,
} from './auth-forms.ts'

/** Field → its messages, as a form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value)
  if (result.success) return {}
  const out: Record<string, string[]> = {}
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message)
  return out
}

describe('the validation messages (docs/product.md#form-validation)', () => {
  it('are word for word', () => {
    expect(authMessages.email).toBe('Please enter a valid email address')
    expect(authMessages.password).toBe('Password must be at least 6 characters')
    expect(authMessages.confirmPassword).toBe('Please confirm your password')
    expect(authMessages.mismatch).toBe("Passwords don't match")
  })
})

describe('signInSchema', () => {
  it('accepts a valid address and a 6-character password, trimming the address', () => {
    expect(signInSchema.parse({ email: ' ann@example.com ', password: 'secret' })).toEqual({
      email: 'ann@example.com',
      password: 'secret',
    })
  })

  it.each(['', 'ann', 'ann@', '@example.com', 'ann@example', 'ann example@x.com'])('rejects the address %j', (email) => {
    expect(errorsOf(signInSchema, { email, password: 'secret' })).toEqual({ email: [authMessages.email] })
  })

  it('rejects a password shorter than 6 characters', () => {
    expect(errorsOf(signInSchema, { email: 'ann@example.com', password: '12345' })).toEqual({
      password: [authMessages.password],
    })
  })

  it('reports both fields of an empty form', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: [authMessages.email],
      password: [authMessages.password],
    })
  })
})

describe('signUpSchema', () => {
  const valid = { email: 'ann@example.com', password: 'secret1', confirmPassword: 'secret1' }

  it('accepts matching passwords', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid)
  })

  it("says 'Please confirm your password' for a short confirmation", () => {
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: '' })).toMatchObject({
      confirmPassword: [authMessages.confirmPassword],
    })
  })

  it("puts 'Passwords don't match' on confirmPassword", () => {
    expect(errorsOf(signUpSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: [authMessages.mismatch],
    })
  })

  it('checks email and password like sign-in', () => {
    expect(errorsOf(signUpSchema, { email: 'x', password: '1', confirmPassword: '1' })).toMatchObject({
      email: [authMessages.email],
      password: [authMessages.password],
      confirmPassword: [authMessages.confirmPassword],
    })
  })
})

describe('resetSchema', () => {
  it('uses the same email rule', () => {
    expect(errorsOf(resetSchema, { email: 'nope' })).toEqual({ email: [authMessages.email] })
    expect(resetSchema.parse({ email: 'ann@example.com' })).toEqual({ email: 'ann@example.com' })
  })
})

describe('newPasswordSchema and changePasswordSchema', () => {
  it('need a 6-character password typed twice', () => {
    expect(errorsOf(newPasswordSchema, { password: 'abc', confirmPassword: 'abd' })).toMatchObject({
      password: [authMessages.password],
      confirmPassword: [authMessages.confirmPassword],
    })
    expect(errorsOf(newPasswordSchema, { password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: [authMessages.mismatch],
    })
  })

  it('changing a password also needs the current one', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: '', password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      currentPassword: [authMessages.currentPassword],
    })
  })
})

describe('totpCodeSchema', () => {
  it('accepts six digits, also with spaces between them', () => {
    expect(totpCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' })
  })

  it.each(['', '12345', '1234567', 'abcdef'])('rejects %j', (code) => {
    expect(errorsOf(totpCodeSchema, { code })).toEqual({ code: [authMessages.totpCode] })
  })
})
