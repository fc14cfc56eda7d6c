import { describe, expect, it } from 'vitest'
import { signInFailureText } from './sign-in-failure.ts'

describe('signInFailureText', () => {
  it('says an account is suspended by the code, whatever the server worded', () => {
    expect(signInFailureText({ code: 'user_banned', message: 'User is banned' })).toBe('This account has been suspended.')
    expect(signInFailureText({ code: 'user_banned', message: 'Invalid login credentials' })).toBe('This account has been suspended.')
  })

  it("shows other failures as the server words them, even one that mentions a ban", () => {
    expect(signInFailureText({ code: 'invalid_credentials', message: 'Invalid login credentials' })).toBe('Invalid login credentials')
    expect(signInFailureText({ message: 'User is banned' })).toBe('User is banned')
  })
})
