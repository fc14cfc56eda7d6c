import { describe, expect, it } from 'vitest'
import { isValidIsbn } from './isbn.ts'

describe('isValidIsbn', () => {
  it('takes an ISBN-13 with or without hyphens and spaces', () => {
    expect(isValidIsbn('978-0-306-40615-7')).toBe(true)
    expect(isValidIsbn('9780306406157')).toBe(true)
    expect(isValidIsbn('979 8 88888 888 8')).toBe(isValidIsbn('9798888888888'))
  })
  it('takes an ISBN-10, including one whose check digit is X', () => {
    expect(isValidIsbn('0-306-40615-2')).toBe(true)
    expect(isValidIsbn('0-8044-2957-X')).toBe(true)
    expect(isValidIsbn('080442957x')).toBe(true)
  })
  it('refuses a wrong check digit, a wrong length, a 977 prefix and letters', () => {
    expect(isValidIsbn('978-0-306-40615-8')).toBe(false)
    expect(isValidIsbn('0-306-40615-3')).toBe(false)
    expect(isValidIsbn('978030640615')).toBe(false)
    expect(isValidIsbn('9770306406157')).toBe(false)
    expect(isValidIsbn('ISBN 978-0-306-40615-7')).toBe(false)
  })
})
