import { describe, expect, it } from 'vitest'
import { lowerBalance } from './credit-balance.ts'

describe('lowerBalance', () => {
  it('lowers a known balance by the amount spent', () => {
    expect(lowerBalance(10, 2)).toBe(8)
  })

  it('never goes below 0', () => {
    expect(lowerBalance(5, 8)).toBe(0)
    expect(lowerBalance(5, 8, -3)).toBe(0)
  })

  it("prefers the server's figure when it sent one", () => {
    expect(lowerBalance(10, 2, 30)).toBe(30)
    expect(lowerBalance(null, 2, 6)).toBe(6)
  })

  it('keeps an unknown balance unknown', () => {
    expect(lowerBalance(null, 2)).toBeNull()
  })
})
