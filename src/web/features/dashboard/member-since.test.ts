import { describe, expect, it } from 'vitest'
import { memberSince } from './member-since.ts'

describe('memberSince', () => {
  const now = new Date(2026, 10, 22, 15, 0) // 22 Nov 2026, local time

  it("says 'Today' for a profile created today", () => {
    expect(memberSince(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Today')
  })

  it('gives the short month and year otherwise (en-GB)', () => {
    expect(memberSince(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('Nov 2026')
    expect(memberSince(new Date(2025, 0, 3).toISOString(), now)).toBe('Jan 2025')
  })

  it("falls back to 'Today' without a usable date", () => {
    expect(memberSince(null, now)).toBe('Today')
    expect(memberSince('not a date', now)).toBe('Today')
  })
})
